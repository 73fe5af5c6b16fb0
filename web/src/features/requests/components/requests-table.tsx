import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import Stack from '@mui/material/Stack'
import Table from '@mui/material/Table'
import TableBody from '@mui/material/TableBody'
import TableCell from '@mui/material/TableCell'
import TableContainer from '@mui/material/TableContainer'
import TableHead from '@mui/material/TableHead'
import TableRow from '@mui/material/TableRow'
import Typography from '@mui/material/Typography'
import { apiErrors } from '@shared/copy'
import type { FoodRequest } from '@shared/food'
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
    // TableContainer scrolls sideways on small screens instead of squeezing the columns.
    <TableContainer sx={{ overflowX: 'auto' }}>
      <Table sx={{ minWidth: 760 }} aria-label={copy.myRequest.heading}>
        <TableHead>
          <TableRow>
            {copy.myRequest.columns.map((column) => (
              <TableCell key={column}>{column}</TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          {requests.map((request) => {
            const deleting = deletion.isPending && deletion.variables === request._id
            return (
              <TableRow key={request._id}>
                <TableCell>
                  <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
                    <Box
                      component="img"
                      src={request.foodImg}
                      alt={request.foodName}
                      sx={{ width: 64, height: 64, objectFit: 'cover', borderRadius: 1, flexShrink: 0 }}
                    />
                    <Typography sx={{ fontWeight: 600 }}>{request.foodName}</Typography>
                  </Stack>
                </TableCell>
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
        </TableBody>
      </Table>
    </TableContainer>
  )
}
