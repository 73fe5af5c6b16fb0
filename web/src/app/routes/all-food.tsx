import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import Container from '@mui/material/Container'
import LinearProgress from '@mui/material/LinearProgress'
import Stack from '@mui/material/Stack'
import TextField from '@mui/material/TextField'
import Typography from '@mui/material/Typography'
import { keepPreviousData, useInfiniteQuery } from '@tanstack/react-query'
import { useNavigate } from 'react-router-dom'
import { useState } from 'react'
import { LoadError, Loading, LoadMore } from '../../components/loading'
import { SEARCH_DEBOUNCE_MS } from '../../config/constants'
import { MAX_ALERT_WORD, MIN_ALERT_WORD } from '@shared/channels'
import { DEFAULT_RADIUS_KM } from '@shared/constants'
import type { DietTag } from '@shared/diet-tags'
import type { FoodSort } from '@shared/food-sort'
import type { ApiAnswer } from '@shared/rendered-pages'
import { allFoodListParams, foodPagesQuery, seedFirstPage } from '../../features/foods/api/get-foods'
import { DietTagFilter } from '../../features/foods/components/diet-tag-filter'
import { VirtualFoodGrid } from '../../features/foods/components/virtual-food-grid'
import { foodsNearQuery } from '../../features/foods/api/get-foods-near'
import { FoodsMapView } from '../../features/foods/components/foods-map-view'
import { type FoodsView, NearMeBar } from '../../features/foods/components/near-me-bar'
import { useNearMe } from '../../features/foods/use-near-me'
import { useSaveAlert } from '../../features/alerts/api/alerts'
import { useSession } from '../../features/auth/session-context'
import { showSuccess } from '../../lib/dialogs'
import { messageOf } from '../../lib/error-message'
import { toasts } from '../../lib/toasts'
import { itemsOf } from '../../lib/list-pages'
import { useDebouncedValue } from '../../lib/use-debounced-value'
import { paths } from '../../config/paths'
import { alertsText } from '../../texts/alerts'
import { queryClient } from '../query-client'
import { copy } from '../../texts/copy'
import { appText } from '../../texts/app'
import { filtersButtonText, nearText } from '../../texts/near'

/**
 * Starts the list's first page (the foods listing call) before the app has rendered: main.tsx
 * calls it beside the app's scripts on /allfood, and the screen's own query then finds it on its
 * way. prefetch never throws: a failure lands in the query, and the screen shows it with Retry.
 */
export function prefetchFirstPage(): Promise<void> {
  return queryClient.prefetchInfiniteQuery(foodPagesQuery(allFoodListParams))
}

/** The first page the function drew this page from (app/server-answer.ts), so the screen hydrates with it. */
export function adoptFirstPage(answer: ApiAnswer): void {
  seedFirstPage(queryClient, answer)
}

/** /alerts filled in with what the list shows: the visitor's point (if any), the near list's radius, the tags and the search. */
function alertLink(point: { lat: number; lng: number } | undefined, tags: readonly DietTag[], search: string): string {
  const query = new URLSearchParams({ radiusKm: String(DEFAULT_RADIUS_KM) })
  if (point) query.set('near', `${point.lat},${point.lng}`)
  if (tags.length > 0) query.set('tags', tags.join(','))
  if (search) query.set('search', search)
  return `${paths.alerts}?${query.toString()}`
}

const FILTERS_ID = 'allfood-filters'

/** The list's search is one phrase matched as the start of words, as an alert's word is. */
function alertWords(search: string): string[] {
  return search.length >= MIN_ALERT_WORD ? [search.slice(0, MAX_ALERT_WORD)] : []
}

