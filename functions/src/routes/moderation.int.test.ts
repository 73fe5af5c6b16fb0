/**
 * Reports and moderation over HTTP (docs/decisions/trust.md): who may report what, the limits,
 * three reporters hiding a food, every moderation route closed to everyone but moderators, and
 * each moderator action with what it changes and what the log says.
 */
import { expect, test } from 'vitest'
import { apiPaths } from '../shared/api-paths'
import { apiErrors, copy } from '../shared/copy'
import { MAX_LIST_SIZE, MAX_PAGE_LIMIT } from '../shared/constants'
import { encodeCursor } from '../shared/paging'
import {
  foodBody,
  insertResult,
  messageList,
  moderationLog,
  type ModerationLogEntry,
  moderationReportBody,
  moderationReportList,
  notificationList,
  publicFoodList,
  requestList,
  successResult,
} from '../shared/responses'
import { setModeratorClaim } from '../store/accounts'
import { profileIdOf } from '../store/profiles'
import { buildFood, buildRequest, postFood, uniqueWord } from '../test/builders'
import { type ApiResponse, type Credentials, call, del, get, post } from '../test/http'
import { askFor, moveTo } from '../test/pickup'
import { expectBody, expectError } from '../test/responses'
import { signUpModerator } from '../test/moderators'
import { afterSignInSecond, bearer, sessionFor, signInAgain, signUpUser, type TestUser } from '../test/users'

function reportBody(kind: string, id: string, overrides: Record<string, unknown> = {}) {
  return { target: { kind, id }, reason: 'spam', ...overrides }
}

async function report(as: Credentials, kind: string, id: string, overrides: Record<string, unknown> = {}) {
  return post('/reports', { as, body: reportBody(kind, id, overrides) })
}

async function eventsOf(user: TestUser): Promise<string[]> {
  return expectBody(await get('/notifications', { as: bearer(user) }), 200, notificationList).map((event) => event.kind)
}

async function searchFinds(word: string): Promise<boolean> {
  const found = expectBody(await get(`/food?searchParams=${word}`), 200, publicFoodList)
  return found.length > 0
}

async function openReportOf(moderator: TestUser, targetId: string) {
  const queue = expectBody(await get('/moderation/reports', { as: bearer(moderator) }), 200, moderationReportList)
  const found = queue.find((entry) => entry.target.id === targetId)
  if (!found) throw new Error(`no open report of ${targetId}`)
  return found
}

async function decide(moderator: TestUser, reportId: string, action: string, note = 'Looked at it') {
  return post(`/moderation/reports/${reportId}`, { as: bearer(moderator), body: { action, note } })
}

/** A donor's food (its name holding a word nobody else's has) and a conversation about it. */
async function foodWithConversation() {
  const [donor, requester] = await Promise.all([signUpUser('donor'), signUpUser('requester')])
  const word = uniqueWord()
  const foodId = await postFood(bearer(donor), buildFood({ foodName: `Stew ${word}` }))
  const requestId = await askFor(requester, foodId, { message: 'You are all idiots' })
  const messages = expectBody(await get(`/request/${requestId}/messages`, { as: bearer(donor) }), 200, messageList)
  const messageId = messages[0]?._id ?? ''
  return { donor, requester, word, foodId, requestId, messageId }
}

test('POST /reports refuses a bad field with 400 naming it, and stores nothing', async () => {
  const user = await signUpUser()
  const foodId = await postFood(bearer(await signUpUser()), buildFood())
  const cases: [Record<string, unknown>, string][] = [
    [{ target: { kind: 'recipe', id: foodId } }, 'target'],
    [{ target: { kind: 'food', id: '../x' } }, 'target'],
    [{ target: 'food' }, 'target'],
    [{ reason: 'ugly' }, 'reason'],
    [{ reason: undefined }, 'reason'],
    [{ details: 'x'.repeat(1001) }, 'details'],
    [{ details: 5 }, 'details'],
    [{ extra: true }, 'body'],
  ]
  for (const [overrides, field] of cases) {
    const error = expectError(await report(bearer(user), 'food', foodId, overrides), 400)
    expect(Object.keys(error.fields ?? {}), JSON.stringify(overrides)).toContain(field)
  }
  expectBody(await report(bearer(user), 'food', foodId, { details: 'x'.repeat(1000) }), 201, insertResult)
})

