/**
 * Limits that follow behaviour (docs/decisions/trust.md), over Hosting's /api rewrite: a new
 * account (by its Firebase Auth creation time) posts at most 3 foods and holds at most 2 open
 * requests; three no-shows in 30 days leave one open request at a time. Only these tests make
 * new accounts: every other test's people are two days old (test/account-age.ts).
 */
import { expect, test } from 'vitest'
import { NO_SHOW_WINDOW_MS } from '../shared/constants'
import { apiErrors } from '../shared/copy'
import { deleteResult, insertResult } from '../shared/responses'
import { ageAccount } from '../test/account-age'
import { buildFood, buildRequest, postFood } from '../test/builders'
import { del, post } from '../test/http'
import { askFor, moveTo } from '../test/pickup'
import { expectBody, expectError } from '../test/responses'
import { backdateClosing, storedFoodsOf, touchRequest } from '../test/stored'
import { bearer, signUpUser, type TestUser } from '../test/users'

const DAY_S = 24 * 60 * 60

const ask = (user: TestUser, foodId: string) => post('/request', { as: bearer(user), body: buildRequest(foodId) })

test('a new account posts 3 foods; the fourth is a 429 saying when the limit lifts; a day-old account posts on', async () => {
  const newcomer = await signUpUser('newcomer', undefined, { newAccount: true })
  for (let index = 0; index < 3; index++) await postFood(bearer(newcomer), buildFood())

  const fourth = await post('/addfoods', { as: bearer(newcomer), body: buildFood() })
  expect(expectError(fourth, 429).error).toBe(apiErrors.newAccountFoods)
  const retryAfter = Number(fourth.headers['retry-after'])
  expect(retryAfter).toBeGreaterThan(DAY_S - 120)
  expect(retryAfter).toBeLessThanOrEqual(DAY_S)

  // Its Firebase Auth creation time is what counts: made a day and a minute ago, it is not new.
  await ageAccount(newcomer.uid, (DAY_S + 60) * 1000)
  expectBody(await post('/addfoods', { as: bearer(newcomer), body: buildFood() }), 201, insertResult)
})

test('a new account’s 3 foods are counted as posted: deleting one does not make room for a fourth', async () => {
  const newcomer = await signUpUser('newcomer', undefined, { newAccount: true })
  const posted: string[] = []
  for (let index = 0; index < 3; index++) posted.push(await postFood(bearer(newcomer), buildFood()))
  expectBody(await del(`/delete/${posted[0] ?? ''}`, { as: bearer(newcomer), bodyless: true }), 200, deleteResult)

  const fourth = await post('/addfoods', { as: bearer(newcomer), body: buildFood() })
  expect(expectError(fourth, 429).error).toBe(apiErrors.newAccountFoods)
  expect(await storedFoodsOf(newcomer.uid)).toHaveLength(2)
})

test('a new account holds 2 open requests; the third is a 429 until it is a day old, or one closes', async () => {
  const [donor, newcomer] = await Promise.all([
    signUpUser('donor'),
    signUpUser('newcomer', undefined, { newAccount: true }),
  ])
  const foods = await Promise.all([1, 2, 3].map(() => postFood(bearer(donor), buildFood())))
  const first = await askFor(newcomer, foods[0] ?? '')
  await askFor(newcomer, foods[1] ?? '')

  const third = await ask(newcomer, foods[2] ?? '')
  expect(expectError(third, 429).error).toBe(apiErrors.newAccountRequests)
  expect(Number(third.headers['retry-after'])).toBeGreaterThan(DAY_S - 120)

  // A closed request is not open: declined, it frees a place.
  await moveTo(donor, first, 'Declined')
  expectBody(await ask(newcomer, foods[2] ?? ''), 201, insertResult)
})

/** Three of the requester's pickups marked No-show by the donor; answers their request ids. */
async function threeNoShows(donor: TestUser, requester: TestUser): Promise<string[]> {
  const ids: string[] = []
  for (let index = 0; index < 3; index++) {
    const requestId = await askFor(requester, await postFood(bearer(donor), buildFood()))
    await moveTo(donor, requestId, 'Accepted')
    await moveTo(donor, requestId, 'No-show')
    ids.push(requestId)
  }
  return ids
}

test('after 3 no-shows in 30 days a person holds 1 open request: the second is a 409 saying until when', async () => {
  const [donor, requester] = await Promise.all([signUpUser('donor'), signUpUser('requester')])
  const noShows = await threeNoShows(donor, requester)
  // The oldest of them was 10 days ago: the limit lifts in 20 days.
  await backdateClosing(noShows[0] ?? '', 10 * DAY_S * 1000)
  const foods = await Promise.all([1, 2].map(() => postFood(bearer(donor), buildFood())))

  expectBody(await ask(requester, foods[0] ?? ''), 201, insertResult)
  const second = await ask(requester, foods[1] ?? '')
  expect(expectError(second, 409).error).toBe(apiErrors.noShowLimit)
  const retryAfter = Number(second.headers['retry-after'])
  expect(retryAfter).toBeGreaterThan(NO_SHOW_WINDOW_MS / 1000 - 10 * DAY_S - 120)
  expect(retryAfter).toBeLessThanOrEqual(NO_SHOW_WINDOW_MS / 1000 - 10 * DAY_S)
})

test('a no-show older than 30 days no longer counts, even when a later write touches the request', async () => {
  const [donor, requester] = await Promise.all([signUpUser('donor'), signUpUser('requester')])
  const noShows = await threeNoShows(donor, requester)
  await backdateClosing(noShows[0] ?? '', NO_SHOW_WINDOW_MS + 60_000)
  // The no-show's time is its move's: a write afterwards does not bring it back into the window.
  await touchRequest(noShows[0] ?? '')
  const foods = await Promise.all([1, 2].map(() => postFood(bearer(donor), buildFood())))

  expectBody(await ask(requester, foods[0] ?? ''), 201, insertResult)
  expectBody(await ask(requester, foods[1] ?? ''), 201, insertResult)
})
