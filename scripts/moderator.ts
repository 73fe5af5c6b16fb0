/**
 * `npm run moderator -- add <email>` / `npm run moderator -- remove <email>`: makes the account
 * with that email a moderator, or no longer one (the custom claim `moderator: true`,
 * docs/decisions/trust.md). Against the local stack's Auth emulator by default; with
 * `--project <id>` against that real Firebase project, with the Application Default Credentials
 * (`gcloud auth application-default login`). The person sees the change at their next sign-in.
 */
import { emulatorEnv } from './stack-config'

const USAGE = 'Usage: npm run moderator -- add|remove <email> [--project <project-id>]'

export interface ModeratorCommand {
  on: boolean
  email: string
  project?: string
}

/** The command line's words, or undefined when they say nothing this script does. */
export function parseModeratorArgs(args: readonly string[]): ModeratorCommand | undefined {
  const projectAt = args.indexOf('--project')
  const project = projectAt >= 0 ? args[projectAt + 1] : undefined
  if (projectAt >= 0 && !project) return undefined
  const rest = projectAt >= 0 ? args.filter((_, index) => index !== projectAt && index !== projectAt + 1) : args
  const [verb, email, ...extra] = rest
  if ((verb !== 'add' && verb !== 'remove') || !email?.includes('@') || extra.length > 0) return undefined
  return { on: verb === 'add', email, ...(project && { project }) }
}

async function main(): Promise<void> {
  const command = parseModeratorArgs(process.argv.slice(2))
  if (!command) {
    console.error(USAGE)
    process.exit(2)
  }
  if (command.project) {
    process.env.GCLOUD_PROJECT = command.project
  } else {
    for (const [name, value] of Object.entries(emulatorEnv())) process.env[name] ??= value
  }
  // Imported after the environment is set: the admin SDK reads it once, when it starts.
  const { setModeratorClaim } = await import('../functions/src/store/accounts')
  const uid = await setModeratorClaim(command.email, command.on)
  if (!uid) {
    console.error(`No account with the email ${command.email}.`)
    process.exit(1)
  }
  const where = command.project ? `project ${command.project}` : 'the local stack'
  console.log(
    `${command.email} is ${command.on ? 'now a moderator' : 'no longer a moderator'} on ${where}; it takes effect at their next sign-in.`,
  )
}

if (process.argv[1]?.endsWith('moderator.ts')) void main()
