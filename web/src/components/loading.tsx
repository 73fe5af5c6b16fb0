import Alert from '@mui/material/Alert'
import AlertTitle from '@mui/material/AlertTitle'
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import Typography from '@mui/material/Typography'
import Stack from '@mui/material/Stack'
import type { InfiniteData, UseInfiniteQueryResult, UseQueryResult } from '@tanstack/react-query'
import { useEffect, useRef, type ReactNode } from 'react'
import { LOAD_AHEAD_PX } from '../config/constants'
import type { ListPage } from '../lib/api-client'
import { messageOf } from '../lib/error-message'
import { itemsOf } from '../lib/list-pages'
import { useOnline } from '../lib/online'
import { useSettled } from '../lib/use-hydrated'
import { copy } from '../texts/copy'
import { appText } from '../texts/app'
import { loadMoreText } from '../texts/list'
import { pwaText } from '../texts/pwa'

/**
 * Where data would be while the browser has no network (docs/decisions/pwa.md): the app shell still works
 * offline, the data does not. Queries run again by themselves once the network is back.
 */
export function OfflineNotice({ action }: { action?: ReactNode }) {
  return (
    <Alert severity="warning" role="status" action={action}>
      <AlertTitle>{pwaText.offline}</AlertTitle>
      {pwaText.offlineHint}
    </Alert>
  )
}

/**
 * 'Loading...' centred (docs/product.md, Screens); role=status so screen readers hear it too. Offline, nothing would
 * load: it says so instead.
 */
export function Loading() {
  const online = useOnline()
  return (
    <Box
      role={online ? 'status' : undefined}
      sx={{ display: 'flex', justifyContent: 'center', alignItems: 'center', minHeight: '40vh', p: 4 }}
    >
      {online ? (
        <Typography variant="h6" component="p">
          {copy.loading}
        </Typography>
      ) : (
        <OfflineNotice />
      )}
    </Box>
  )
}

export interface LoadErrorProps {
  error: unknown
  onRetry: () => void
}

/**
 * A failed load never leaves the screen on 'Loading...': say what went wrong and offer a retry.
 * The message is rendered as text only.
 */
export function LoadError({ error, onRetry }: LoadErrorProps) {
  const online = useOnline()
  const retry = (
    <Button color="inherit" size="small" onClick={onRetry}>
      {appText.retry}
    </Button>
  )
  return (
    <Box sx={{ display: 'flex', justifyContent: 'center', p: 4 }}>
      {online ? (
        <Alert severity="error" action={retry}>
          Could not load: {messageOf(error)}
        </Alert>
      ) : (
        <OfflineNotice action={retry} />
      )}
    </Box>
  )
}

/** One query's screen states: 'Loading...', then the data, or the error with Retry. */
export function QueryContent<T>({ query, children }: { query: UseQueryResult<T>; children: (data: T) => ReactNode }) {
  if (query.isPending) return <Loading />
  if (query.isError) return <LoadError error={query.error} onRetry={() => void query.refetch()} />
  return <>{children(query.data)}</>
}

export interface LoadMoreProps {
  shown: number
  total: number
  hasMore: boolean
  loading: boolean
  onLoadMore: () => void
  /** Also load when the button comes near the screen (infinite scroll); the button stays for keyboards. */
  loadOnScroll?: boolean
}

/**
 * 'Showing N of M' (a live region, so screen readers hear each new page) and a 'Load more' button
 * while there is more. The button is never disabled: that would drop a keyboard user's focus.
 */
export function LoadMore({ shown, total, hasMore, loading, onLoadMore, loadOnScroll = false }: LoadMoreProps) {
  const button = useRef<HTMLButtonElement>(null)
  const latest = useRef(onLoadMore)
  useEffect(() => {
    latest.current = onLoadMore
  })

  // A pre-rendered list shows only its first row until adopted and settled (the button right under
  // it): the next page waits for the list's own layout, or every such page would load it at once.
  const settled = useSettled()

  // Observed afresh after each page: a button still near the screen then loads the next one too.
  useEffect(() => {
    const target = button.current
    if (!loadOnScroll || !settled || !hasMore || loading || !target || typeof IntersectionObserver === 'undefined')
      return
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) latest.current()
      },
      { rootMargin: `0px 0px ${LOAD_AHEAD_PX}px 0px` },
    )
    observer.observe(target)
    return () => observer.disconnect()
  }, [loadOnScroll, settled, hasMore, loading])

  return (
    <Stack spacing={1} sx={{ alignItems: 'center', py: 3 }}>
      <Typography role="status" variant="body2" sx={{ color: 'text.secondary' }}>
        {loadMoreText.shown(shown, total)}
      </Typography>
      {hasMore && (
        <Button
          ref={button}
          variant="outlined"
          aria-disabled={loading}
          onClick={() => {
            if (!loading) onLoadMore()
          }}
        >
          {loadMoreText.button}
        </Button>
      )}
    </Stack>
  )
}

/**
 * A paged list's screen states: 'Loading...', then the items loaded so far with 'Load more', or
 * the error with Retry (of the first page, or of the next one below the items).
 */
export function PagedQueryContent<T>({
  query,
  children,
  canLoadMore = true,
}: {
  query: UseInfiniteQueryResult<InfiniteData<ListPage<T>, unknown>>
  children: (items: T[]) => ReactNode
  /** False shows the pages there are without 'Load more' (an offline copy cannot fetch more). */
  canLoadMore?: boolean
}) {
  if (query.isPending) return <Loading />
  if (query.isError && !query.data) return <LoadError error={query.error} onRetry={() => void query.refetch()} />
  const items = itemsOf(query.data)
  return (
    <>
      {children(items)}
      {canLoadMore && items.length > 0 && (
        <LoadMore
          shown={items.length}
          total={query.data?.pages[0]?.total ?? items.length}
          hasMore={query.hasNextPage}
          loading={query.isFetchingNextPage}
          onLoadMore={() => void query.fetchNextPage()}
          loadOnScroll
        />
      )}
      {query.isFetchNextPageError && <LoadError error={query.error} onRetry={() => void query.fetchNextPage()} />}
    </>
  )
}
