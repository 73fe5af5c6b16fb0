import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import Container from '@mui/material/Container'
import LinearProgress from '@mui/material/LinearProgress'
import Stack from '@mui/material/Stack'
import TextField from '@mui/material/TextField'
import Typography from '@mui/material/Typography'
import { keepPreviousData, useQuery, useSuspenseQuery } from '@tanstack/react-query'
import type { Food } from '@shared/food'
import { useState } from 'react'
import { LoadError } from '../../components/loading'
import { copy } from '../../config/copy'
import { foodsQuery } from '../../features/foods/api/get-foods'
import { searchFoodsQuery } from '../../features/foods/api/search-foods'
import { FoodGrid } from '../../features/foods/components/food-grid'
import { showSuccess } from '../../lib/dialogs'
import { queryClient } from '../query-client'

/** Spec §2: initial data comes from the foods listing call. */
export async function loader() {
  await queryClient.ensureQueryData(foodsQuery)
  return null
}

function byQuantityDescending(foods: readonly Food[]): Food[] {
  return [...foods].sort((a, b) => b.quantity - a.quantity)
}

export function Component() {
  const { data: listed } = useSuspenseQuery(foodsQuery)
  /** null until the user types: until then the loader's list is shown. */
  const [searchText, setSearchText] = useState<string | null>(null)
  const [sorted, setSorted] = useState(false)
  const [largeColumns, setLargeColumns] = useState<2 | 3>(3)
  // Spec §2: every change of the box re-runs the search. While a newer text loads, the last
  // answer stays on screen; an answer to an older text can only fill its own cache entry.
  const search = useQuery({
    ...searchFoodsQuery(searchText ?? ''),
    enabled: searchText !== null,
    placeholderData: keepPreviousData,
  })

  const found = searchText === null ? listed : (search.data ?? listed)
  const foods = sorted ? byQuantityDescending(found) : found

  function sortByQuantity() {
    setSorted(true)
    void showSuccess(copy.allFood.sorted)
  }

  return (
    <Container sx={{ py: 4 }}>
      <Typography variant="h4" component="h1" align="center" sx={{ fontWeight: 800, mb: 3 }}>
        {copy.allFood.heading(foods.length)}
      </Typography>
      <Stack direction={{ xs: 'column', md: 'row' }} spacing={2} sx={{ alignItems: { md: 'center' }, mb: 3 }}>
        <TextField
          label={copy.allFood.searchLabel}
          type="search"
          value={searchText ?? ''}
          onChange={(event) => setSearchText(event.target.value)}
          sx={{ flexGrow: 1 }}
        />
        {/* Columns change on large screens only (spec §2); smaller ones always show 1 or 2. */}
        <Button variant="outlined" onClick={() => setLargeColumns((columns) => (columns === 3 ? 2 : 3))}>
          {copy.allFood.changeLayout}
        </Button>
        <Button variant="contained" onClick={sortByQuantity}>
          {copy.allFood.sortByQuantity}
        </Button>
      </Stack>
      <Box sx={{ minHeight: 4, mb: 2 }}>{search.isFetching && <LinearProgress aria-label="Searching" />}</Box>
      {search.isError && !search.isFetching ? (
        <LoadError error={search.error} onRetry={() => void search.refetch()} />
      ) : foods.length === 0 ? (
        <Typography align="center" sx={{ py: 6 }} variant="h6" component="p">
          {copy.allFood.notFound}
        </Typography>
      ) : (
        <Box data-columns={largeColumns}>
          <FoodGrid
            foods={foods}
            detailsLabel={copy.allFood.seeFoodsDetails}
            largeColumns={largeColumns}
            label="Foods"
          />
        </Box>
      )}
    </Container>
  )
}
