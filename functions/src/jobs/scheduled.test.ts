import { afterEach, beforeEach, expect, test, vi } from 'vitest'
import { type ChannelJobReport, runChannelJobs } from './channels'
import { runHousekeeping } from './housekeeping'
import { runDueJobs } from './run-due-jobs'
import { runScheduledJobs } from './scheduled'

vi.mock('./run-due-jobs', () => ({ runDueJobs: vi.fn() }))
vi.mock('./channels', () => ({ runChannelJobs: vi.fn() }))
vi.mock('./housekeeping', () => ({ runHousekeeping: vi.fn() }))

const NOW = new Date('2026-11-25T10:00:00Z')
const PICKUP = { released: 1, reminded: 2, outcomeDue: 0 }
const CHANNELS: ChannelJobReport = {
  foodsAnnounced: 1,
  alertsTold: 3,
  deliveries: { pushed: 1, emailed: 0, queuedForDigest: 0, held: 0, failed: 0 },
  digests: { sent: 0, retried: 0 },
}

const HOUSEKEEPING = { imagesDeleted: 1, imagesKept: 4 }

beforeEach(() => {
  vi.mocked(runHousekeeping).mockResolvedValue(HOUSEKEEPING)
})

afterEach(() => {
  vi.resetAllMocks()
})

test("runs the pickup's jobs, then the channels' (which send what the first told), both at the same now", async () => {
  const order: string[] = []
  vi.mocked(runDueJobs).mockImplementation(() => {
    order.push('pickup')
    return Promise.resolve(PICKUP)
  })
  vi.mocked(runChannelJobs).mockImplementation(() => {
    order.push('channels')
    return Promise.resolve(CHANNELS)
  })

  expect(await runScheduledJobs(NOW)).toEqual({ pickup: PICKUP, channels: CHANNELS, housekeeping: HOUSEKEEPING })
  expect(order).toEqual(['pickup', 'channels'])
  expect(runDueJobs).toHaveBeenCalledWith(NOW)
  expect(runChannelJobs).toHaveBeenCalledWith(NOW)
  expect(runHousekeeping).toHaveBeenCalledWith(NOW)
})

test("a failed pickup run still lets the channels' run, then fails with the pickup's error", async () => {
  const failure = new Error('Firestore is down')
  vi.mocked(runDueJobs).mockRejectedValue(failure)
  vi.mocked(runChannelJobs).mockResolvedValue(CHANNELS)

  await expect(runScheduledJobs(NOW)).rejects.toBe(failure)
  expect(runChannelJobs).toHaveBeenCalledWith(NOW)
  expect(runHousekeeping).toHaveBeenCalledWith(NOW)
})
