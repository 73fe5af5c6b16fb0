import { infiniteQueryOptions, skipToken } from '@tanstack/react-query'
import { apiPaths } from '@shared/api-paths'
import { DEFAULT_RADIUS_KM, PAGE_SIZE } from '@shared/constants'
import type { DietTag } from '@shared/diet-tags'
import type { Coordinates } from '@shared/geo'
import { apiPage, pagePath, publicFoodList } from '../../../lib/api-client'

/** Six decimals (about 10 cm): no float noise, and never exponent notation (String(1e-7) is '1e-7'). */
function nearParamOf(point: Coordinates): string {
  return `${point.lat.toFixed(6)},${point.lng.toFixed(6)}`
}

/**
 * The foods within the default radius of the visitor, nearest first, each with `distanceKm`,
 * narrowed to the diet chips chosen, as the other lists are.
 * Under 'foods' so any change to foods refreshes it. The point is the visitor's own and goes
 * to our API only, never into a URL of the app.
 */
export const foodsNearQuery = (point: Coordinates | undefined, tags: readonly DietTag[] = []) =>
  infiniteQueryOptions({
    queryKey: ['foods', 'near', point, tags],
    // No point yet (the visitor has not pressed 'Near me'): nothing to ask.
    queryFn: point
      ? ({ pageParam, signal }) =>
          apiPage(
            pagePath(
              apiPaths.foods,
              {
                near: nearParamOf(point),
                radiusKm: String(DEFAULT_RADIUS_KM),
                ...(tags.length === 0 ? {} : { tags: tags.join(',') }),
              },
              PAGE_SIZE,
              pageParam,
            ),
            { schema: publicFoodList, signal },
          )
      : skipToken,
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (page) => page.next,
  })
