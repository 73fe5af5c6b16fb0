/**
 * `npm run seed:scale`: posts 2,000 foods through the running stack's real API, as 100 donors ×
 * 20 foods (20 an hour is the add limit per donor), to try the lists at scale. Each run signs up
 * new donors, so it can be run again; it prints progress and the true total at the end.
 */
import { DEMO_FOODS } from './seed'
import { API_URL, APP_URL, AUTH_EMULATOR_HOST } from './stack-config'
import { ageAccount } from '../functions/src/test/account-age'
import { daysFromNow } from '../functions/src/test/dates'
import { RATE_LIMITS } from '../functions/src/shared/constants'

/** `npm run seed:scale -- 5` posts for 5 donors only (a quick try); 100 by default. */
const DONORS = Number(process.argv[2] ?? 100)
const FOODS_PER_DONOR = RATE_LIMITS.addFood.limit
/** Posts in flight at once: the Functions emulator starts a process per concurrent request. */
const CONCURRENCY = 4
const AUTH_URL = `http://${AUTH_EMULATOR_HOST}/identitytoolkit.googleapis.com/v1`

async function postJson(url: string, body: unknown, headers: Record<string, string> = {}): Promise<unknown> {
  const response = await fetch(url, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', ...headers },
    body: JSON.stringify(body),
  })
  const text = await response.text()
  if (!response.ok) throw new Error(`${url} answered ${response.status}: ${text.slice(0, 300)}`)
  return JSON.parse(text) as unknown
}

/** A donor with a name and photo, signed up through the Auth emulator as the register page does. */
async function signUpDonor(run: string, index: number): Promise<string> {
  const email = `scale-${run}-${index}@foodshare.demo`
  const signedUp = (await postJson(`${AUTH_URL}/accounts:signUp?key=any`, {
    email,
    password: 'Scale-pass1',
    returnSecureToken: true,
  })) as { idToken: string; localId: string }
  // 20 foods each: more than a new account may post (docs/decisions/trust.md).
  await ageAccount(signedUp.localId)
  const photo = index % 2 === 0 ? 'ayesha' : 'marco'
  await postJson(`${AUTH_URL}/accounts:update?key=any`, {
    idToken: signedUp.idToken,
    displayName: `Scale Donor ${index + 1}`,
    photoUrl: `${APP_URL}/demo/${photo}.svg`,
  })
  return signedUp.idToken
}

/** The demo foods again, varied: every name and location appears many times, as in a real town. */
function foodNumber(n: number) {
  const { slug, name, location, tags } = DEMO_FOODS[n % DEMO_FOODS.length]!
  return {
    tags,
    foodName: `${name} ${Math.floor(n / DEMO_FOODS.length) + 1}`,
    foodImg: `${APP_URL}/demo/${slug}.svg`,
    quantity: 1 + ((n * 7) % 25),
    location,
    expireDateTime: daysFromNow(1 + ((n * 11) % 30)),
    foodStatus: 'Available',
  }
}

async function donate(idToken: string, firstFood: number): Promise<void> {
  for (let n = firstFood; n < firstFood + FOODS_PER_DONOR; n++) {
    await postJson(`${API_URL}/addfoods`, foodNumber(n), { Authorization: `Bearer ${idToken}` })
  }
}

async function main(): Promise<void> {
  if (!Number.isInteger(DONORS) || DONORS < 1) throw new Error('The number of donors must be a whole number from 1')
  const run = Date.now().toString(36)
  const started = Date.now()
  let done = 0
  let next = 0
  console.log(`Posting ${DONORS * FOODS_PER_DONOR} foods through ${API_URL} (${DONORS} donors × ${FOODS_PER_DONOR})…`)
  await Promise.all(
    Array.from({ length: CONCURRENCY }, async () => {
      while (next < DONORS) {
        const index = next++
        await donate(await signUpDonor(run, index), index * FOODS_PER_DONOR)
        done++
        if (done % 5 === 0) {
          const seconds = ((Date.now() - started) / 1000).toFixed(0)
          console.log(`  ${done * FOODS_PER_DONOR} foods posted by ${done} donors (${seconds} s)`)
        }
      }
    }),
  )
  const total = (await fetch(`${API_URL}/foods?limit=1`)).headers.get('x-total-count')
  console.log(`Done: ${done * FOODS_PER_DONOR} foods posted; the stack now holds ${total} foods.`)
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error)
  console.error('Is the stack running? Start it with `npm start` in another terminal.')
  process.exit(1)
})
