import Alert from '@mui/material/Alert'
import Button from '@mui/material/Button'
import Stack from '@mui/material/Stack'
import Typography from '@mui/material/Typography'
import { DEFAULT_RADIUS_KM } from '@shared/constants'
import type { NearMe } from '../use-near-me'
import { nearText } from '../../../texts/near'

export type FoodsView = 'list' | 'map'

interface NearMeBarProps {
  nearMe: NearMe
  view: FoodsView
  onViewChange: (view: FoodsView) => void
}

/** 'Near me' and the list/map switch of /allfood. */
export function NearMeBar({ nearMe, view, onViewChange }: NearMeBarProps) {
  return (
    <>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: { sm: 'center' }, mb: 2 }}>
        {nearMe.point ? (
          <>
            <Typography component="p" sx={{ fontWeight: 600 }}>
              {nearText.nearHeading(DEFAULT_RADIUS_KM)}
            </Typography>
            <Button variant="outlined" onClick={nearMe.clear}>
              {nearText.showAll}
            </Button>
          </>
        ) : (
          <Button variant="outlined" onClick={nearMe.locate} disabled={nearMe.locating}>
            {nearMe.locating ? nearText.locating : nearText.nearMe}
          </Button>
        )}
        <Button variant="outlined" onClick={() => onViewChange(view === 'map' ? 'list' : 'map')}>
          {view === 'map' ? nearText.listView : nearText.mapView}
        </Button>
      </Stack>
      {nearMe.problem && (
        <Alert severity="warning" role="alert" sx={{ mb: 2 }}>
          {nearMe.problem}
        </Alert>
      )}
    </>
  )
}
