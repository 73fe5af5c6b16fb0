import List from '@mui/material/List'
import ListItem from '@mui/material/ListItem'
import ListItemText from '@mui/material/ListItemText'
import Typography from '@mui/material/Typography'
import { useInfiniteQuery } from '@tanstack/react-query'
import { PagedQueryContent } from '../../../components/loading'
import type { ModerationLogEntry } from '../../../lib/api-client'
import { trustText } from '../../../texts/trust'
import { moderationLogQuery } from '../api/moderation'
import { formatDateTime } from '../../../texts/formats'

const text = trustText.moderation

/** Every moderator action, newest first, a page at a time: who, what, on what, when, and their note. */
export function ModerationLog() {
  const log = useInfiniteQuery(moderationLogQuery())
  return <PagedQueryContent query={log}>{(entries) => <LogEntries entries={entries} />}</PagedQueryContent>
}

function LogEntries({ entries }: { entries: ModerationLogEntry[] }) {
  if (entries.length === 0) return <Typography>{text.logEmpty}</Typography>
  return (
    <List aria-label={text.log}>
      {entries.map((entry) => (
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
