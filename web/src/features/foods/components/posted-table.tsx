import Button from '@mui/material/Button'
import Stack from '@mui/material/Stack'
import Typography from '@mui/material/Typography'
import { Fragment } from 'react'
import { Link as RouterLink } from 'react-router-dom'
import { copy } from '../../../texts/copy'
import { apiErrorText as apiErrors } from '../../../texts/api-errors'
import { FoodCell, ListTable } from '../../../components/list-table'
import { StatusChip } from '../../../components/status-chip'
import { paths } from '../../../config/paths'
import { confirmAndDelete } from '../../../lib/dialogs'
import type { Food } from '../../../lib/api-client'
import { useSendFoodDeletion } from '../api/send-food-deletion'
import { loopText } from '../../../texts/requests'
import { deleteFoodContext, deleteFoodFailed } from '../../../texts/foods'

/** /mypost: the user's foods with Edit and Delete, and how many wait in each queue (docs/product.md, Screens). */
export function PostedTable({ foods }: { foods: readonly Food[] }) {
  const deletion = useSendFoodDeletion()

  function remove(food: Food) {
    const context = food.requestsWaiting > 0 ? deleteFoodContext.waiting(food.requestsWaiting) : undefined
    return confirmAndDelete(() => deletion.mutateAsync(food._id), deleteFoodFailed, apiErrors.foodNotFound, context)
  }

  if (foods.length === 0) {
    return (
      <Typography align="center" sx={{ py: 6 }}>
        {copy.myPost.empty}
      </Typography>
    )
  }

  const rows = foods.map((food) => {
    const deleting = deletion.isPending && deletion.variables === food._id
    return {
      key: food._id,
      cells: [
        <FoodCell key="food" img={food.foodImg} name={food.foodName} />,
        food.expireDateTime,
        <Fragment key="quantity">
          <Typography>{food.quantity}</Typography>
          {food.portionsLeft !== food.quantity && (
            <Typography variant="body2" color="text.secondary">
              {loopText.portionsLeft(food.portionsLeft, food.quantity)}
            </Typography>
          )}
        </Fragment>,
        <Stack key="status" spacing={0.5} sx={{ alignItems: 'flex-start' }}>
          <StatusChip status={food.foodStatus} />
          <Typography variant="body2" sx={{ fontWeight: food.requestsWaiting > 0 ? 600 : 400 }}>
            {loopText.myPost.waiting(food.requestsWaiting)}
          </Typography>
        </Stack>,
        <Stack key="actions" direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
          <Button component={RouterLink} to={paths.foodRequests(food._id)} variant="contained" size="small">
            {loopText.myPost.requests}
          </Button>
          <Button component={RouterLink} to={paths.update(food._id)} variant="outlined" size="small">
            {copy.myPost.edit}
          </Button>
          <Button variant="contained" color="error" size="small" disabled={deleting} onClick={() => void remove(food)}>
            {copy.myPost.delete}
          </Button>
        </Stack>,
      ],
    }
  })

  return <ListTable label={copy.myPost.heading} columns={copy.myPost.columns} rows={rows} />
}
