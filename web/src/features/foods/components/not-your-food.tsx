import Button from '@mui/material/Button'
import Container from '@mui/material/Container'
import Typography from '@mui/material/Typography'
import { Link as RouterLink } from 'react-router-dom'
import type { Food } from '@shared/responses'
import { paths } from '../../../config/paths'
import { notYourFoodText } from '../../../texts/foods'

/** Whether the signed-in person (by email, as the API knows donors) gave this food. */
export function isOwnFood(food: Pick<Food, 'donator'>, email: string | null | undefined): boolean {
  return !!email && food.donator.email.toLowerCase() === email.toLowerCase()
}

/**
 * In place of a donor's own screen (the edit form, the queue) when someone else opens it: they
 * learn at once that the food is not theirs, and are offered what they can do, view it.
 */
export function NotYourFood({ food, screen }: { food: Food; screen: 'edit' | 'queue' }) {
  return (
    <Container maxWidth="sm" sx={{ py: 8, textAlign: 'center' }}>
      <Typography variant="h4" component="h1" gutterBottom sx={{ overflowWrap: 'anywhere' }}>
        {notYourFoodText.heading(food.foodName)}
      </Typography>
      <Typography sx={{ mb: 4, color: 'text.secondary' }}>{notYourFoodText[screen](food.donator.name)}</Typography>
      <Button component={RouterLink} to={paths.details(food._id)} variant="contained" size="large">
        {notYourFoodText.view}
      </Button>
    </Container>
  )
}
