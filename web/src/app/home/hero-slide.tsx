import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import Typography from '@mui/material/Typography'
import { Link as RouterLink } from 'react-router-dom'
import { paths } from '../../config/paths'
import { copy } from '../../texts/copy'
import { appText } from '../../texts/app'

const slideImages = ['/images/hero-1.svg', '/images/hero-2.svg', '/images/hero-3.svg'] as const

/**
 * A black veil of 60 % over any picture leaves at most rgb(102,102,102) under the white text:
 * 5.9:1 at the lightest spot, above WCAG AA's 4.5:1 whatever the slide's picture is.
 */
const VEIL = 'linear-gradient(rgba(0,0,0,0.6), rgba(0,0,0,0.6))'

/** One slide of the home hero: its headline, a line, and 'view foods' to /allfood. */
export function HeroSlide({ index }: { index: number }) {
  const headline = copy.home.slides[index] ?? copy.home.slides[0]
  return (
    <Box
      sx={{
        height: '100%',
        display: 'flex',
        alignItems: 'center',
        px: { xs: 4, md: 12 },
        backgroundImage: `${VEIL}, url(${slideImages[index] ?? slideImages[0]})`,
        backgroundSize: 'cover',
        backgroundPosition: 'center',
        color: 'common.white',
      }}
    >
      <Box sx={{ maxWidth: 560 }}>
        <Typography variant="h2" component="h2" sx={{ fontWeight: 800, fontSize: { xs: '2.25rem', md: '3.5rem' } }}>
          {headline}
        </Typography>
        <Typography sx={{ mt: 2, mb: 3, fontSize: '1.1rem' }}>{appText.heroLine}</Typography>
        <Button component={RouterLink} to={paths.allFood} variant="contained" size="large">
          {copy.home.viewFoods}
        </Button>
      </Box>
    </Box>
  )
}
