/**
 * The channels' configuration, from the environment (docs/decisions/channels.md; the README says
 * how to set it for a deployment). Under the emulators `npm start` passes a local VAPID pair and
 * secret (scripts/channel-env.ts) and the mail goes to MailDev; nothing here is ever committed.
 */
import { AppError } from '../domain/app-error'

/** The emulators set these; a deployed function never has them (runtime-guard.ts makes sure). */
export function underEmulators(env: NodeJS.ProcessEnv = process.env): boolean {
  return env.FUNCTIONS_EMULATOR === 'true' || Boolean(env.FIRESTORE_EMULATOR_HOST)
}

export interface ChannelConfig {
  vapid: { subject: string; publicKey: string; privateKey: string }
  smtpUrl: string
  mailFrom: string
  appUrl: string
  unsubscribeSecret: string
}

function required(env: NodeJS.ProcessEnv, name: string): string {
  const value = env[name]
  if (!value) throw new AppError('unavailable', `The channels are not configured: ${name} is missing`)
  return value
}

export function channelConfig(env: NodeJS.ProcessEnv = process.env): ChannelConfig {
  const local = underEmulators(env)
  return {
    vapid: {
      subject: env.VAPID_SUBJECT ?? 'mailto:alerts@foodshare.local',
      publicKey: required(env, 'VAPID_PUBLIC_KEY'),
      privateKey: required(env, 'VAPID_PRIVATE_KEY'),
    },
    smtpUrl: env.SMTP_URL ?? (local ? 'smtp://127.0.0.1:1025' : required(env, 'SMTP_URL')),
    mailFrom: env.MAIL_FROM ?? (local ? 'FoodShare <alerts@foodshare.local>' : required(env, 'MAIL_FROM')),
    appUrl: (env.APP_URL ?? (local ? 'http://localhost:5000' : required(env, 'APP_URL'))).replace(/\/$/, ''),
    unsubscribeSecret: required(env, 'UNSUBSCRIBE_SECRET'),
  }
}
