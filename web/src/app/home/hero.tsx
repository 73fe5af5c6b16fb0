import Box from '@mui/material/Box'
import { lazy, Suspense } from 'react'
import { HERO_HEIGHT } from '../../config/constants'
import { HeroSlide } from './hero-slide'

const HeroSlider = lazy(() => import('./hero-slider').then((module) => ({ default: module.HeroSlider })))

/**
 * The home hero, 38rem tall (docs/product.md, Limits). It paints as the first slide alone, the same markup
 * index.html carries pre-rendered (vite.config.ts), and the Swiper slider takes its place once
 * its chunk has loaded, showing that same first slide: the visitor sees no change but the arrows
 * and dots appearing.
 */
export function Hero() {
  return (
    <Box component="section" aria-label="Highlights" sx={{ height: HERO_HEIGHT, overflow: 'hidden' }}>
      <Suspense fallback={<HeroSlide index={0} />}>
        <HeroSlider />
      </Suspense>
    </Box>
  )
}
