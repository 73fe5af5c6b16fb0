import type { Request, Response } from 'express'
import { encodeCursor, type ListOrder, type Page } from '../shared/paging'

/**
 * Sends a page as the spec's plain JSON array; the paging travels in headers: the true total in
 * `X-Total-Count`, and when there is more, RFC 8288 `Link: </api/…?…&cursor=…>; rel="next"` with
 * the request's other parameters kept.
 */
export function sendPage<Item>(req: Request, res: Response, sort: ListOrder, page: Page<Item>): void {
  res.setHeader('X-Total-Count', String(page.total))
  if (page.next !== undefined) {
    const query = new URLSearchParams(req.originalUrl.split('?')[1] ?? '')
    query.set('cursor', encodeCursor(sort, page.next))
    res.setHeader('Link', `<${req.baseUrl}${req.path}?${query.toString()}>; rel="next"`)
  }
  res.json(page.items)
}
