import type { Request, Response } from 'express'
import { encodeCursor, type ListOrder, type Page } from '../shared/paging'

/**
 * A page's paging headers: the true total in `X-Total-Count`, and when there is more, RFC 8288
 * `Link: </api/…?…&cursor=…>; rel="next"` with the request's other parameters kept.
 */
export function pageHeaders<Item>(
  path: string,
  query: URLSearchParams,
  sort: ListOrder,
  page: Page<Item>,
): Record<string, string> {
  const headers: Record<string, string> = { 'X-Total-Count': String(page.total) }
  if (page.next !== undefined) {
    const next = new URLSearchParams(query)
    next.set('cursor', encodeCursor(sort, page.next))
    headers.Link = `<${path}?${next.toString()}>; rel="next"`
  }
  return headers
}

/** Sends a page as the spec's plain JSON array; the paging travels in headers (pageHeaders). */
export function sendPage<Item>(req: Request, res: Response, sort: ListOrder, page: Page<Item>): void {
  const query = new URLSearchParams(req.originalUrl.split('?')[1] ?? '')
  res.set(pageHeaders(`${req.baseUrl}${req.path}`, query, sort, page))
  res.json(page.items)
}