test('POST /reports needs a sign-in (401), a target that exists (404), and one open report per reporter and target (409)', async () => {
  const [reporter, donor] = await Promise.all([signUpUser(), signUpUser()])
  const foodId = await postFood(bearer(donor), buildFood())
  expectError(await report(undefined, 'food', foodId), 401)
  expect(expectError(await report(bearer(reporter), 'food', 'nosuchfood123'), 404).error).toBe(
    apiErrors.reportTargetNotFound,
  )
  expectError(await report(bearer(reporter), 'message', 'nosuchmessage123'), 404)
  expectError(await report(bearer(reporter), 'user', 'nosuchprofile123'), 404)
  expectBody(await report(bearer(reporter), 'food', foodId), 201, insertResult)
  expect(expectError(await report(bearer(reporter), 'food', foodId, { reason: 'scam' }), 409).error).toBe(
    apiErrors.alreadyReported,
  )
})

test('a message can be reported by the two people of its conversation only (403 for anyone else)', async () => {
  const { donor, messageId } = await foodWithConversation()
  const stranger = await signUpUser()
  expect(expectError(await report(bearer(stranger), 'message', messageId), 403).error).toBe(
    apiErrors.notYourConversation,
  )
  expectBody(await report(bearer(donor), 'message', messageId, { reason: 'offensive' }), 201, insertResult)
})

test('a person may make 20 reports a day; the 21st is a 429 saying so', async () => {
  const { donor, requester, requestId } = await foodWithConversation()
  for (let index = 0; index < 20; index++) {
    await post(`/request/${requestId}/messages`, { as: bearer(donor), body: { text: `Rude words ${index}` } })
  }
  const messages = expectBody(await get(`/request/${requestId}/messages`, { as: bearer(requester) }), 200, messageList)
  const theirs = messages.filter((message) => message.from === 'them').map((message) => message._id)
  expect(theirs).toHaveLength(20)
  for (const messageId of theirs) expectBody(await report(bearer(requester), 'message', messageId), 201, insertResult)
  const ownFirst = messages.find((message) => message.from === 'me')?._id ?? ''
  const refused = await report(bearer(requester), 'message', ownFirst)
  expect(expectError(refused, 429).error).toBe(apiErrors.tooManyReports)
  expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0)
})

test('three different people reporting a food hide it from the lists and search at once, and its donor is told food-held', async () => {
  const { donor, requester, word, foodId } = await foodWithConversation()
  const [second, third] = await Promise.all([signUpUser(), signUpUser()])
  expectBody(await report(bearer(requester), 'food', foodId), 201, insertResult)
  expectBody(await report(bearer(second), 'food', foodId, { reason: 'unsafe-food' }), 201, insertResult)
  expect(await searchFinds(word)).toBe(true)
  expect(await eventsOf(donor)).not.toContain('food-held')
  expectBody(await report(bearer(third), 'food', foodId, { reason: 'scam' }), 201, insertResult)
  expect(await searchFinds(word)).toBe(false)
  expect(await eventsOf(donor)).toContain('food-held')
  // Held: nobody may ask for it meanwhile.
  expectError(await post('/request', { as: bearer(second), body: buildRequest(foodId) }), 409)
})

test('reports from accounts younger than a day reach the moderators but do not hold a food', async () => {
  const { donor, word, foodId } = await foodWithConversation()
  const newcomers = await Promise.all([1, 2, 3].map(() => signUpUser('newcomer', undefined, { newAccount: true })))
  const moderator = await signUpModerator()
  for (const person of newcomers) expectBody(await report(bearer(person), 'food', foodId), 201, insertResult)
  expect(await searchFinds(word)).toBe(true)
  expect(await eventsOf(donor)).not.toContain('food-held')
  expect(await openReportOf(moderator, foodId)).toMatchObject({ status: 'open', reporters: 3 })
  // Three reporters of a day or more still hold it: the new ones' reports do not count toward it.
  const [first, second] = await Promise.all([signUpUser(), signUpUser()])
  expectBody(await report(bearer(first), 'food', foodId), 201, insertResult)
  expectBody(await report(bearer(second), 'food', foodId), 201, insertResult)
  expect(await searchFinds(word)).toBe(true)
  expectBody(await report(bearer(await signUpUser()), 'food', foodId), 201, insertResult)
  expect(await searchFinds(word)).toBe(false)
})

