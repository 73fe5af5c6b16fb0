import { HttpResponse } from 'msw'
import { setupServer } from 'msw/node'

/** The one network stub of the web tests: each test adds its handlers with `server.use(...)`. */
export const server = setupServer()

/** The URL MSW sees for an API path (jsdom's origin is http://localhost:3000). */
export function apiUrl(path: string): string {
  return `*/api${path}`
}

/**
 * One page of a list call as the API answers it: the items, `X-Total-Count` and, when there is
 * more, a `Link` to the next page carrying `nextCursor`.
 */
export function pageAnswer(
  items: readonly unknown[],
  { total = items.length, nextCursor }: { total?: number; nextCursor?: string } = {},
) {
  const headers: Record<string, string> = { 'X-Total-Count': String(total) }
  if (nextCursor) headers.Link = `</api/foods?limit=24&cursor=${encodeURIComponent(nextCursor)}>; rel="next"`
  return HttpResponse.json(items, { headers })
}
