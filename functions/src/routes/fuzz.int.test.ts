/**
 * Property-based fuzzing over HTTP through Hosting's /api rewrite: generated bodies
 * for every write route, generated ids for every id route, generated query values. The oracles
 * (test/fuzz-oracle.ts) restate the rules; they judge what the server received, i.e. the body
 * after a JSON round trip. No invalid input is accepted, nothing answers 500, and the stored
 * documents are read back at the end: only accepted writes left a trace.
 */
import fc from 'fast-check'
import { afterAll, expect, test } from 'vitest'
import { MAX_QUANTITY } from '../shared/constants'
import { documentId } from '../shared/food'
import { matchesSearch } from '../shared/search'
import { buildFood, buildRequest, postFood } from '../test/builders'
import { type ApiResponse, call, get, post, put } from '../test/http'
import { arbitraryBody, arbitraryText, isValidFoodBody, validFood } from '../test/fuzz-oracle'
import { publicFoodList } from '../shared/responses'
import { requestsOfFood, snapshotOf, storedFood, storedFoodsOf } from '../test/stored'
import { bearer, signUpUser } from '../test/users'

const tally = { requests: 0, accepted: 0, refused: 0, serverErrors: 0, invalidAccepted: 0 }

afterAll(() => {
  console.log(
    `[figures] fuzz (HTTP via Hosting): ${tally.requests} generated requests; ${tally.accepted} accepted, ` +
      `${tally.refused} refused; invalid accepted: ${tally.invalidAccepted}; 5xx: ${tally.serverErrors}`,
  )
})

/** Counts the answer for the summary; a 5xx fails at once. */
function judge(response: ApiResponse, label: string): ApiResponse {
  tally.requests++
  if (response.status >= 500) tally.serverErrors++
  if (response.status < 300) tally.accepted++
  else tally.refused++
  expect(response.status, `${label}: ${response.text.slice(0, 200)}`).toBeLessThan(500)
  return response
}

function expectAcceptedOnlyIfValid(valid: boolean, response: ApiResponse, label: string): void {
  if (!valid && response.status < 300) tally.invalidAccepted++
  expect(valid || response.status >= 400, label).toBe(true)
}

/** What the server receives: JSON drops undefined, turns NaN into null, and so on. */
const overTheWire = (value: unknown): unknown => JSON.parse(JSON.stringify(value) ?? 'null') as unknown

/** Percent-encodes the UTF-8 of any text (a lone surrogate becomes U+FFFD, as on the wire). */
function encodePathSegment(text: string): string {
  return [...Buffer.from(text, 'utf8')].map((byte) => `%${byte.toString(16).padStart(2, '0')}`).join('')
}
const received = (text: string): string => Buffer.from(text, 'utf8').toString('utf8')

test('POST /addfoods: generated bodies are stored only when every rule holds', async () => {
  const donor = await signUpUser()
  let created = 0

  await fc.assert(
    fc.asyncProperty(
      fc.oneof({ weight: 5, arbitrary: arbitraryBody() }, { weight: 1, arbitrary: validFood() }),
      async (body) => {
        const sent = overTheWire(body)
        const response = judge(
          await post('/addfoods', { as: bearer(donor), raw: JSON.stringify(sent) }),
          'POST /addfoods',
        )
        const valid = isValidFoodBody(sent, { adding: true })
        expectAcceptedOnlyIfValid(valid, response, `POST /addfoods ${JSON.stringify(sent).slice(0, 200)}`)
        if (valid) expect([201, 429]).toContain(response.status)
        if (response.status === 201) created++
      },
    ),
    { numRuns: 150 },
  )

  expect(await storedFoodsOf(donor.uid)).toHaveLength(created)
})

