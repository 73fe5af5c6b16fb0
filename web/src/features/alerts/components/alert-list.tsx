import Button from '@mui/material/Button'
import List from '@mui/material/List'
import ListItem from '@mui/material/ListItem'
import ListItemText from '@mui/material/ListItemText'
import Typography from '@mui/material/Typography'
import { dietTagLabel } from '../../../texts/foods'
import type { Alert } from '../../../lib/api-client'
import { alertsText } from '../../../texts/alerts'
import { formatList } from '../../../texts/formats'

function summaryOf(alert: Alert): string {
  return alertsText.describe(alert.radiusKm, alert.near.lat, alert.near.lng)
}

function detailsOf(alert: Alert): string {
  return formatList([
    ...alert.tags.map(dietTagLabel),
    ...alert.words.map((word) => alertsText.quoted(word)),
    alert.frequency === 'instant' ? alertsText.instant : alertsText.daily,
  ])
}

/** The person's alerts, each with its delete button. */
export function AlertList({ alerts, onRemove }: { alerts: Alert[]; onRemove: (id: string) => void }) {
  if (alerts.length === 0) return <Typography>{alertsText.none}</Typography>
  return (
    <List aria-label={alertsText.yours}>
      {alerts.map((alert) => (
        <ListItem
          key={alert._id}
          divider
          secondaryAction={
            <Button
              color="error"
              onClick={() => onRemove(alert._id)}
              aria-label={alertsText.removeLabel(summaryOf(alert))}
            >
              {alertsText.remove}
            </Button>
          }
        >
          <ListItemText primary={summaryOf(alert)} secondary={detailsOf(alert)} sx={{ pr: 10 }} />
        </ListItem>
      ))}
    </List>
  )
}
