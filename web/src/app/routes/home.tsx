import Box from '@mui/material/Box'
import Container from '@mui/material/Container'
import Typography from '@mui/material/Typography'
import { lazy, Suspense } from 'react'
import { Loading } from '../../components/loading'
import { useHydrated } from '../../lib/use-hydrated'
import { Hero } from '../home/hero'
import { withQueryClient } from '../query-client-slot'
import { copy } from '../../texts/copy'

/** Below the fold on every screen (the hero is 38rem): its cards, query and schemas load after first paint. */
const HomeFoods = lazy(() =>
  withQueryClient(import('../home/home-foods')).then((module) => ({ default: module.HomeFoods })),
)
/** Live figures: never pre-rendered into index.html (they would be stale there), so lazy as well. */
const ImpactStrip = lazy(() =>
  withQueryClient(import('../home/impact-strip')).then((module) => ({ default: module.ImpactStrip })),
)

/** The strip's height, kept before its figures arrive so nothing below it moves (no layout shift). */
const IMPACT_STRIP_HEIGHT = { xs: 88, sm: 64 }

/**
 * The home route is part of the first load, not a lazy route (router.tsx): its hero is the page's
 * largest paint, pre-rendered into index.html, and React must draw the same hero on its first render.
 */
export function Component() {
  // Lazy parts wait until hydration is done: the pre-rendered HTML has their fallbacks, and a
  // boundary that suspended on the server would make React report a hydration error.
  const hydrated = useHydrated()
  return (
    <>
      <Typography variant="h1" sx={visuallyHidden}>
        {copy.brand}
      </Typography>
      <Hero />
      <Box
        sx={{
          height: IMPACT_STRIP_HEIGHT,
          display: 'flex',
          alignItems: 'center',
          justifyContent: 'center',
          px: 2,
          bgcolor: 'grey.100',
        }}
      >
        {hydrated && (
          <Suspense fallback={null}>
            <ImpactStrip />
          </Suspense>
        )}
      </Box>
      <Container sx={{ py: 6 }}>
        {hydrated ? (
          <Suspense fallback={<Loading />}>
            <HomeFoods />
          </Suspense>
        ) : (
          <Loading />
        )}
      </Container>
    </>
  )
}

const visuallyHidden = {
  position: 'absolute',
  width: 1,
  height: 1,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
} as const
