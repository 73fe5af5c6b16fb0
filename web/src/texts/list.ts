/** Texts of the paged lists (see docs/decisions/search-and-paging.md; the spec has no paging). Journeys import them too. */
export const loadMoreText = {
  button: 'Load more',
  shown: (shown: number, total: number) => `Showing ${shown} of ${total}`,
} as const
