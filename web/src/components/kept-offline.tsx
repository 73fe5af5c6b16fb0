import Alert from '@mui/material/Alert'
import type { InfiniteData, UseInfiniteQueryResult, UseQueryResult } from '@tanstack/react-query'
import type { ReactNode } from 'react'
import type { ListPage } from '../lib/api-client'
import { useOnline } from '../lib/online'
import { formatDateTime } from '../texts/formats'
import { offlineCopyText } from '../texts/pwa'
import { PagedQueryContent, QueryContent } from './loading'

/** Offline, above what this device kept from its last fetch (app/offline-copy.ts): how old it is. */
function OfflineCopyNote({ at }: { at: number }) {
  return (
    <Alert severity="info" role="status" sx={{ mb: 2 }}>
      {offlineCopyText.asOf(formatDateTime(new Date(at)))}
    </Alert>
  )
}

/**
 * QueryContent for what a person needs on the way to a pickup: offline, the last data there is
 * (in memory, or restored from the device's copy) shows instead of 'You are offline', saying how old it is.
 */
export function KeptQueryContent<T>({
  query,
  children,
}: {
  query: UseQueryResult<T>
  children: (data: T) => ReactNode
}) {
  const online = useOnline()
  if (query.data === undefined || (online && query.isError)) {
    return <QueryContent query={query}>{children}</QueryContent>
  }
  // The content keeps its place in the tree when the network comes and goes, so what a form holds
  // (the request form, say) is not lost when the note appears above it.
  return (
    <>
      {!online && <OfflineCopyNote at={query.dataUpdatedAt} />}
      {children(query.data)}
    </>
  )
}

/** PagedQueryContent likewise: offline, the pages there are, with how old they are, and no 'Load more'. */
export function KeptPagedQueryContent<T>({
  query,
  children,
}: {
  query: UseInfiniteQueryResult<InfiniteData<ListPage<T>, unknown>>
  children: (items: T[]) => ReactNode
}) {
  const online = useOnline()
  const keptCopy = !online && query.data !== undefined
  // As in KeptQueryContent, the list keeps its place in the tree when the note comes and goes.
  return (
    <>
      {keptCopy && <OfflineCopyNote at={query.dataUpdatedAt} />}
      <PagedQueryContent query={query} canLoadMore={!keptCopy}>
        {children}
      </PagedQueryContent>
    </>
  )
}
