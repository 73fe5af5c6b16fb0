import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import Card from '@mui/material/Card'
import CardContent from '@mui/material/CardContent'
import Container from '@mui/material/Container'
import Typography from '@mui/material/Typography'
import { Link as RouterLink } from 'react-router-dom'
import { paths } from '../../config/paths'
import { copy } from '../../texts/copy'
import { marketingText } from '../../texts/marketing'

export interface MarketingStop {
  title: string
  text: string
}

export interface MarketingPageProps {
  title: string
  intro: string
  image: { src: string; alt: string }
  secondImage: { src: string; alt: string }
  stops: readonly MarketingStop[]
}

/** The static pages (/cook, /delivary; docs/product.md, Screens): placeholder tour-style copy, no product data. */
export function MarketingPage({ title, intro, image, secondImage, stops }: MarketingPageProps) {
  return (
    <Container sx={{ py: 6 }}>
      <Box sx={{ display: 'grid', gap: 4, alignItems: 'center', gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' } }}>
        <Box>
          <Typography variant="h3" component="h1" sx={{ fontWeight: 800 }} gutterBottom>
            {title}
          </Typography>
          <Typography sx={{ color: 'text.secondary', fontSize: '1.1rem', mb: 3 }}>{intro}</Typography>
          <Button component={RouterLink} to={paths.allFood} variant="contained" size="large">
            {copy.nav.allFood}
          </Button>
        </Box>
        <Box component="img" src={image.src} alt={image.alt} sx={{ width: '100%', borderRadius: 3 }} />
      </Box>
      <Typography variant="h4" component="h2" sx={{ fontWeight: 700, mt: 8, mb: 3 }}>
        {marketingText.tour}
      </Typography>
      <Box sx={{ display: 'grid', gap: 3, gridTemplateColumns: { xs: '1fr', md: 'repeat(3, 1fr)' } }}>
        {stops.map((stop, index) => (
          <Card key={stop.title}>
            <CardContent>
              <Typography variant="overline" sx={{ color: 'primary.main' }}>
                Stop {index + 1}
              </Typography>
              <Typography variant="h6" component="h3" gutterBottom>
                {stop.title}
              </Typography>
              <Typography variant="body2" sx={{ color: 'text.secondary' }}>
                {stop.text}
              </Typography>
            </CardContent>
          </Card>
        ))}
      </Box>
      <Box
        component="img"
        src={secondImage.src}
        alt={secondImage.alt}
        sx={{ width: '100%', maxHeight: 360, objectFit: 'cover', borderRadius: 3, mt: 6 }}
      />
    </Container>
  )
}
