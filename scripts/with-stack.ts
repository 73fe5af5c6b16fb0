/**
 * Runs a command against the local stack: reuses one that is already running, otherwise starts
 * one (seeded), runs the command, and stops the stack again whatever the command's outcome.
 *   tsx scripts/with-stack.ts "<command>"
 */
import { spawn } from 'node:child_process'
import { startStack, stackIsRunning, type RunningStack } from './stack'
import { localChannelEnv } from './channel-env'
import { emulatorEnv } from './stack-config'

const command = process.argv.slice(2).join(' ')
if (!command) {
  console.error('usage: tsx scripts/with-stack.ts "<command>"')
  process.exit(2)
}

let stack: RunningStack | undefined
if (await stackIsRunning()) {
  console.log('Using the FoodShare stack already running.')
} else {
  console.log('Starting the local stack for this run…')
  stack = await startStack()
  console.log(`Stack up (Firestore: ${stack.firestore}).`)
}

const code = await new Promise<number>((resolve) => {
  const child = spawn(command, {
    shell: true,
    stdio: 'inherit',
    env: { ...process.env, ...emulatorEnv(), ...localChannelEnv() },
  })
  const forward = (signal: NodeJS.Signals) => child.kill(signal)
  process.on('SIGINT', forward)
  process.on('SIGTERM', forward)
  child.once('exit', (exitCode, signal) => resolve(exitCode ?? (signal ? 1 : 0)))
})

await stack?.stop()
process.exit(code)
