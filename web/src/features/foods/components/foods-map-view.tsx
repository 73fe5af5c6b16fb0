import Typography from '@mui/material/Typography'
import { lazy, Suspense } from 'react'
import type { Coordinates } from '@shared/geo'
import type { PublicFood } from '../../../lib/api-client'
import { nearText } from '../../../texts/near'

/** Leaflet loads with the map, only when the visitor opens the Map view. */
const FoodsMap = lazy(() => import('../map/maps').then((module) => ({ default: module.FoodsMap })))

/** The current results on a map: the foods loaded so far, those with a pickup point as pins; `here`, the person's own point. */
export function FoodsMapView({ foods, here }: { foods: readonly PublicFood[]; here?: Coordinates | undefined }) {
  const placed = foods.filter((food) => food.coordinates !== undefined).length
  return (
    <>
      <Typography component="p" variant="body2" sx={{ mb: 1 }}>
        {nearText.onMap(placed, foods.length)}
      </Typography>
      <Suspense fallback={<Typography variant="body2">{nearText.loadingMap}</Typography>}>
        <FoodsMap foods={foods} here={here} />
      </Suspense>
    </>
  )
}
