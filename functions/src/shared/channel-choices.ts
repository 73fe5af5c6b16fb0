/** An alert's frequencies and an email's choices. Zod-free, like request-status.ts, for the answers' schemas. */
export const ALERT_FREQUENCIES = ['instant', 'daily'] as const
export type AlertFrequency = (typeof ALERT_FREQUENCIES)[number]
export const EMAIL_CHOICES = ['instant', 'daily', 'off'] as const
export type EmailChoice = (typeof EMAIL_CHOICES)[number]