/** Every route and method under /moderation, as a client might call it. */
const MODERATION_CALLS: [string, string][] = [
  ['GET', apiPaths.moderationReports],
  ['GET', `${apiPaths.moderationReports}?status=closed`],
  ['POST', apiPaths.moderationReports],
  ['DELETE', apiPaths.moderationReports],
  ['POST', apiPaths.moderationReport('somereport123')],
  ['GET', apiPaths.moderationReport('somereport123')],
  ['PUT', apiPaths.moderationReport('somereport123')],
  ['PATCH', apiPaths.moderationReport('somereport123')],
  ['DELETE', apiPaths.moderationReport('somereport123')],
  ['GET', apiPaths.moderationLog],
  ['POST', apiPaths.moderationLog],
  ['PUT', apiPaths.moderationLog],
  ['PATCH', apiPaths.moderationLog],
  ['DELETE', apiPaths.moderationLog],
]

test('no route of the moderation API answers a non-moderator anything but 403, or a signed-out caller anything but 401', async () => {
  const user = await signUpUser()
  const { cookie } = await sessionFor(user)
  const body = { action: 'dismiss', note: 'I am not a moderator' }
  for (const [method, path] of MODERATION_CALLS) {
    expect((await call(method, path, { as: bearer(user), body })).status, `${method} ${path} by token`).toBe(403)
    expect((await call(method, path, { as: { cookie }, body })).status, `${method} ${path} by cookie`).toBe(403)
    expect((await call(method, path, { body })).status, `${method} ${path} signed out`).toBe(401)
  }
})

test('the moderator claim shows in a new sign-in: a moderator reads the queue, and loses it when removed', async () => {
  const moderator = await signUpModerator()
  expectBody(await get('/moderation/reports', { as: bearer(moderator) }), 200, moderationReportList)
  const { cookie } = await sessionFor(moderator)
  expectBody(await get('/moderation/log', { as: { cookie } }), 200, moderationLog)
  // The log is append-only, the queue only read: no other method exists for a moderator either.
  for (const [method, path] of [
    ['PUT', apiPaths.moderationLog],
    ['PATCH', apiPaths.moderationLog],
    ['DELETE', apiPaths.moderationLog],
    ['PUT', apiPaths.moderationReports],
    ['PATCH', apiPaths.moderationReports],
  ] as const) {
    expect((await call(method, path, { as: bearer(moderator), body: {} })).status, `${method} ${path}`).toBe(405)
  }
  await setModeratorClaim(moderator.email, false)
  const former = await signInAgain(moderator)
  expectError(await get('/moderation/reports', { as: bearer(former) }), 403)
})

test('the queue shows the food as it is now and how many reported it; hide-food closes every report of it and logs the action', async () => {
  const { donor, word, foodId } = await foodWithConversation()
  const [first, second, moderator] = await Promise.all([signUpUser(), signUpUser(), signUpModerator()])
  expectBody(await report(bearer(first), 'food', foodId, { details: 'Looks off' }), 201, insertResult)
  expectBody(await report(bearer(second), 'food', foodId), 201, insertResult)
  const open = await openReportOf(moderator, foodId)
  expect(open).toMatchObject({ status: 'open', reporters: 2, content: { food: { _id: foodId, held: false } } })
  expectError(
    await post(`/moderation/reports/${open._id}`, { as: bearer(moderator), body: { action: 'remove-message' } }),
    400,
  )
  expectError(await decide(moderator, open._id, 'remove-message'), 409)
  const closed = expectBody(await decide(moderator, open._id, 'hide-food', 'Unsafe'), 200, moderationReportBody)
  expect(closed).toMatchObject({
    status: 'closed',
    reporters: 2,
    action: 'hide-food',
    note: 'Unsafe',
    content: { food: { held: true } },
  })
  expect(await searchFinds(word)).toBe(false)
  expect(await eventsOf(donor)).toContain('food-held')
  const queue = expectBody(await get('/moderation/reports', { as: bearer(moderator) }), 200, moderationReportList)
  expect(queue.filter((entry) => entry.target.id === foodId)).toEqual([])
  const closedQueue = expectBody(
    await get('/moderation/reports?status=closed', { as: bearer(moderator) }),
    200,
    moderationReportList,
  )
  // A closed report counts the people its decision answered, not the (now none) open reports.
  expect(closedQueue.filter((entry) => entry.target.id === foodId).map((entry) => entry.reporters)).toEqual([2, 2])
  expectError(await decide(moderator, open._id, 'dismiss'), 409)
  const log = expectBody(await get('/moderation/log', { as: bearer(moderator) }), 200, moderationLog)
  expect(log[0]).toMatchObject({
    moderator: { email: moderator.email },
    action: 'hide-food',
    target: { kind: 'food', id: foodId },
    reportId: open._id,
    note: 'Unsafe',
  })
  // A reporter may report it again once their report is closed.
  expectBody(await report(bearer(first), 'food', foodId), 201, insertResult)
  expectBody(
    await decide(moderator, (await openReportOf(moderator, foodId))._id, 'restore-food'),
    200,
    moderationReportBody,
  )
  expect(await searchFinds(word)).toBe(true)
  expect(await eventsOf(donor)).toContain('food-restored')
})

