import Button from '@mui/material/Button'
import TableCell from '@mui/material/TableCell'
import TableRow from '@mui/material/TableRow'
import Typography from '@mui/material/Typography'
import { apiErrors } from '@shared/copy'
import type { FoodRequest } from '@shared/food'
import { FoodCell, ListTable } from '../../../components/list-table'
import { StatusChip } from '../../../components/status-chip'
import { copy } from '../../../config/copy'
import { confirmAndDelete } from '../../../lib/dialogs'
import { useDeleteRequest } from '../api/delete-request'

/** Title of the dialog when a delete fails; the server's reason is its text. */
export const deleteRequestFailed = 'Could not delete the request'

/** /myrequest: the user's requests with Delete (spec §2, §8). */
export function RequestsTable({ requests }: { requests: readonly FoodRequest[] }) {
  const deletion = useDeleteRequest()

  function remove(request: FoodRequest) {
    return confirmAndDelete(() => deletion.mutateAsync(request._id), deleteRequestFailed, apiErrors.requestNotFound)
  }

  if (requests.length === 0) {
    return (
      <Typography align="center" sx={{ py: 6 }}>
        {copy.myRequest.empty}
      </Typography>
    )
  }

  return (
    <ListTable label={copy.myRequest.heading} columns={copy.myRequest.columns} minWidth={760}>
      {requests.map((request) => {
        const deleting = deletion.isPending && deletion.variables === request._id
        return (
          <TableRow key={request._id}>
            <FoodCell img={request.foodImg} name={request.foodName} />
            <TableCell>
              <Typography>{request.expireDateTime}</Typography>
              <Typography variant="body2" color="text.secondary">
                {request.location}
              </Typography>
            </TableCell>
            <TableCell>
              <Typography>{request.donator.name}</Typography>
              <Typography variant="body2" color="text.secondary">
                {request.donator.email}
              </Typography>
            </TableCell>
            <TableCell>
              <StatusChip status={request.foodStatus} />
            </TableCell>
            <TableCell>
              <Button
                variant="contained"
                color="error"
                size="small"
                disabled={deleting}
                onClick={() => void remove(request)}
              >
                {copy.myRequest.delete}
              </Button>
            </TableCell>
          </TableRow>
        )
      })}
    </ListTable>
  )
}
