import Button from '@mui/material/Button'
import Container from '@mui/material/Container'
import Typography from '@mui/material/Typography'
import { Link as RouterLink } from 'react-router-dom'
import { paths } from '../../config/paths'
import { copy } from '../../texts/copy'
import { appText } from '../../texts/app'

export function Component() {
  return (
    <Container sx={{ py: 10, textAlign: 'center' }}>
      <Typography variant="h1" component="p" sx={{ fontWeight: 800, color: 'primary.main' }}>
        404
      </Typography>
      <Typography variant="h4" component="h1" gutterBottom>
        {appText.pageNotFound}
      </Typography>
      <Typography sx={{ mb: 4, color: 'text.secondary' }}>{appText.nothingHere}</Typography>
      <Button component={RouterLink} to={paths.home} variant="contained" size="large">
        {copy.notFound.goHome}
      </Button>
    </Container>
  )
}
