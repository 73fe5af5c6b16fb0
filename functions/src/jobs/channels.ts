import { announceDue, tellDueMatches } from '../services/alerts'
import { deliverDue, type DeliveryReport, type DigestReport, sendDueDigests } from '../services/deliveries'

const MATCH_BATCH = 200
const ANNOUNCE_BATCH = 50

export interface ChannelJobReport {
  foodsAnnounced: number
  alertsTold: number
  deliveries: DeliveryReport
  digests: DigestReport
}

/**
 * The channels' scheduled work at `now` (docs/decisions/channels.md): foods listed and not yet
 * matched against the alerts (missed after their write, or failed), alerts held back an hour
 * whose time has come, the outbox's pushes and emails not yet sent (retries, quiet hours that
 * ended), and the digests due. Each step reads only what is due and records what it sent, so
 * running it twice, or beside the sends after a write, sends nothing twice.
 */
export async function runChannelJobs(now: Date): Promise<ChannelJobReport> {
  const foodsAnnounced = await announceDue(now, ANNOUNCE_BATCH)
  const alertsTold = await tellDueMatches(now, MATCH_BATCH)
  const deliveries = await deliverDue(now)
  const digests = await sendDueDigests(now)
  return { foodsAnnounced, alertsTold, deliveries, digests }
}
