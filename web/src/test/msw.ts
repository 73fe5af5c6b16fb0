import { http, HttpResponse } from 'msw'
import { setupServer } from 'msw/node'
import { apiPaths } from '@shared/api-paths'

/** The URL MSW sees for an API path (the test window's origin is http://localhost:3000). */
export function apiUrl(path: string): string {
  return `*/api${path}`
}

/**
 * Calls every screen makes by itself: the top bar's bell and unread counts for a signed-in user, the user's own requests and the home's
 * impact strip. A quiet answer by default, so a test names them only when it is about them.
 */
const everyScreen = [
  http.get(apiUrl(apiPaths.notifications), () => HttpResponse.json([])),
  http.get(apiUrl(apiPaths.unread), () => HttpResponse.json({ messages: 0, notifications: 0 })),
  // The details page looks for the user's own request of the food, to link to its conversation.
  http.get(apiUrl(apiPaths.requests), () => HttpResponse.json([], { headers: { 'X-Total-Count': '0' } })),
  http.get(apiUrl(apiPaths.stats), () => HttpResponse.json({ foodsPosted: 0, portionsCollected: 0, donors: 0 })),
  // A signed-in top bar checks the account's language: English, as the tests' page, so nothing changes.
  http.get(apiUrl(apiPaths.language), () => HttpResponse.json({ language: 'en' })),
]

/** The one network stub of the web tests: each test adds its handlers with `server.use(...)`. */
export const server = setupServer(...everyScreen)

/**
 * One page of a list call as the API answers it: the items, `X-Total-Count` and, when there is
 * more, a `Link` to the next page carrying `next`.
 */
export function pageAnswer(
  items: readonly unknown[],
  { total = items.length, next }: { total?: number; next?: string } = {},
) {
  const headers: Record<string, string> = { 'X-Total-Count': String(total) }
  if (next) headers.Link = `</api/foods?limit=24&cursor=${encodeURIComponent(next)}>; rel="next"`
  return HttpResponse.json(items, { headers })
}
