import Avatar from '@mui/material/Avatar'
import Button from '@mui/material/Button'
import List from '@mui/material/List'
import ListItem from '@mui/material/ListItem'
import ListItemAvatar from '@mui/material/ListItemAvatar'
import ListItemText from '@mui/material/ListItemText'
import Typography from '@mui/material/Typography'
import { useQuery } from '@tanstack/react-query'
import { Link as RouterLink } from 'react-router-dom'
import { LoadError, Loading } from '../../../components/loading'
import { paths } from '../../../config/paths'
import { messageOf } from '../../../lib/error-message'
import { toasts } from '../../../lib/toasts'
import { trustText } from '../../../texts/trust'
import { blocksQuery, useUnblock } from '../api/blocks'
import { focusHeadingLater, headingFor } from '../focus-heading'
import { formatDate } from '../../../texts/formats'

const text = trustText.block

/** The people the caller blocked, each with Unblock. */
export function BlockedList({ uid }: { uid: string }) {
  const blocks = useQuery(blocksQuery(uid))
  const unblock = useUnblock()

  if (blocks.isPending) return <Loading />
  if (blocks.isError) return <LoadError error={blocks.error} onRetry={() => void blocks.refetch()} />
  if (blocks.data.length === 0) return <Typography>{trustText.account.noneBlocked}</Typography>

  return (
    <List aria-label={trustText.account.blocked}>
      {blocks.data.map((block) => (
        <ListItem
          key={block.profileId}
          disableGutters
          secondaryAction={
            <Button
              onClick={(event) => {
                const heading = headingFor(event.currentTarget)
                // mutateAsync: the row leaves the list (and unmounts) once the person is unblocked,
                // and its button with it: focus moves on to the list's heading.
                void unblock.mutateAsync(block.profileId).then(
                  () => {
                    focusHeadingLater(heading)
                    toasts.success(text.unblocked(block.name))
                  },
                  (error: unknown) => toasts.error(messageOf(error)),
                )
              }}
              disabled={unblock.isPending}
              aria-label={text.unblockLabel(block.name)}
            >
              {text.unblock}
            </Button>
          }
        >
          <ListItemAvatar>
            <Avatar src={block.img || undefined} alt="" />
          </ListItemAvatar>
          <ListItemText
            primary={
              <Typography component={RouterLink} to={paths.profile(block.profileId)} sx={{ color: 'inherit' }}>
                {block.name}
              </Typography>
            }
            secondary={trustText.account.since(formatDate(new Date(block.blockedAt)))}
            sx={{ pr: 10, overflowWrap: 'anywhere' }}
          />
        </ListItem>
      ))}
    </List>
  )
}
