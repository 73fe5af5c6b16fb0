import List from '@mui/material/List'
import ListItem from '@mui/material/ListItem'
import ListItemText from '@mui/material/ListItemText'
import Typography from '@mui/material/Typography'
import { useQuery } from '@tanstack/react-query'
import { LoadError, Loading } from '../../../components/loading'
import { trustText } from '../../../texts/trust'
import { moderationLogQuery } from '../api/moderation'
import { formatDateTime } from '../../../texts/formats'

const text = trustText.moderation

/** Every moderator action, newest first: who, what, on what, when, and their note. */
export function ModerationLog() {
  const log = useQuery(moderationLogQuery())
  if (log.isPending) return <Loading />
  if (log.isError) return <LoadError error={log.error} onRetry={() => void log.refetch()} />
  if (log.data.length === 0) return <Typography>{text.logEmpty}</Typography>
  return (
    <List aria-label={text.log}>
      {log.data.map((entry) => (
        <ListItem key={entry._id} disableGutters>
          <ListItemText
            primary={text.logLine(
              entry.moderator.email,
              text.actions[entry.action],
              text.reportOf[entry.target.kind],
              formatDateTime(new Date(entry.at)),
            )}
            secondary={entry.note}
            sx={{ overflowWrap: 'anywhere' }}
          />
        </ListItem>
      ))}
    </List>
  )
}
