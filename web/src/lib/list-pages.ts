import type { InfiniteData } from '@tanstack/react-query'
import type { ListPage } from './api-client'

/** A paged list without the item `id`, its total one less: the row goes at once (docs/product.md, Texts). */
export function withoutItem<T extends { _id: string }>(
  data: InfiniteData<ListPage<T>, string | undefined> | undefined,
  id: string,
): InfiniteData<ListPage<T>, string | undefined> | undefined {
  if (!data) return data
  return {
    ...data,
    pages: data.pages.map((page) => {
      const items = page.items.filter((item) => item._id !== id)
      return { ...page, items, total: page.total - (page.items.length - items.length) }
    }),
  }
}

/** Every item of the pages loaded so far, in order. */
export function itemsOf<T>(data: InfiniteData<ListPage<T>, unknown> | undefined): T[] {
  return data?.pages.flatMap((page) => page.items) ?? []
}
