import Button from '@mui/material/Button'
import Stack from '@mui/material/Stack'
import TableCell from '@mui/material/TableCell'
import TableRow from '@mui/material/TableRow'
import Typography from '@mui/material/Typography'
import { Link as RouterLink } from 'react-router-dom'
import { apiErrors } from '@shared/copy'
import type { Food } from '@shared/food'
import { FoodCell, ListTable } from '../../../components/list-table'
import { StatusChip } from '../../../components/status-chip'
import { copy } from '../../../config/copy'
import { paths } from '../../../config/paths'
import { confirmAndDelete } from '../../../lib/dialogs'
import { useDeleteFood } from '../api/delete-food'

/** Title of the dialog when a delete fails; the server's reason is its text. */
export const deleteFoodFailed = 'Could not delete the food'

/** /mypost: the user's foods with Edit and Delete (spec §2, §8). */
export function PostedTable({ foods }: { foods: readonly Food[] }) {
  const deletion = useDeleteFood()

  function remove(food: Food) {
    return confirmAndDelete(() => deletion.mutateAsync(food._id), deleteFoodFailed, apiErrors.foodNotFound)
  }

  if (foods.length === 0) {
    return (
      <Typography align="center" sx={{ py: 6 }}>
        {copy.myPost.empty}
      </Typography>
    )
  }

  return (
    <ListTable label={copy.myPost.heading} columns={copy.myPost.columns} minWidth={720}>
      {foods.map((food) => {
        const deleting = deletion.isPending && deletion.variables === food._id
        return (
          <TableRow key={food._id}>
            <FoodCell img={food.foodImg} name={food.foodName} />
            <TableCell>{food.expireDateTime}</TableCell>
            <TableCell>{food.quantity}</TableCell>
            <TableCell>
              <StatusChip status={food.foodStatus} />
            </TableCell>
            <TableCell>
              <Stack direction="row" spacing={1}>
                <Button component={RouterLink} to={paths.update(food._id)} variant="outlined" size="small">
                  {copy.myPost.edit}
                </Button>
                <Button
                  variant="contained"
                  color="error"
                  size="small"
                  disabled={deleting}
                  onClick={() => void remove(food)}
                >
                  {copy.myPost.delete}
                </Button>
              </Stack>
            </TableCell>
          </TableRow>
        )
      })}
    </ListTable>
  )
}
