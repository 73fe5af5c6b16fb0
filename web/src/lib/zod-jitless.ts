import { config } from 'zod/mini'

/**
 * Our CSP has no 'unsafe-eval'. Zod 4 probes `new Function('')` once, when its first object schema
 * is built, to decide whether to compile parsers; the CSP blocks the probe and reports a violation
 * even though zod catches it. Jitless skips the probe (and parsing works the same).
 */
config({ jitless: true })
