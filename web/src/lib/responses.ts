// First: zod must be jitless before the shared module below builds its schemas (see the file).
import './zod-jitless'

/** The API's answer schemas. Import them from here, not @shared, so the CSP never sees zod's probe. */
export * from '@shared/responses'
