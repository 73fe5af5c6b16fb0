import Box from '@mui/material/Box'
import { useState } from 'react'
import { A11y, Autoplay, Navigation, Pagination } from 'swiper/modules'
import { Swiper, SwiperSlide } from 'swiper/react'
import 'swiper/css'
import 'swiper/css/navigation'
import 'swiper/css/pagination'
import 'swiper/css/a11y'
import { SLIDER_AUTOPLAY_MS, SLIDER_SPACE_PX, SLIDER_SPEED_MS } from '../../config/constants'
import { HeroSlide } from './hero-slide'
import { copy } from '../../texts/copy'
import { useLanguage } from '../../lib/use-language'
import { widgetText } from '../../texts/widgets'

/** WCAG 2.2 AA target size (axe `target-size`): each dot is a 24 × 24 px button around an 8 px dot. */
const DOT_PX = 24

/** However late Swiper arrives, the first slide stays this long before its first turn. */
const MIN_FIRST_TURN_MS = 1000

export interface HeroSliderProps {
  /** When the first turn is due (a `performance.now()` time): 4000 ms after the hero showed. */
  firstTurnAt: number
}

/**
 * docs/product.md, Limits: autoplay 4000 ms, speed 3000 ms, loop, 30 px apart, clickable dots, arrows. Loaded
 * after first paint (hero.tsx): Swiper is the home's heaviest code and nothing needs it to paint.
 * The first slide has been on screen since the page showed, so its first stay is only what is
 * left of the 4000 ms (Swiper's per-slide `data-swiper-autoplay`); every later one is 4000 ms.
 */
export function HeroSlider({ firstTurnAt }: HeroSliderProps) {
  const language = useLanguage()
  const [shown, setShown] = useState(0)
  const [firstStayMs] = useState(() => Math.max(MIN_FIRST_TURN_MS, Math.round(firstTurnAt - performance.now())))
  const [turned, setTurned] = useState(false)
  return (
    <Box
      sx={{
        height: '100%',
        '& .swiper': { height: '100%' },
        // White arrows and dots: Swiper's default blue is hard to see on the dark slides.
        '--swiper-theme-color': '#fff',
        '& .swiper-pagination-bullet': {
          width: DOT_PX,
          height: DOT_PX,
          m: '0 2px !important',
          opacity: 0.6,
          background: 'radial-gradient(circle, #fff 0 4px, transparent 4.5px)',
        },
        '& .swiper-pagination-bullet-active': { opacity: 1 },
      }}
    >
      <Swiper
        // Swiper reads the page's direction and its labels when it starts: a switch starts it again.
        key={language}
        // A11y makes the arrows and dots focusable buttons with labels, so the slider works by keyboard.
        modules={[A11y, Autoplay, Navigation, Pagination]}
        a11y={{
          prevSlideMessage: widgetText.prevSlide,
          nextSlideMessage: widgetText.nextSlide,
          firstSlideMessage: widgetText.firstSlide,
          lastSlideMessage: widgetText.lastSlide,
          paginationBulletMessage: widgetText.goToSlide,
        }}
        autoplay={{ delay: SLIDER_AUTOPLAY_MS, disableOnInteraction: false, pauseOnMouseEnter: true }}
        speed={SLIDER_SPEED_MS}
        loop
        spaceBetween={SLIDER_SPACE_PX}
        pagination={{ clickable: true }}
        navigation
        onSlideChange={(swiper) => {
          setShown(swiper.realIndex)
          setTurned(true)
        }}
      >
        {copy.home.slides.map((headline, index) => (
          // Slides out of view are out of reach too: no tabbing into, or hearing, a hidden slide's link.
          <SwiperSlide
            key={headline}
            inert={index !== shown}
            aria-hidden={index !== shown}
            {...(index === 0 && !turned ? { 'data-swiper-autoplay': firstStayMs } : {})}
          >
            <HeroSlide index={index} />
          </SwiperSlide>
        ))}
      </Swiper>
    </Box>
  )
}
