import type { Food } from '@shared/food'
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import Container from '@mui/material/Container'
import Typography from '@mui/material/Typography'
import { useQuery } from '@tanstack/react-query'
import { Link as RouterLink } from 'react-router-dom'
import { A11y, Autoplay, Navigation, Pagination } from 'swiper/modules'
import { Swiper, SwiperSlide } from 'swiper/react'
import 'swiper/css'
import 'swiper/css/navigation'
import 'swiper/css/pagination'
import 'swiper/css/a11y'
import { QueryContent } from '../../components/loading'
import {
  HERO_HEIGHT,
  HOME_FOOD_IMAGE_PX,
  SLIDER_AUTOPLAY_MS,
  SLIDER_SPACE_PX,
  SLIDER_SPEED_MS,
} from '../../config/constants'
import { copy } from '../../config/copy'
import { paths } from '../../config/paths'
import { allFoodsQuery } from '../../features/foods/api/get-all-foods'
import { FoodGrid } from '../../features/foods/components/food-grid'

const slideImages = ['/images/hero-1.svg', '/images/hero-2.svg', '/images/hero-3.svg'] as const

/** Spec §9: autoplay 4000 ms, speed 3000 ms, loop, 30 px apart, clickable dots, arrows; 38rem tall. */
function HeroSlider() {
  return (
    <Box
      component="section"
      aria-label="Highlights"
      // White arrows and dots: Swiper's default blue is hard to see on the dark slides.
      sx={{
        height: HERO_HEIGHT,
        '& .swiper': { height: '100%' },
        '--swiper-theme-color': '#fff',
        '--swiper-pagination-bullet-inactive-color': '#fff',
        '--swiper-pagination-bullet-inactive-opacity': 0.5,
      }}
    >
      <Swiper
        // A11y makes the arrows and dots focusable buttons with labels, so the slider works by keyboard.
        modules={[A11y, Autoplay, Navigation, Pagination]}
        autoplay={{ delay: SLIDER_AUTOPLAY_MS, disableOnInteraction: false, pauseOnMouseEnter: true }}
        speed={SLIDER_SPEED_MS}
        loop
        spaceBetween={SLIDER_SPACE_PX}
        pagination={{ clickable: true }}
        navigation
      >
        {copy.home.slides.map((headline, index) => (
          <SwiperSlide key={headline}>
            <Box
              sx={{
                height: '100%',
                display: 'flex',
                alignItems: 'center',
                px: { xs: 4, md: 12 },
                backgroundImage: `linear-gradient(90deg, rgba(0,0,0,0.55), rgba(0,0,0,0.1)), url(${slideImages[index] ?? slideImages[0]})`,
                backgroundSize: 'cover',
                backgroundPosition: 'center',
                color: 'common.white',
              }}
            >
              <Box sx={{ maxWidth: 560 }}>
                <Typography
                  variant="h2"
                  component="h2"
                  sx={{ fontWeight: 800, fontSize: { xs: '2.25rem', md: '3.5rem' } }}
                >
                  {headline}
                </Typography>
                <Typography sx={{ mt: 2, mb: 3, fontSize: '1.1rem' }}>
                  Neighbours share surplus meals every day. Pick one up before it goes to waste.
                </Typography>
                <Button component={RouterLink} to={paths.allFood} variant="contained" size="large">
                  {copy.home.viewFoods}
                </Button>
              </Box>
            </Box>
          </SwiperSlide>
        ))}
      </Swiper>
    </Box>
  )
}

/** The home list; no loader, so the hero paints while the foods load (spec §2). */
function HomeFoods() {
  const query = useQuery(allFoodsQuery)
  return <QueryContent query={query}>{(foods) => <HomeFoodGrid foods={foods} />}</QueryContent>
}

function HomeFoodGrid({ foods }: { foods: Food[] }) {
  return (
    <>
      <FoodGrid
        foods={foods}
        detailsLabel={copy.home.seeDetails}
        imageHeight={HOME_FOOD_IMAGE_PX}
        label="Available foods"
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

export function Component() {
  return (
    <>
      <Typography variant="h1" sx={visuallyHidden}>
        {copy.brand}
      </Typography>
      <HeroSlider />
      <Container sx={{ py: 6 }}>
        <HomeFoods />
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
