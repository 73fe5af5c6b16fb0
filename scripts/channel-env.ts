/**
 * The channels' local configuration (docs/decisions/channels.md): a VAPID key pair and the
 * unsubscribe links' secret, made once per clone into `.stack/` (git-ignored) and handed to the
 * functions emulator, the scheduled job and the tests. A deployment sets its own (README).
 */
import { randomBytes } from 'node:crypto'
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import webpush from 'web-push'
import { z } from 'zod'

const root = fileURLToPath(new URL('..', import.meta.url))
export const CHANNEL_ENV_FILE = `${root}.stack/channel-env.json`
export const MAILDEV = { smtp: 1025, web: 1080, host: '127.0.0.1' } as const

const channelEnv = z.object({
  VAPID_PUBLIC_KEY: z.string(),
  VAPID_PRIVATE_KEY: z.string(),
  VAPID_SUBJECT: z.string(),
  UNSUBSCRIBE_SECRET: z.string(),
})

export function localChannelEnv(): Record<string, string> {
  if (existsSync(CHANNEL_ENV_FILE)) {
    const parsed = channelEnv.safeParse(JSON.parse(readFileSync(CHANNEL_ENV_FILE, 'utf8')))
    if (parsed.success) return parsed.data
  }
  const keys = webpush.generateVAPIDKeys()
  const env = {
    VAPID_PUBLIC_KEY: keys.publicKey,
    VAPID_PRIVATE_KEY: keys.privateKey,
    VAPID_SUBJECT: 'mailto:alerts@foodshare.local',
    UNSUBSCRIBE_SECRET: randomBytes(32).toString('base64url'),
  }
  mkdirSync(`${root}.stack`, { recursive: true })
  writeFileSync(CHANNEL_ENV_FILE, `${JSON.stringify(env, null, 2)}\n`, { mode: 0o600 })
  return env
}

/** MailDev, the local mail catcher, on its default ports: SMTP 1025, web and REST API 1080. */
export async function startMailCatcher(): Promise<() => Promise<void>> {
  const { MailDev } = await import('maildev')
  const maildev = new MailDev({
    smtp: MAILDEV.smtp,
    web: MAILDEV.web,
    ip: MAILDEV.host,
    webIp: MAILDEV.host,
    silent: true,
  })
  await maildev.start()
  return () => maildev.stop()
}
