// First: zod must be jitless before the shared module below builds its schemas (see the file).
import './zod-jitless'

/** Moderation's and "your data"'s answer schemas: apart from lib/responses, so the home's first load carries none of them. */
export * from '@shared/trust-responses'
