/**
 * Texts of trust and safety: profiles, feedback, reports, blocking, moderation and "your data"
 * (docs/decisions/trust.md). Journeys import them too, so this file imports nothing
 * from '@shared': the screens that index the label maps by a shared choice check that each is here.
 */
import en from '../locales/en/trust.json'
import { catalogue } from './catalog'

const name = (who: string) => ({ name: who })

export const trustText = catalogue('trust', en)('trustText', {
  profile: {
    heading: name,
    photoAlt: name,
    feedbackCounts: (positive: number, negative: number) => ({ positive, negative }),
  },
  feedback: { buttonFor: name },
  report: { userLabel: name },
  block: { buttonLabel: name, confirmTitle: name, done: name, unblockLabel: name, unblocked: name },
  account: { since: (date: string) => ({ date }) },
  moderation: {
    reporters: (count: number) => ({ count }),
    /** A feedback's rating, reason and comment on one line: the parts it has, in that order. */
    feedbackLine: (rating: string, reason: string | null, comment: string) => ({
      line: [rating, reason, comment].filter(Boolean).join(' · '),
    }),
    applyLabel: (what: string) => ({ what }),
    logLine: (by: string, action: string, kind: string, at: string) => ({ by, action, kind, at }),
  },
})
