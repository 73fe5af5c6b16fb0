/**
 * Public profiles and feedback after a handover (docs/decisions/trust.md), over Hosting's /api
 * rewrite: the opaque `profileId` on public answers, the profile's figures, who may leave feedback
 * in which state, and counts shown only from the third piece.
 */
import { expect, test } from 'vitest'
import { apiErrors } from '../shared/copy'
import type { RequestStatus } from '../shared/request-status'
import { foodBody, profileBody, publicFoodList, queuedRequestList, successResult } from '../shared/responses'
import { buildFood, postFood } from '../test/builders'
import { get, post } from '../test/http'
import { runDueJobs } from '../jobs/run-due-jobs'
import { askedInWindow, askFor, moveTo } from '../test/pickup'
import { expectBody, expectError } from '../test/responses'
import { PROFILE_ID } from '../test/profiles'
import { storedFeedbackOn, storedRequest } from '../test/stored'
import { bearer, signUpUser, type TestUser } from '../test/users'

async function profileIdOf(donor: TestUser): Promise<string> {
  const foodId = await postFood(bearer(donor), buildFood())
  return expectBody(await get(`/food/${foodId}`, { as: bearer(donor) }), 200, foodBody).donator.profileId
}

/** A donor's food asked for by the requester and moved to `status` (through Accepted when it needs to be). */
async function handover(donor: TestUser, requester: TestUser, status: RequestStatus, portions = 2) {
  const foodId = await postFood(bearer(donor), buildFood({ quantity: 5 }))
  const requestId = await askFor(requester, foodId, { portions })
  if (status !== 'Requested') await moveTo(donor, requestId, 'Accepted')
  if (status !== 'Accepted' && status !== 'Requested') await moveTo(donor, requestId, status)
  return { foodId, requestId }
}

const feedback = (user: TestUser, requestId: string, body: unknown) =>
  post(`/request/${requestId}/feedback`, { as: bearer(user), body })

test('public answers name the donor by an opaque profileId, never the uid or email, and the queue names the requester by theirs', async () => {
  const [donor, requester] = await Promise.all([signUpUser('donor'), signUpUser('requester')])
  const { foodId } = await handover(donor, requester, 'Requested')

  const food = expectBody(await get(`/food/${foodId}`, { as: bearer(requester) }), 200, foodBody)
  const profileId = food.donator.profileId
  expect(profileId).toMatch(PROFILE_ID)
  expect(profileId).not.toBe(donor.uid)
  expect(profileId.toLowerCase()).not.toContain(donor.email.split('@')[0])
  const listed = expectBody(await get(`/food?searchParams=${encodeURIComponent(food.foodName)}`), 200, publicFoodList)
  expect(listed.find((entry) => entry._id === foodId)?.donator).toEqual({
    name: donor.displayName,
    img: donor.photoURL,
    profileId,
  })
  const [queued] = expectBody(await get(`/food/${foodId}/requests`, { as: bearer(donor) }), 200, queuedRequestList)
  expect(queued?.requester.profileId).toMatch(PROFILE_ID)
  expect(queued?.requester.profileId).not.toBe(profileId)
  // The same person keeps one id.
  expect(await profileIdOf(donor)).toBe(profileId)
})

test('GET /users/{profileId} answers the public profile with its figures, no email, no uid, no location', async () => {
  const [donor, requester] = await Promise.all([signUpUser('donor'), signUpUser('requester')])
  await handover(donor, requester, 'Collected', 2)
  await handover(donor, requester, 'Collected', 3)
  const { foodId } = await handover(donor, requester, 'Accepted', 1)
  const profileId = expectBody(await get(`/food/${foodId}`, { as: bearer(donor) }), 200, foodBody).donator.profileId

  const response = await get(`/users/${profileId}`)
  const profile = expectBody(response, 200, profileBody)
  expect(profile).toMatchObject({
    profileId,
    name: donor.displayName,
    img: donor.photoURL,
    foodsShared: 3,
    portionsGiven: 5,
    portionsReceived: 0,
    feedback: null,
  })
  expect(Date.parse(profile.memberSince)).toBeLessThanOrEqual(Date.now())
  expect(response.text).not.toContain(donor.email)
  expect(response.text).not.toContain(donor.uid)
  expect(response.text).not.toContain('Test Street')

  const [queued] = expectBody(await get(`/food/${foodId}/requests`, { as: bearer(donor) }), 200, queuedRequestList)
  const received = expectBody(await get(`/users/${queued?.requester.profileId ?? ''}`), 200, profileBody)
  expect(received).toMatchObject({ name: requester.displayName, foodsShared: 0, portionsGiven: 0, portionsReceived: 5 })
})

test('an unknown or malformed profile id is a 404 or a 400', async () => {
  expect(expectError(await get('/users/aaaaaaaaaaaaaaaaaaaa'), 404).error).toBe(apiErrors.profileNotFound)
  expect(expectError(await get('/users/not-an-id!'), 400).fields).toHaveProperty('id')
})

test('once Collected, each of the two may leave one piece of feedback about the other; a second is a 409', async () => {
  const [donor, requester] = await Promise.all([signUpUser('donor'), signUpUser('requester')])
  const { requestId } = await handover(donor, requester, 'Collected')

  expectBody(await feedback(requester, requestId, { rating: 'positive', comment: 'Lovely soup' }), 201, successResult)
  expectBody(await feedback(donor, requestId, { rating: 'negative', reason: 'late' }), 201, successResult)
  const again = await feedback(requester, requestId, { rating: 'negative', reason: 'rude' })
  expect(expectError(again, 409).error).toBe(apiErrors.feedbackGiven)
})