test('a moderator who deletes their account leaves their actions in the log, without their email', async () => {
  const { foodId } = await foodWithConversation()
  const [reporter, moderator, colleague] = await Promise.all([signUpUser(), signUpModerator(), signUpModerator()])
  expectBody(await report(bearer(reporter), 'food', foodId), 201, insertResult)
  const open = await openReportOf(moderator, foodId)
  expectBody(await decide(moderator, open._id, 'dismiss', 'Fine as it is'), 200, moderationReportBody)
  expectBody(await del('/me', { as: bearer(moderator), bodyless: true }), 200, successResult)

  const log = expectBody(await get('/moderation/log', { as: bearer(colleague) }), 200, moderationLog)
  expect(log.find((entry) => entry.reportId === open._id)).toMatchObject({ action: 'dismiss', note: 'Fine as it is' })
  expect(JSON.stringify(log)).not.toContain(moderator.email)
})

test('dismissing the reports of a held food lists it again', async () => {
  const { word, foodId } = await foodWithConversation()
  const [moderator, ...reporters] = await Promise.all([signUpModerator(), signUpUser(), signUpUser(), signUpUser()])
  for (const person of reporters) expectBody(await report(bearer(person), 'food', foodId), 201, insertResult)
  expect(await searchFinds(word)).toBe(false)
  expectBody(await decide(moderator, (await openReportOf(moderator, foodId))._id, 'dismiss'), 200, moderationReportBody)
  expect(await searchFinds(word)).toBe(true)
})

test('remove-message replaces the text for both people; warn-user tells its writer', async () => {
  const { donor, requester, requestId, messageId } = await foodWithConversation()
  const moderator = await signUpModerator()
  expectBody(await report(bearer(donor), 'message', messageId, { reason: 'offensive' }), 201, insertResult)
  const open = await openReportOf(moderator, messageId)
  expect(open.content.message?.text).toBe('You are all idiots')
  expectBody(await decide(moderator, open._id, 'remove-message'), 200, moderationReportBody)
  for (const person of [donor, requester]) {
    const messages = expectBody(await get(`/request/${requestId}/messages`, { as: bearer(person) }), 200, messageList)
    expect(messages.find((message) => message._id === messageId)?.text).toBe(copy.trust.messageRemoved)
  }
  expectBody(await report(bearer(donor), 'message', messageId, { reason: 'offensive' }), 201, insertResult)
  expectBody(
    await decide(moderator, (await openReportOf(moderator, messageId))._id, 'warn-user'),
    200,
    moderationReportBody,
  )
  expect(await eventsOf(requester)).toContain('account-warned')
  expect(await eventsOf(donor)).not.toContain('account-warned')
})

