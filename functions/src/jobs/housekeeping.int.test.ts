/**
 * Housekeeping of uploaded photos (docs/decisions/trust.md): a photo no food and no message uses
 * 24 hours after its upload is deleted; one in use is kept, for good. The job is a plain function
 * of `now`, so the test runs it at the times it means instead of waiting a day.
 */
import sharp from 'sharp'
import { expect, test } from 'vitest'
import { insertResult, uploadedImage } from '../shared/responses'
import { buildFood, postFood } from '../test/builders'
import { type Credentials, HOSTING_ORIGIN, post } from '../test/http'
import { askFor } from '../test/pickup'
import { expectBody } from '../test/responses'
import { bearer, signUpUser } from '../test/users'
import { auth } from '../store/firebase'
import { runHousekeeping } from './housekeeping'

const HOUR = 3_600_000

async function uploadPhoto(as: Credentials): Promise<string> {
  const bytes = await sharp({ create: { width: 64, height: 48, channels: 3, background: '#88aa33' } })
    .jpeg()
    .toBuffer()
  return expectBody(
    await post('/images', { as, raw: bytes, headers: { 'content-type': 'image/jpeg' } }),
    201,
    uploadedImage,
  ).url
}

async function served(url: string, width = ''): Promise<number> {
  return (await fetch(new URL(`${url}${width}`, HOSTING_ORIGIN))).status
}

test('a photo nobody uses is deleted 24 hours after its upload, with its every width; photos in a food, a message or a profile are kept', async () => {
  const [donor, requester, newcomer] = await Promise.all([signUpUser(), signUpUser(), signUpUser()])
  const uploadedAt = Date.now()
  const [unused, inFood, inMessage, inProfile] = await Promise.all([
    uploadPhoto(bearer(donor)),
    uploadPhoto(bearer(donor)),
    uploadPhoto(bearer(requester)),
    uploadPhoto(bearer(newcomer)),
  ])
  // As the register page does with a photo chosen at sign-up: the absolute URL becomes the profile's photo.
  await auth.updateUser(newcomer.uid, { photoURL: new URL(inProfile, HOSTING_ORIGIN).href })
  const foodId = await postFood(bearer(donor), buildFood({ foodImg: inFood }))
  const requestId = await askFor(requester, foodId)
  expectBody(
    await post(`/request/${requestId}/messages`, {
      as: bearer(requester),
      body: { text: 'This one?', imageUrl: inMessage },
    }),
    201,
    insertResult,
  )

  await runHousekeeping(new Date(uploadedAt + 23 * HOUR))
  expect(await served(unused)).toBe(200)

  await runHousekeeping(new Date(uploadedAt + 24 * HOUR + 60_000))
  expect(await served(unused)).toBe(404)
  expect(await served(unused, '?w=400')).toBe(404)
  expect(await served(inFood)).toBe(200)
  expect(await served(inMessage)).toBe(200)
  expect(await served(inProfile)).toBe(200)

  // Kept for good: a later run, even long after, leaves it, and running twice changes nothing.
  await runHousekeeping(new Date(uploadedAt + 48 * HOUR))
  await runHousekeeping(new Date(uploadedAt + 48 * HOUR))
  expect(await served(inFood)).toBe(200)
  expect(await served(inMessage)).toBe(200)
})
