import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import { useQuery } from '@tanstack/react-query'
import { useDeferredValue, type ComponentProps } from 'react'
import { Link as RouterLink } from 'react-router-dom'
import { QueryContent } from '../../components/loading'
import { HOME_FOOD_IMAGE_PX } from '../../config/constants'
import { paths } from '../../config/paths'
import { newestFoodsQuery } from '../../features/foods/api/fetch-newest-foods'
import { FoodGrid } from '../../features/foods/components/food-grid'
import { copy } from '../../texts/copy'
import { appText } from '../../texts/app'

/**
 * The home's one page of the newest foods (docs/decisions/home-shows-newest-page.md), then 'See
 * All Foods'. Started by the cards, not the route: the hero paints while the foods load (docs/decisions/prerendered-home.md).
 */
export function HomeFoods() {
  // The query's answer arrives on React's synchronous lane; a dozen or two cards of MUI components
  // would render and commit in one long task. Deferred, they render in a transition, in slices.
  const query = useDeferredValue(useQuery(newestFoodsQuery))
  return <QueryContent query={query}>{(foods) => <HomeFoodGrid foods={foods} />}</QueryContent>
}

function HomeFoodGrid({ foods }: { foods: ComponentProps<typeof FoodGrid>['foods'] }) {
  return (
    <>
      <FoodGrid
        foods={foods}
        detailsLabel={copy.home.seeDetails}
        imageHeight={HOME_FOOD_IMAGE_PX}
        label={appText.availableFoods}
      />
      {foods.length > 0 && (
        <Box sx={{ display: 'flex', justifyContent: 'center', mt: 4 }}>
          <Button component={RouterLink} to={paths.allFood} variant="contained" size="large">
            {copy.home.seeAllFoods}
          </Button>
        </Box>
      )}
    </>
  )
}
