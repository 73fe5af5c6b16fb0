import Button from '@mui/material/Button'
import Typography from '@mui/material/Typography'
import { apiErrors } from '@shared/copy'
import { Fragment } from 'react'
import { FoodCell, ListTable } from '../../../components/list-table'
import { StatusChip } from '../../../components/status-chip'
import { copy } from '../../../config/copy'
import { confirmAndDelete } from '../../../lib/dialogs'
import type { FoodRequest } from '../../../lib/responses'
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

  const rows = requests.map((request) => {
    const deleting = deletion.isPending && deletion.variables === request._id
    return {
      key: request._id,
      cells: [
        <FoodCell key="food" img={request.foodImg} name={request.foodName} />,
        <Fragment key="expiry">
          <Typography>{request.expireDateTime}</Typography>
          <Typography variant="body2" color="text.secondary">
            {request.location}
          </Typography>
        </Fragment>,
        <Fragment key="donator">
          <Typography>{request.donator.name}</Typography>
          <Typography variant="body2" color="text.secondary">
            {request.donator.email}
          </Typography>
        </Fragment>,
        <StatusChip key="status" status={request.foodStatus} />,
        <Button
          key="actions"
          variant="contained"
          color="error"
          size="small"
          disabled={deleting}
          onClick={() => void remove(request)}
        >
          {copy.myRequest.delete}
        </Button>,
      ],
    }
  })

  return <ListTable label={copy.myRequest.heading} columns={copy.myRequest.columns} rows={rows} />
}