test('after a No-show only the donor may leave feedback; a non-participant gets 403; an open request 409', async () => {
  const [donor, requester, stranger] = await Promise.all([signUpUser('donor'), signUpUser('r'), signUpUser('s')])
  const noShow = await handover(donor, requester, 'No-show')
  const open = await handover(donor, requester, 'Accepted')

  const fromRequester = await feedback(requester, noShow.requestId, { rating: 'negative', reason: 'rude' })
  expect(expectError(fromRequester, 403).error).toBe(apiErrors.feedbackAfterNoShow)
  const fromStranger = await feedback(stranger, noShow.requestId, { rating: 'positive' })
  expect(expectError(fromStranger, 403).error).toBe(apiErrors.feedbackNotParticipant)
  const tooEarly = await feedback(donor, open.requestId, { rating: 'positive' })
  expect(expectError(tooEarly, 409).error).toBe(apiErrors.feedbackNotYet)
  expectBody(await feedback(donor, noShow.requestId, { rating: 'negative', reason: 'no-show' }), 201, successResult)
})

test('feedback on a request still waiting, declined or released is a 409 for either of its two people', async () => {
  const [donor, requester] = await Promise.all([signUpUser('donor'), signUpUser('requester')])
  const waiting = await handover(donor, requester, 'Requested')
  const declined = await handover(donor, requester, 'Requested')
  await moveTo(donor, declined.requestId, 'Declined')
  // Released by the job: accepted, and not confirmed by its time.
  const released = await askedInWindow(300)
  const accepted = await moveTo(released.donor, released.requestId, 'Accepted')
  await runDueJobs(new Date(accepted.confirmBy ?? ''))
  expect((await storedRequest(released.requestId))?.status).toBe('Released')
  for (const [requestId, people] of [
    [waiting.requestId, [donor, requester]],
    [declined.requestId, [donor, requester]],
    [released.requestId, [released.donor, released.requester]],
  ] as const) {
    for (const person of people) {
      const refused = await feedback(person, requestId, { rating: 'positive' })
      expect(expectError(refused, 409).error).toBe(apiErrors.feedbackNotYet)
    }
  }
})

test('a comment is text only: markup is kept as the characters typed, never as markup', async () => {
  const [donor, requester] = await Promise.all([signUpUser('donor'), signUpUser('requester')])
  const { requestId } = await handover(donor, requester, 'Collected')
  const typed = '<b>Great</b> <img src=x onerror="alert(1)"> & <script>alert(2)</script>'
  expectBody(
    await feedback(requester, requestId, { rating: 'positive', comment: `${typed}\u202E` }),
    201,
    successResult,
  )
  const stored = await storedFeedbackOn(requestId)
  expect(stored.map((entry) => entry.data.comment)).toEqual([typed])
})

test('feedback needs a rating, a reason with a negative one, and a comment of at most 500 characters', async () => {
  const [donor, requester] = await Promise.all([signUpUser('donor'), signUpUser('requester')])
  const { requestId } = await handover(donor, requester, 'Collected')

  expect(expectError(await feedback(donor, requestId, {}), 400).fields).toHaveProperty('rating')
  expect(expectError(await feedback(donor, requestId, { rating: 'negative' }), 400).fields).toHaveProperty('reason')
  const badReason = await feedback(donor, requestId, { rating: 'negative', reason: 'smelly' })
  expect(expectError(badReason, 400).fields).toHaveProperty('reason')
  const long = await feedback(donor, requestId, { rating: 'positive', comment: 'x'.repeat(501) })
  expect(expectError(long, 400).fields).toHaveProperty('comment')
  expect(expectError(await feedback(donor, 'aaaaaaaaaaaaaaaaaaaa', { rating: 'positive' }), 404).error).toBe(
    apiErrors.requestNotFound,
  )
  // Nothing was stored: the donor may still leave feedback.
  expectBody(await feedback(donor, requestId, { rating: 'positive', comment: 'x'.repeat(500) }), 201, successResult)
})

test('a profile shows feedback counts only from the third piece, and never who gave which', async () => {
  const donor = await signUpUser('donor')
  const requesters = await Promise.all([signUpUser('a'), signUpUser('b'), signUpUser('c')])
  const handovers = []
  for (const requester of requesters) handovers.push(await handover(donor, requester, 'Collected'))
  const profileId = await profileIdOf(donor)

  const ratings = ['positive', 'negative', 'positive'] as const
  for (const [index, requester] of requesters.entries()) {
    const body = ratings[index] === 'negative' ? { rating: 'negative', reason: 'late' } : { rating: 'positive' }
    expectBody(await feedback(requester, handovers[index]?.requestId ?? '', body), 201, successResult)
    const shown = expectBody(await get(`/users/${profileId}`), 200, profileBody).feedback
    expect(shown).toEqual(index < 2 ? null : { positive: 2, negative: 1 })
  }
  const response = await get(`/users/${profileId}`)
  for (const requester of requesters) {
    expect(response.text).not.toContain(requester.displayName)
    expect(response.text).not.toContain(requester.email)
  }
})
