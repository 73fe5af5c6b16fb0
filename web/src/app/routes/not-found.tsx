import Button from '@mui/material/Button'
import Container from '@mui/material/Container'
import Typography from '@mui/material/Typography'
import { Link as RouterLink } from 'react-router-dom'
import { paths } from '../../config/paths'
import { copy } from '@shared/copy'

export function Component() {
  return (
    <Container sx={{ py: 10, textAlign: 'center' }}>
      <Typography variant="h1" component="p" sx={{ fontWeight: 800, color: 'primary.main' }}>
        404
      </Typography>
      <Typography variant="h4" component="h1" gutterBottom>
        Page not found
      </Typography>
      <Typography sx={{ mb: 4, color: 'text.secondary' }}>There is nothing to eat at this address.</Typography>
      <Button component={RouterLink} to={paths.home} variant="contained" size="large">
        {copy.notFound.goHome}
      </Button>
    </Container>
  )
}