test('suspend-user: their next call is a 401 by token and by cookie, their foods leave the lists, their open requests close with the other party told; reinstating lists the foods again', async () => {
  const suspect = await signUpUser('suspect')
  const [neighbour, reporter, moderator] = await Promise.all([signUpUser(), signUpUser(), signUpModerator()])
  const word = uniqueWord()
  const ownFood = await postFood(bearer(suspect), buildFood({ foodName: `Pie ${word}` }))
  const theirAsk = await askFor(neighbour, ownFood)
  const neighbourFood = await postFood(bearer(neighbour), buildFood())
  const ownAsk = await askFor(suspect, neighbourFood, { portions: 1 })
  await moveTo(neighbour, ownAsk, 'Accepted')
  const { cookie } = await sessionFor(suspect)
  await afterSignInSecond(suspect)
  expectBody(await report(bearer(reporter), 'food', ownFood, { reason: 'scam' }), 201, insertResult)

  const open = await openReportOf(moderator, ownFood)
  expectBody(await decide(moderator, open._id, 'suspend-user', 'Scam listings'), 200, moderationReportBody)

  expectError(await get('/request', { as: bearer(suspect) }), 401)
  expectError(await get('/request', { as: { cookie } }), 401)
  expect(await searchFinds(word)).toBe(false)
  const neighbourRequests = expectBody(await get('/request', { as: bearer(neighbour) }), 200, requestList)
  expect(neighbourRequests.find((request) => request._id === theirAsk)?.status).toBe('Declined')
  // The neighbour is told twice, each by its request: as requester of the suspect's food, and as
  // donor of the suspect's own accepted request.
  const told = expectBody(await get('/notifications', { as: bearer(neighbour) }), 200, notificationList)
  const closedFor = (requestId: string) =>
    told.filter((event) => event.requestId === requestId).map((event) => event.kind)
  expect(closedFor(ownAsk)).toContain('request-closed')
  expect(closedFor(theirAsk)).toContain('request-closed')
  const neighbourFoodNow = expectBody(await get(`/food/${neighbourFood}`, { as: bearer(neighbour) }), 200, foodBody)
  expect(neighbourFoodNow.portionsLeft).toBe(neighbourFoodNow.quantity)

  expectBody(await report(bearer(reporter), 'food', ownFood, { reason: 'other' }), 201, insertResult)
  const again = await openReportOf(moderator, ownFood)
  expectBody(await decide(moderator, again._id, 'reinstate-user', 'Appeal accepted'), 200, moderationReportBody)
  expect(await searchFinds(word)).toBe(true)
  const back = await signInAgain(suspect)
  const theirs = expectBody(await get('/request', { as: bearer(back) }), 200, requestList)
  expect(theirs.find((request) => request._id === ownAsk)?.status).toBe('Released')
  const log = expectBody(await get('/moderation/log', { as: bearer(moderator) }), 200, moderationLog)
  expect(log.filter((entry) => entry.target.id === ownFood).map((entry) => entry.action)).toEqual([
    'reinstate-user',
    'suspend-user',
  ])
})

test('a person is reported by their profileId; remove-feedback takes away one piece of feedback about them, named by its id', async () => {
  const { donor, requester, requestId } = await foodWithConversation()
  const moderator = await signUpModerator()
  await moveTo(donor, requestId, 'Accepted')
  await moveTo(donor, requestId, 'No-show')
  expect(
    (
      await post(`/request/${requestId}/feedback`, {
        as: bearer(donor),
        body: { rating: 'negative', reason: 'rude', comment: 'Never came, then insulted me' },
      })
    ).status,
  ).toBe(201)
  const profileId = await profileIdOf(requester.uid)
  expectBody(await report(bearer(donor), 'user', profileId, { reason: 'offensive' }), 201, insertResult)
  const open = await openReportOf(moderator, profileId)
  expect(open.content.profile).toMatchObject({ profileId, name: requester.displayName, suspended: false })
  const given = open.content.profile?.feedbackReceived ?? []
  expect(given.map((entry) => [entry.rating, entry.reason, entry.comment])).toEqual([
    ['negative', 'rude', 'Never came, then insulted me'],
  ])
  expect(JSON.stringify(open)).not.toContain(donor.email)
  const missingId = expectError(await decide(moderator, open._id, 'remove-feedback'), 400)
  expect(Object.keys(missingId.fields ?? {})).toEqual(['feedbackId'])
  expectError(
    await post(`/moderation/reports/${open._id}`, {
      as: bearer(moderator),
      body: { action: 'remove-feedback', note: 'Not theirs', feedbackId: 'nosuchfeedback_1' },
    }),
    404,
  )
  const closed = expectBody(
    await post(`/moderation/reports/${open._id}`, {
      as: bearer(moderator),
      body: { action: 'remove-feedback', note: 'Insult removed', feedbackId: given[0]?._id },
    }),
    200,
    moderationReportBody,
  )
  expect(closed.content.profile?.feedbackReceived).toEqual([])
})

