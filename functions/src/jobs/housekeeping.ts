import { sweepUnusedImages } from '../services/housekeeping'

export interface HousekeepingReport {
  imagesDeleted: number
  imagesKept: number
}

/**
 * The store's housekeeping at `now` (docs/decisions/trust.md): uploaded photos nobody uses a day
 * after their upload are deleted. A plain function of `now`, run every minute with the other
 * scheduled work (jobs/scheduled.ts).
 */
export async function runHousekeeping(now: Date): Promise<HousekeepingReport> {
  const { deleted, kept } = await sweepUnusedImages(now)
  return { imagesDeleted: deleted, imagesKept: kept }
}
