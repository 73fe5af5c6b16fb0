/**
 * The integration tests call the channels' job in-process, so they need the configuration the
 * stack gave the functions emulator: the VAPID pair and secret `npm start` keeps in `.stack/`
 * (scripts/channel-env.ts). Its absence leaves the environment as it is (the job then says what
 * is missing).
 */
import { existsSync, readFileSync } from 'node:fs'
import { join } from 'node:path'

const file = join(__dirname, '../../../.stack/channel-env.json')
if (existsSync(file)) {
  const env: unknown = JSON.parse(readFileSync(file, 'utf8'))
  if (typeof env === 'object' && env !== null) {
    for (const [name, value] of Object.entries(env)) if (typeof value === 'string') process.env[name] ??= value
  }
}
