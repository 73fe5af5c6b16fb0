/** Texts of the paged lists (issue 9; the spec has no paging). Journeys import them too. */
export const loadMoreText = {
  button: 'Load more',
  shown: (shown: number, total: number) => `Showing ${shown} of ${total}`,
} as const