test("PUT /update/{id}: generated bodies change the donor's food only when valid, and never someone else's", async () => {
  const [donor, other] = await Promise.all([signUpUser(), signUpUser()])
  const own = await postFood(bearer(donor))
  const theirs = await postFood(bearer(other))
  const theirsBefore = await storedFood(theirs)
  let lastAccepted: Record<string, unknown> | undefined

  await fc.assert(
    fc.asyncProperty(
      fc.oneof(
        { weight: 4, arbitrary: arbitraryBody() },
        { weight: 1, arbitrary: validFood().map((food) => ({ ...food, foodStatus: 'Expired' })) },
      ),
      fc.boolean(),
      async (body, atTheirs) => {
        const sent = overTheWire(body)
        const id = atTheirs ? theirs : own
        const response = judge(
          await put(`/update/${id}`, { as: bearer(donor), raw: JSON.stringify(sent) }),
          'PUT /update',
        )
        const valid = isValidFoodBody(sent, { adding: false })
        expectAcceptedOnlyIfValid(valid && !atTheirs, response, `PUT /update ${JSON.stringify(sent).slice(0, 200)}`)
        expect(response.status).toBe(valid ? (atTheirs ? 403 : 200) : 400)
        if (response.status === 200) lastAccepted = sent as Record<string, unknown>
      },
    ),
    { numRuns: 120 },
  )

  expect(await storedFood(theirs)).toEqual(theirsBefore)
  if (lastAccepted) {
    expect(await storedFood(own)).toMatchObject({
      foodName: String(lastAccepted.foodName).trim(),
      quantity: Number(lastAccepted.quantity),
      foodStatus: lastAccepted.foodStatus,
    })
  }
})

test("POST /request: generated bodies ask for a food only when valid, once per person, and never store a stranger's fields", async () => {
  const [donor, requester] = await Promise.all([signUpUser(), signUpUser()])
  const quantity = 4
  const foodId = await postFood(bearer(donor), buildFood({ quantity }))
  const time = fc
    .tuple(fc.integer({ min: 0, max: 23 }), fc.integer({ min: 0, max: 59 }))
    .map(([h, m]) => `${h}:${String(m).padStart(2, '0')} PM`)
  let claimed = 0

  await fc.assert(
    fc.asyncProperty(
      fc.record({
        foodId: fc.oneof(arbitraryText(), fc.constant(foodId), fc.constant('NoSuchFood0000000000')),
        requestedTime: fc.oneof(arbitraryText(), time),
        userEamil: arbitraryText(),
        donator: fc.jsonValue(),
        // Absent (JSON drops undefined), a whole number in or out of 1..quantity, or anything else.
        portions: fc.oneof(
          fc.constant(undefined),
          fc.integer({ min: -1, max: quantity + 2 }),
          fc.double(),
          arbitraryText(),
          fc.jsonValue(),
        ),
      }),
      async (body) => {
        const sent = overTheWire(buildRequest(foodId, body)) as Record<string, unknown>
        const response = judge(
          await post('/request', { as: bearer(requester), raw: JSON.stringify(sent) }),
          'POST /request',
        )
        const time = typeof sent.requestedTime === 'string' ? sent.requestedTime : ''
        const { portions } = sent
        const portionsWellFormed =
          portions === undefined ||
          (Number.isInteger(portions) && Number(portions) >= 1 && Number(portions) <= MAX_QUANTITY)
        const wellFormed =
          documentId.safeParse(sent.foodId).success &&
          time.length <= 32 &&
          /^\d{1,2}:\d{2}(:\d{2})?(\s?[AaPp][Mm])?$/.test(time) &&
          portionsWellFormed
        // Nothing is reserved, so every portion is left; more than that is known once the food is read.
        const moreThanLeft = sent.foodId === foodId && typeof portions === 'number' && portions > quantity
        expectAcceptedOnlyIfValid(
          wellFormed && !moreThanLeft,
          response,
          `POST /request ${JSON.stringify(sent).slice(0, 200)}`,
        )
        if (!wellFormed) expect(response.status).toBe(400)
        // The hourly limit is counted before the food is read.
        else if (moreThanLeft) expect([400, 429]).toContain(response.status)
        else expect([201, 404, 409, 429]).toContain(response.status)
        if (response.status === 201) claimed++
      },
    ),
    { numRuns: 100 },
  )

  // One open request per person and food: the first valid ask of this food got in, the rest 409.
  expect(claimed).toBeLessThanOrEqual(1)
  const stored = await requestsOfFood(foodId)
  expect(stored).toHaveLength(claimed)
  if (claimed === 1)
    expect(stored[0]).toMatchObject({
      requesterUid: requester.uid,
      userEamil: requester.email,
      donator: { email: donor.email },
      status: 'Requested',
    })
  expect(await storedFood(foodId)).toMatchObject({ requestsWaiting: claimed, portionsReserved: 0 })
})

