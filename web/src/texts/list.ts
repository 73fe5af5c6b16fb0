import { formatNumber } from './formats'
import en from '../locales/en/list.json'
import { catalogue } from './catalog'

const section = catalogue('list', en)

/** Texts of the paged lists (see docs/decisions/search-and-paging.md; the spec has no paging). Journeys import them too. */
export const loadMoreText = section('loadMoreText', {
  shown: (shown: number, total: number) => ({ shown: formatNumber(shown), total: formatNumber(total) }),
})
