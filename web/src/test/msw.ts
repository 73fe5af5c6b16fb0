import { setupServer } from 'msw/node'

/** The one network stub of the web tests: each test adds its handlers with `server.use(...)`. */
export const server = setupServer()

/** The URL MSW sees for an API path (jsdom's origin is http://localhost:3000). */
export function apiUrl(path: string): string {
  return `*/api${path}`
}