export function Component() {
  const [searchText, setSearchText] = useState('')
  const search = useDebouncedValue(searchText.trim(), SEARCH_DEBOUNCE_MS)
  const [sort, setSort] = useState<FoodSort>(allFoodListParams.sort)
  const [tags, setTags] = useState<DietTag[]>([])
  const [largeColumns, setLargeColumns] = useState<2 | 3>(3)
  // Phones only: the chips, the layout and Near me wait behind one button so the first food is in view.
  const [filtersOpen, setFiltersOpen] = useState(false)
  // The server searches and sorts across all foods. While a new text or order loads, the last
  // answer stays on screen; an answer to an older text can only fill its own cache entry.
  // 'Near me' lists by distance from the visitor's point instead, until they ask for all foods again.
  const nearMe = useNearMe()
  const { user } = useSession()
  const saveAlert = useSaveAlert()
  const navigate = useNavigate()
  const [view, setView] = useState<FoodsView>('list')
  const everyFood = useInfiniteQuery({
    ...foodPagesQuery({ search, sort, tags }),
    placeholderData: keepPreviousData,
    enabled: nearMe.point === undefined,
  })
  const nearFoods = useInfiniteQuery(foodsNearQuery(nearMe.point, tags))
  const list = nearMe.point ? nearFoods : everyFood

  const foods = itemsOf(list.data)
  const total = list.data?.pages[0]?.total ?? 0
  // The near list is by distance and takes no search text: both are off there, with the reason.
  const byDistance = nearMe.point !== undefined
  const activeFilters = tags.length + (byDistance ? 1 : 0)

  /**
   * Saves the alert the list describes at once, as the form would (tells at once); a visitor
   * signed out gets the form, filled in, after signing in. An alert needs a place: without Near
   * me, the form's own pin picker.
   */
  function alertMe() {
    if (saveAlert.isPending) return
    const point = nearMe.point
    // What the box holds now, not the debounced search: a press right after typing keeps the words.
    const words = searchText.trim()
    if (!point || !user) {
      if (!point) toasts.warning(alertsText.needPlace)
      void navigate(alertLink(point, tags, words))
      return
    }
    const alert = {
      near: point,
      radiusKm: DEFAULT_RADIUS_KM,
      tags,
      words: alertWords(words),
      frequency: 'instant' as const,
    }
    saveAlert.mutate(alert, {
      onSuccess: () =>
        toasts.choice(alertsText.savedFromList, {
          label: alertsText.seeAlerts,
          onClick: () => void navigate(paths.alerts),
        }),
      onError: (error) => toasts.error(messageOf(error)),
    })
  }

  function sortByQuantity() {
    setSort('quantity')
    void showSuccess(copy.allFood.sorted)
  }

  return (
    <Container sx={{ py: 4 }}>
      <Typography variant="h4" component="h1" align="center" sx={{ fontWeight: 800, mb: 3 }}>
        {/* Without an answer (offline, a failure) the count is unknown, not 0: the page's name instead. */}
        {list.data ? copy.allFood.heading(total) : copy.nav.allFood}
      </Typography>
      <Stack direction={{ xs: 'column', md: 'row' }} spacing={2} sx={{ alignItems: { md: 'center' }, mb: 3 }}>
        <TextField
          label={copy.allFood.searchLabel}
          type="search"
          value={searchText}
          onChange={(event) => setSearchText(event.target.value)}
          disabled={byDistance}
          sx={{ flexGrow: 1 }}
        />
        <Button
          variant="outlined"
          aria-expanded={filtersOpen}
          aria-controls={FILTERS_ID}
          onClick={() => setFiltersOpen((open) => !open)}
          sx={{ display: { sm: 'none' } }}
        >
          {filtersButtonText(activeFilters)}
        </Button>
        {/* Columns change on large screens only (docs/product.md, Screens); smaller ones always show 1 or 2. */}
        <Button
          variant="outlined"
          onClick={() => setLargeColumns((columns) => (columns === 3 ? 2 : 3))}
          sx={{ display: { xs: filtersOpen ? 'inline-flex' : 'none', sm: 'inline-flex' } }}
        >
          {copy.allFood.changeLayout}
        </Button>
        <Button variant="contained" onClick={sortByQuantity} disabled={byDistance}>
          {copy.allFood.sortByQuantity}
        </Button>
      </Stack>
      {/* Not the field's helper text: a disabled field greys it below readable contrast. */}
      {byDistance && (
        <Typography variant="body2" color="text.secondary" sx={{ mt: -2, mb: 2 }}>
          {nearText.byDistanceOnly}
        </Typography>
      )}
      <Box id={FILTERS_ID} sx={{ display: { xs: filtersOpen ? 'block' : 'none', sm: 'block' } }}>
        <DietTagFilter value={tags} onChange={setTags} />
        <NearMeBar nearMe={nearMe} view={view} onViewChange={setView} />
      </Box>
      <Button onClick={alertMe} variant="text" aria-busy={saveAlert.isPending} sx={{ mb: 1 }}>
        {alertsText.fromList}
      </Button>
      <Box sx={{ minHeight: 4, mb: 2 }}>
        {list.isFetching && !list.isFetchingNextPage && <LinearProgress aria-label={appText.searching} />}
      </Box>
      {list.isPending ? (
        <Loading />
      ) : list.isError && !list.data ? (
        <LoadError error={list.error} onRetry={() => void list.refetch()} />
      ) : foods.length === 0 ? (
        <Typography align="center" sx={{ py: 6 }} variant="h6" component="p">
          {copy.allFood.notFound}
        </Typography>
      ) : (
        <>
          {view === 'map' ? (
            <FoodsMapView foods={foods} here={nearMe.point} />
          ) : (
            <VirtualFoodGrid
              foods={foods}
              detailsLabel={copy.allFood.seeFoodsDetails}
              largeColumns={largeColumns}
              label={appText.foods}
            />
          )}
          <LoadMore
            shown={foods.length}
            total={total}
            hasMore={list.hasNextPage}
            loading={list.isFetchingNextPage}
            onLoadMore={() => void list.fetchNextPage()}
            loadOnScroll
          />
          {list.isFetchNextPageError && <LoadError error={list.error} onRetry={() => void list.fetchNextPage()} />}
        </>
      )}
    </Container>
  )
}
