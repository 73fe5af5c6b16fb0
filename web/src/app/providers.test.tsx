import { render, screen } from '@testing-library/react'
import { useQuery } from '@tanstack/react-query'
import { Suspense, lazy } from 'react'
import { expect, test } from 'vitest'
import { BaseProviders } from './providers'
import { queryClient } from './query-client'
import { withQueryClient } from './query-client-slot'

function Greeting() {
  const { data } = useQuery({
    queryKey: ['providers-test-greeting'],
    queryFn: () => Promise.resolve('Hello from a query'),
  })
  return <p>{data ?? 'Waiting'}</p>
}

test('a lazily loaded part that runs a query shows its answer under the app providers, with no client given', async () => {
  const LazyGreeting = lazy(() => withQueryClient(Promise.resolve({ default: Greeting })))
  render(
    <BaseProviders>
      <Suspense fallback={<p>Loading part</p>}>
        <LazyGreeting />
      </Suspense>
    </BaseProviders>,
  )
  expect(await screen.findByText('Hello from a query')).toBeInTheDocument()
  // The app's own client ran it: its cache holds the answer.
  expect(queryClient.getQueryData(['providers-test-greeting'])).toBe('Hello from a query')
})