test('suspending from a report of a profile: the person is signed out, and the profile shows them suspended', async () => {
  const [suspect, reporter, moderator] = await Promise.all([signUpUser(), signUpUser(), signUpModerator()])
  await afterSignInSecond(suspect)
  const profileId = await profileIdOf(suspect.uid)
  expectBody(await report(bearer(reporter), 'user', profileId, { reason: 'spam' }), 201, insertResult)
  const closed = expectBody(
    await decide(moderator, (await openReportOf(moderator, profileId))._id, 'suspend-user'),
    200,
    moderationReportBody,
  )
  expect(closed.content.profile?.suspended).toBe(true)
  expectError(await get('/notifications', { as: bearer(suspect) }), 401)
})

/** The path (after /api) of the `Link: <…>; rel="next"` header, or undefined on the last page. */
function nextPath(response: ApiResponse): string | undefined {
  const link = response.headers.link
  if (link === undefined) return undefined
  return /^<\/api(\/[^>]+)>; rel="next"$/.exec(String(link))?.[1]
}

test('the log pages through Link, newest first: every entry once, the true total on each page', async () => {
  const [donor, reporter, moderator] = await Promise.all([signUpUser(), signUpUser(), signUpModerator()])
  const foodId = await postFood(bearer(donor))
  const before = Number((await get('/moderation/log?limit=1', { as: bearer(moderator) })).headers['x-total-count'])
  // A closed report may be made again: five reports of one food, each dismissed, are five entries.
  const decided: string[] = []
  for (let round = 1; round <= 5; round++) {
    expectBody(await report(bearer(reporter), 'food', foodId), 201, insertResult)
    const open = await openReportOf(moderator, foodId)
    expectBody(await decide(moderator, open._id, 'dismiss', `Round ${round}`), 200, moderationReportBody)
    decided.push(open._id)
  }

  const pages: ApiResponse[] = []
  const seen: ModerationLogEntry[] = []
  for (let path: string | undefined = '/moderation/log?limit=2'; path; path = nextPath(pages.at(-1)!)) {
    const response = await get(path, { as: bearer(moderator) })
    const entries = expectBody(response, 200, moderationLog)
    expect(entries.length, path).toBeLessThanOrEqual(2)
    seen.push(...entries)
    pages.push(response)
  }

  const total = before + 5
  expect(seen).toHaveLength(total)
  expect(new Set(seen.map((entry) => entry._id)).size).toBe(total)
  for (const page of pages) expect(page.headers['x-total-count']).toBe(String(total))
  expect(pages).toHaveLength(Math.ceil(total / 2))
  const times = seen.map((entry) => entry.at)
  expect(times).toEqual([...times].sort().reverse())
  expect(seen.slice(0, 5).map((entry) => [entry.reportId, entry.note])).toEqual(
    decided.map((id, index) => [id, `Round ${index + 1}`]).reverse(),
  )
  // The first page's link keeps the limit and adds the cursor; the last page has none.
  expect(nextPath(pages[0]!)).toMatch(/^\/moderation\/log\?limit=2&cursor=[A-Za-z0-9_-]+$/)
  expect(pages.at(-1)!.headers.link).toBeUndefined()
})

test('the log without limit is capped with a link onward; a bad limit or cursor is a 400 naming it', async () => {
  const moderator = await signUpModerator()
  const whole = await get('/moderation/log', { as: bearer(moderator) })
  const entries = expectBody(whole, 200, moderationLog)
  expect(entries.length).toBe(Math.min(Number(whole.headers['x-total-count']), MAX_LIST_SIZE))
  expect(whole.headers.link === undefined).toBe(entries.length === Number(whole.headers['x-total-count']))

  // Well formed, but of another order: the log's keys are not the quantity list's.
  const quantityCursor = encodeCursor('quantity', '00004_000001764000000000_abc')
  for (const limit of ['0', String(MAX_PAGE_LIMIT + 1), '-1', '1.5', 'ten', '']) {
    const response = await get(`/moderation/log?limit=${limit}`, { as: bearer(moderator) })
    expect(expectError(response, 400).fields, `limit=${limit}`).toHaveProperty('limit')
  }
  for (const cursor of ['not*base64', 'x', btoa('newest:../../etc'), btoa('no separator'), quantityCursor]) {
    const response = await get(`/moderation/log?cursor=${cursor}`, { as: bearer(moderator) })
    expect(expectError(response, 400).fields, `cursor=${cursor}`).toHaveProperty('cursor')
  }
})
