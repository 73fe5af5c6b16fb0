import Box from '@mui/material/Box'
import { lazy, startTransition, Suspense, useEffect, useState } from 'react'
import { HERO_HEIGHT, SLIDER_AUTOPLAY_MS } from '../../config/constants'
import { appText } from '../../texts/app'
import { HeroSlide } from './hero-slide'

const HeroSlider = lazy(() => import('./hero-slider').then((module) => ({ default: module.HeroSlider })))

/** Swiper is asked for this long before its first turn is due: time to fetch and set it up. */
const SLIDER_LEAD_MS = 1000

/**
 * The home hero, 38rem tall (docs/product.md, Limits). It paints as the first slide alone, the same markup
 * index.html carries pre-rendered (vite.config.ts). Swiper, the home's heaviest code, loads when
 * someone reaches for the hero (pointer, touch or focus) or just before the first autoplay turn,
 * and takes the first slide's place showing that same slide: the visitor sees no change but the
 * arrows and dots appearing, and the first turn still comes 4000 ms after the hero showed.
 */
export function Hero() {
  const [shownAt] = useState(() => performance.now())
  const [wanted, setWanted] = useState(false)
  // A transition: the slider's slides render in slices of a few milliseconds, not in one long task
  // (the first slide stays on screen meanwhile, as Suspense's fallback).
  const want = () => startTransition(() => setWanted(true))
  useEffect(() => {
    const timer = setTimeout(want, SLIDER_AUTOPLAY_MS - SLIDER_LEAD_MS)
    return () => clearTimeout(timer)
  }, [])
  const firstSlide = <HeroSlide index={0} />
  return (
    <Box
      component="section"
      aria-label={appText.highlights}
      sx={{ height: HERO_HEIGHT, overflow: 'hidden' }}
      onPointerOver={want}
      onPointerDown={want}
      onTouchStart={want}
      onFocus={want}
    >
      {wanted ? (
        <Suspense fallback={firstSlide}>
          <HeroSlider firstTurnAt={shownAt + SLIDER_AUTOPLAY_MS} />
        </Suspense>
      ) : (
        firstSlide
      )}
    </Box>
  )
}
