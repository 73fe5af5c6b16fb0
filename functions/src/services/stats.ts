import type { Stats } from '../shared/responses'
import { aggregateStats } from '../store/stats'

export function getStats(): Promise<Stats> {
  return aggregateStats()
}