test('generated ids on every id route: never 500, never a write, nothing stored changes', async () => {
  const [donor, requester] = await Promise.all([signUpUser(), signUpUser()])
  const foodId = await postFood(bearer(donor))
  await post('/request', { as: bearer(requester), body: buildRequest(foodId) })
  const before = await snapshotOf(foodId)
  const routes = [
    ['GET', '/food/'],
    ['PUT', '/update/'],
    ['DELETE', '/delete/'],
    ['DELETE', '/deletereq/'],
  ] as const

  await fc.assert(
    fc.asyncProperty(arbitraryText(), fc.constantFrom(...routes), fc.boolean(), async (id, [method, route], raw) => {
      // Sometimes the id goes on the wire as typed (when HTTP allows it), else fully escaped.
      const pathSafe = /^[\x21-\x7e]+$/.test(id) && !/[?#%]/.test(id)
      const segment = raw && pathSafe ? id : encodePathSegment(id)
      const response = judge(
        await call(method, `${route}${segment}`, { as: bearer(donor), body: buildFood() }),
        `${method} ${route}${segment}`,
      )
      const fromApi = response.headers['x-request-id'] !== undefined
      if (method !== 'GET' && fromApi)
        expect([400, 404, 405], `${method} ${route}${segment}`).toContain(response.status)
      // An escaped id reaches our route as it is, unless it starts with a dot (the emulators'
      // proxies resolve `%2e%2e` too); a raw one may be reshaped as well (`\` read as `/`).
      // Those are held to "never 500, never a write" only.
      const reachesRoute = segment !== id && !received(id).startsWith('.')
      if (reachesRoute && !documentId.safeParse(received(id)).success) {
        expect(response.status, `${method} ${route}${segment}`).toBe(400)
      }
    }),
    { numRuns: 200 },
  )

  expect(await snapshotOf(foodId)).toEqual(before)
})

test('generated query values: search answers only matching foods or 400, the own-email lists 403 for any other email', async () => {
  const donor = await signUpUser()
  await postFood(bearer(donor))

  await fc.assert(
    fc.asyncProperty(arbitraryText(), fc.constantFrom('search', 'posted', 'myrequest'), async (text, which) => {
      const value = encodePathSegment(text)
      const sent = received(text)
      if (which === 'search') {
        const response = judge(await get(`/food?searchParams=${value}`), 'GET /food')
        if ([...sent].length > 100) return void expect(response.status).toBe(400)
        expect(response.status).toBe(200)
        for (const food of publicFoodList.parse(response.body))
          expect(matchesSearch(sent, food.foodName, food.location)).toBe(true)
        return
      }
      const response = judge(await get(`/${which}?email=${value}`, { as: bearer(donor) }), `GET /${which}`)
      const own = sent.trim().toLowerCase() === donor.email.toLowerCase()
      if (!own) expect([400, 403], `${which} ${JSON.stringify(sent)}`).toContain(response.status)
      if (sent.trim() === '' || [...sent.trim()].length > 320) expect(response.status).toBe(400)
    }),
    { numRuns: 150 },
  )
})
