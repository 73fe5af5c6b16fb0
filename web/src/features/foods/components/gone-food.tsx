import Button from '@mui/material/Button'
import Container from '@mui/material/Container'
import Typography from '@mui/material/Typography'
import { Link as RouterLink } from 'react-router-dom'
import { paths } from '../../../config/paths'
import { goneFoodText } from '../../../texts/foods'

/** In place of a food the API no longer has: no Retry, since it will not come back; a way on instead. */
export function GoneFood() {
  return (
    <Container maxWidth="sm" sx={{ py: 8, textAlign: 'center' }}>
      <Typography variant="h4" component="h1" gutterBottom>
        {goneFoodText.heading}
      </Typography>
      <Typography sx={{ mb: 4, color: 'text.secondary' }}>{goneFoodText.body}</Typography>
      <Button component={RouterLink} to={paths.allFood} variant="contained" size="large">
        {goneFoodText.back}
      </Button>
    </Container>
  )
}
