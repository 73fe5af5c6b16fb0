import Stack from '@mui/material/Stack'
import Typography from '@mui/material/Typography'
import { useQuery } from '@tanstack/react-query'
import { statsQuery } from '../../features/foods/api/get-stats'
import { loopText } from '../../texts/requests'

/**
 * The impact figures under the hero (docs/product.md, Requests). They load after first paint into the space
 * home.tsx keeps for them, so nothing moves when they arrive; until then, and if the call fails,
 * the space stays empty: the figures are a nicety, not the page.
 */
export function ImpactStrip() {
  const { data } = useQuery(statsQuery)
  if (!data) return null
  return (
    <Stack
      component="section"
      aria-label={loopText.impact.label}
      direction={{ xs: 'column', sm: 'row' }}
      spacing={{ xs: 0.5, sm: 3 }}
      sx={{ justifyContent: 'center', alignItems: 'center', textAlign: 'center' }}
    >
      <Typography sx={{ fontWeight: 700 }}>{loopText.impact.shared(data.portionsCollected, data.donors)}</Typography>
      <Typography>{loopText.impact.posted(data.foodsPosted)}</Typography>
    </Stack>
  )
}
