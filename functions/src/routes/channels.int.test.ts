/**
 * The channels over HTTP: preferences, push subscriptions and their SSRF guard, web push end to
 * end against a push service of the test's own (VAPID checked, payload decrypted as a browser
 * would), email through the local mail catcher with a working one-click unsubscribe, quiet
 * hours, and the daily digest at times chosen from the one it is due at, once per person and day,
 * at least once when a run stops or SMTP is down, and moved when its time or zone changes.
 */
import { Timestamp } from 'firebase-admin/firestore'
import { afterEach, expect, test } from 'vitest'
import { db } from '../store/firebase'
import { runChannelJobs } from '../jobs/channels'
import { channelConfig } from '../senders/config'
import { deliverDue, sendDueDigests } from '../services/deliveries'
import { apiErrors } from '../shared/copy'
import { claimDigest } from '../store/preferences'
import { deleteResult, insertResult, preferencesBody, pushKeyBody, successResult } from '../shared/responses'
import { buildFood, postFood, postRequest, uniqueWord } from '../test/builders'
import { del, get, post, put, type Credentials } from '../test/http'
import { header, mailsTo, waitForMails } from '../test/mail'
import { browserKeys, decryptPush, type PushService, startPushService, verifyVapid } from '../test/push-service'
import { expectBody, expectError } from '../test/responses'
import { announced } from '../test/stored'
import { bearer, signUpUser } from '../test/users'

const services: PushService[] = []
afterEach(async () => {
  await Promise.all(services.splice(0).map((service) => service.close()))
})

async function pushService(): Promise<PushService> {
  const service = await startPushService()
  services.push(service)
  return service
}

async function until(check: () => boolean | Promise<boolean>, timeoutMs = 15_000): Promise<void> {
  const deadline = Date.now() + timeoutMs
  while (!(await check())) {
    if (Date.now() > deadline) return
    await new Promise((resolve) => setTimeout(resolve, 200))
  }
}

async function subscribe(as: Credentials, endpoint: string, keys = browserKeys()) {
  return post('/push-subscriptions', { as, body: { endpoint, expirationTime: null, keys: keys.json } })
}

/** The address in a `Name <address>` header value. */
const addressOf = (mailbox: string) => /<([^>]+)>/.exec(mailbox)?.[1] ?? mailbox

async function subscriptionsOf(uid: string): Promise<string[]> {
  const snapshot = await db.collection('pushSubscriptions').where('uid', '==', uid).get()
  return snapshot.docs.map((doc) => String(doc.get('endpoint')))
}

test('GET /me/preferences answers the defaults; PUT keeps what it is given and refuses a bad field naming it', async () => {
  const as = bearer(await signUpUser())
  const defaults = expectBody(await get('/me/preferences', { as }), 200, preferencesBody)
  expect(defaults).toMatchObject({ quietHours: null, timeZone: 'UTC', digestAt: '08:00' })
  expect(defaults.channels['food-near-you']).toEqual({ push: true, email: 'daily' })
  expect(defaults.channels['request-received']).toEqual({ push: true, email: 'instant' })
  expect(defaults.channels['request-accepted']).toEqual({ push: true, email: 'instant' })
  expect(defaults.channels['request-declined']).toEqual({ push: true, email: 'off' })

  const chosen = {
    channels: { 'food-near-you': { push: false, email: 'instant' } },
    quietHours: { from: '22:00', to: '07:00' },
    timeZone: 'Asia/Dhaka',
    digestAt: '19:30',
  }
  const saved = expectBody(await put('/me/preferences', { as, body: chosen }), 200, preferencesBody)
  expect(saved.channels['food-near-you']).toEqual({ push: false, email: 'instant' })
  expect(saved.channels['request-received']).toEqual({ push: true, email: 'instant' })
  expect(expectBody(await get('/me/preferences', { as }), 200, preferencesBody)).toEqual(saved)

  const cases: [Record<string, unknown>, string][] = [
    [{ timeZone: 'Mars/Olympus' }, 'timeZone'],
    [{ digestAt: '25:00' }, 'digestAt'],
    [{ quietHours: { from: '22:00' } }, 'quietHours'],
    [{ channels: { 'no-such-kind': { push: true, email: 'off' } } }, 'channels'],
    [{ channels: { 'food-near-you': { push: 'yes', email: 'off' } } }, 'channels'],
    [{ channels: { 'food-near-you': { push: true, email: 'weekly' } } }, 'channels'],
  ]
  for (const [overrides, field] of cases) {
    const error = expectError(await put('/me/preferences', { as, body: { ...chosen, ...overrides } }), 400)
    expect(Object.keys(error.fields ?? {}), JSON.stringify(overrides)).toContain(field)
  }
  expect(expectBody(await get('/me/preferences', { as }), 200, preferencesBody)).toEqual(saved)
})

test('a push endpoint must be https on a known push service (or loopback under the emulators); at most 10 a person', async () => {
  const user = await signUpUser()
  const as = bearer(user)
  for (const endpoint of [
    'https://evil.example.com/push',
    'http://fcm.googleapis.com/fcm/send/x',
    'https://fcm.googleapis.com.evil.example/x',
    'http://10.0.0.1/push',
    'http://169.254.169.254/latest/meta-data',
    'file:///etc/passwd',
  ]) {
    const error = expectError(await subscribe(as, endpoint), 400)
    expect(error.fields?.endpoint, endpoint).toBe(apiErrors.pushEndpointRefused)
  }
  expect(
    expectError(await post('/push-subscriptions', { as, body: { endpoint: 'https://fcm.googleapis.com/x' } }), 400)
      .fields,
  ).toHaveProperty('keys')
  expect(expectBody(await subscribe(as, 'https://fcm.googleapis.com/fcm/send/abc'), 201, successResult)).toEqual({
    success: true,
  })
  for (let index = 0; index < 9; index++) {
    expect((await subscribe(as, `http://127.0.0.1:9/push/${index}`)).status).toBe(201)
  }
  expect(expectError(await subscribe(as, 'http://127.0.0.1:9/push/eleventh'), 409).error).toBe(
    apiErrors.tooManyPushSubscriptions,
  )
  // The same browser again is the same subscription, not an eleventh.
  expect((await subscribe(as, 'http://127.0.0.1:9/push/0')).status).toBe(201)
  expect(await subscriptionsOf(user.uid)).toHaveLength(10)

  const other = bearer(await signUpUser())
  expect(
    expectError(await del('/push-subscriptions', { as: other, body: { endpoint: 'http://127.0.0.1:9/push/0' } }), 404)
      .error,
  ).toBe(apiErrors.pushSubscriptionNotFound)
  expect(
    expectBody(
      await del('/push-subscriptions', { as, body: { endpoint: 'http://127.0.0.1:9/push/0' } }),
      200,
      deleteResult,
    ),
  ).toEqual({
    deletedCount: 1,
  })
  expect(await subscriptionsOf(user.uid)).toHaveLength(9)
})

test('web push end to end: VAPID-signed, encrypted for the browser, the JSON it shows; a 410 removes the subscription', async () => {
  const donor = await signUpUser()
  const keys = browserKeys()
  const service = await pushService()
  // The key a browser subscribes with is the one the pushes are signed with.
  expect(expectBody(await get('/push-subscriptions/key'), 200, pushKeyBody).publicKey).toBe(
    process.env.VAPID_PUBLIC_KEY,
  )
  expect((await subscribe(bearer(donor), service.endpoint, keys)).status).toBe(201)
  const foodName = `Chicken Biryani ${uniqueWord()}`
  const foodId = await postFood(bearer(donor), buildFood({ foodName }))

  await postRequest(bearer(await signUpUser()), foodId)
  await until(() => service.received.length > 0)
  // The job running after the send after the write sends nothing twice.
  await runChannelJobs(new Date())
  await runChannelJobs(new Date())
  expect(service.received).toHaveLength(1)

  const push = service.received[0]
  if (!push) throw new Error('no push')
  const vapid = verifyVapid(push.authorization)
  expect(vapid.k).toBe(process.env.VAPID_PUBLIC_KEY)
  expect(vapid.claims.aud).toBe(new URL(service.endpoint).origin)
  expect(Number(vapid.claims.exp) * 1000).toBeGreaterThan(Date.now())
  expect(String(vapid.claims.sub)).toMatch(/^mailto:|^https:/)
  expect(push.contentEncoding).toBe('aes128gcm')
  expect(Number(push.ttl)).toBeGreaterThan(0)
  expect(JSON.parse(decryptPush(push.body, keys))).toEqual({
    kind: 'request-received',
    title: 'New request',
    body: `Someone asked for ${foodName}.`,
    url: `/mypost/${foodId}/requests`,
  })

  service.answer = 410
  await postRequest(bearer(await signUpUser()), foodId)
  await until(async () => (await subscriptionsOf(donor.uid)).length === 0)
  expect(service.received).toHaveLength(2)
  expect(await subscriptionsOf(donor.uid)).toEqual([])
})

test('a push service answering 404 (no such subscription) removes that browser', async () => {
  const donor = await signUpUser()
  const service = await pushService()
  expect((await subscribe(bearer(donor), service.endpoint)).status).toBe(201)
  service.answer = 404
  await postRequest(bearer(await signUpUser()), await postFood(bearer(donor), buildFood()))
  await until(async () => (await subscriptionsOf(donor.uid)).length === 0)
  expect(service.received).toHaveLength(1)
  expect(await subscriptionsOf(donor.uid)).toEqual([])
})

test('a push that one of two browsers failed is retried to that browser only: each shows it once', async () => {
  const donor = await signUpUser()
  const [phoneKeys, laptopKeys] = [browserKeys(), browserKeys()]
  const [phone, laptop] = [await pushService(), await pushService()]
  expect((await subscribe(bearer(donor), phone.endpoint, phoneKeys)).status).toBe(201)
  expect((await subscribe(bearer(donor), laptop.endpoint, laptopKeys)).status).toBe(201)
  phone.answer = 500
  const foodName = `Shorshe Ilish ${uniqueWord()}`
  const foodId = await postFood(bearer(donor), buildFood({ foodName }))

  await postRequest(bearer(await signUpUser()), foodId)
  await until(() => phone.received.length > 0 && laptop.received.length > 0)
  expect(phone.received).toHaveLength(1)
  expect(laptop.received).toHaveLength(1)

  // Just past the first retry's backoff (a minute), the phone's push service is back: only the
  // phone gets it again. Not later: that would take other tests' held deliveries too.
  phone.answer = 201
  await deliverDue(new Date(Date.now() + 2 * 60_000))
  await runChannelJobs(new Date())
  expect(phone.received).toHaveLength(2)
  expect(laptop.received).toHaveLength(1)
  const shown = { kind: 'request-received', title: 'New request', body: `Someone asked for ${foodName}.` }
  expect(JSON.parse(decryptPush(phone.received[1]?.body ?? Buffer.alloc(0), phoneKeys))).toMatchObject(shown)
  expect(JSON.parse(decryptPush(laptop.received[0]?.body ?? Buffer.alloc(0), laptopKeys))).toMatchObject(shown)
})

test('quiet hours hold a push until they end', async () => {
  const donor = await signUpUser()
  const keys = browserKeys()
  const service = await pushService()
  expect((await subscribe(bearer(donor), service.endpoint, keys)).status).toBe(201)
  const now = new Date()
  const hhmm = (date: Date) => date.toISOString().slice(11, 16)
  const end = new Date(now.getTime() + 60 * 60_000)
  const quiet = { from: hhmm(new Date(now.getTime() - 60 * 60_000)), to: hhmm(end) }
  const chosen = { channels: {}, quietHours: quiet, timeZone: 'UTC', digestAt: '08:00' }
  expect((await put('/me/preferences', { as: bearer(donor), body: chosen })).status).toBe(200)

  const foodId = await postFood(bearer(donor), buildFood())
  await postRequest(bearer(await signUpUser()), foodId)
  await deliverDue(new Date())
  await new Promise((resolve) => setTimeout(resolve, 1000))
  expect(service.received).toHaveLength(0)

  await deliverDue(new Date(end.getTime() + 60_000))
  expect(service.received).toHaveLength(1)
  expect(JSON.parse(decryptPush(service.received[0]?.body ?? Buffer.alloc(0), keys))).toMatchObject({
    kind: 'request-received',
  })
})

test('an email for an event: to the person, text and HTML, a link into the app, and a one-click unsubscribe that works signed out', async () => {
  const donor = await signUpUser()
  const foodName = `Beef Tehari ${uniqueWord()}`
  const foodId = await postFood(bearer(donor), buildFood({ foodName }))
  await postRequest(bearer(await signUpUser()), foodId)

  const [mail, ...more] = await waitForMails(donor.email)
  if (!mail) throw new Error(`No email reached ${donor.email}`)
  await runChannelJobs(new Date())
  expect(more).toEqual([])
  expect(await mailsTo(donor.email)).toHaveLength(1)
  const link = `http://localhost:5000/mypost/${foodId}/requests`
  expect(mail.subject).toBe('FoodShare: New request')
  expect(mail.from.map((from) => from.address)).toEqual([addressOf(channelConfig().mailFrom)])
  expect(mail.text).toContain(`Someone asked for ${foodName}.`)
  expect(mail.text).toContain(link)
  expect(mail.html).toContain(`Someone asked for ${foodName}.`)
  expect(mail.html).toContain(`href="${link}"`)
  expect(await header(mail, 'List-Unsubscribe-Post')).toBe('List-Unsubscribe=One-Click')
  const unsubscribe = /^<(http:\/\/localhost:5000\/api\/unsubscribe\?token=[^>]+)>$/.exec(
    await header(mail, 'List-Unsubscribe'),
  )?.[1]
  expect(unsubscribe).toBeDefined()
  const path = new URL(unsubscribe ?? '').pathname.replace(/^\/api/, '') + new URL(unsubscribe ?? '').search

  // A scanner's GET changes nothing; the mail client's POST, without any cookie, turns it off.
  expect((await get(path)).status).toBe(200)
  const asDonor = bearer(donor)
  expect(
    expectBody(await get('/me/preferences', { as: asDonor }), 200, preferencesBody).channels['request-received'].email,
  ).toBe('instant')
  const done = await post(path, {
    raw: 'List-Unsubscribe=One-Click',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
  })
  expect(done.status).toBe(200)
  expect(done.text).toContain('You will get no more emails for: New request.')
  const after = expectBody(await get('/me/preferences', { as: asDonor }), 200, preferencesBody)
  expect(after.channels['request-received']).toEqual({ push: true, email: 'off' })

  await postRequest(bearer(await signUpUser()), foodId)
  await runChannelJobs(new Date())
  await new Promise((resolve) => setTimeout(resolve, 1500))
  expect(await mailsTo(donor.email)).toHaveLength(1)

  const forged = path.replace(/token=[^.]+/, `token=${Buffer.from('someone-else').toString('base64url')}`)
  expect((await post(forged, { raw: '' })).status).toBe(400)
})

/** A person with a daily alert near Dhaka and their digest time in Dhaka; answers what they need. */
async function digestReader(timeZone = 'Asia/Dhaka', digestAt = '08:00') {
  const neighbour = await signUpUser()
  const as = bearer(neighbour)
  const word = uniqueWord()
  expect((await put('/me/preferences', { as, body: { channels: {}, timeZone, digestAt } })).status).toBe(200)
  expectBody(
    await post('/alerts', { as, body: { near: DHAKA, radiusKm: 5, words: [word], frequency: 'daily' } }),
    201,
    insertResult,
  )
  return { neighbour, as, word }
}

const DHAKA = { lat: 23.74, lng: 90.37 }

/** Posts a food near Dhaka and waits for the alerts to hear of it (after the answer). */
async function postNearDhaka(donor: Credentials, foodName: string): Promise<string> {
  const id = await postFood(donor, buildFood({ foodName, coordinates: DHAKA }))
  await announced(id)
  return id
}

/** When the person's digest is due, as stored: the tests send at times relative to it. */
async function digestDue(uid: string): Promise<number | undefined> {
  const due: unknown = (await db.collection('preferences').doc(uid).get()).get('nextDigestAt')
  return due instanceof Timestamp ? due.toMillis() : undefined
}

test('the daily digest goes at the person’s time in their zone, once a day, listing the foods still on offer', async () => {
  const donor = bearer(await signUpUser())
  const { neighbour, word } = await digestReader()
  const kept = `Shorshe Ilish ${word}`
  const gone = `Bhuna Khichuri ${word}`
  await postNearDhaka(donor, kept)
  const goneId = await postNearDhaka(donor, gone)
  expect((await del(`/delete/${goneId}`, { as: donor, bodyless: true })).status).toBe(200)

  // 08:00 in Dhaka is 02:00 UTC: the first one after the first food.
  const due = (await digestDue(neighbour.uid)) ?? 0
  expect(new Date(due).toISOString().slice(11, 16)).toBe('02:00')
  expect(due - Date.now()).toBeLessThanOrEqual(24 * 60 * 60_000)
  await sendDueDigests(new Date(due - 60_000))
  expect(await mailsTo(neighbour.email)).toEqual([])

  await sendDueDigests(new Date(due))
  await sendDueDigests(new Date(due + 60_000))
  await sendDueDigests(new Date(due + 12 * 60 * 60_000))
  const mails = await mailsTo(neighbour.email)
  expect(mails).toHaveLength(1)
  const [digest] = mails
  expect(digest?.subject).toBe('FoodShare: 1 thing since yesterday')
  expect(digest?.text).toContain(`${kept} was just shared near you.`)
  expect(digest?.text).not.toContain(gone)
  expect(digest?.html).toContain(`${kept} was just shared near you.`)
  expect(digest && (await header(digest, 'List-Unsubscribe-Post'))).toBe('List-Unsubscribe=One-Click')
  // Nothing waits any more: no digest is due.
  expect(await digestDue(neighbour.uid)).toBeUndefined()
})

test('a digest whose run stopped before sending goes once its lease is over, and only once', async () => {
  const donor = bearer(await signUpUser())
  const { neighbour, word } = await digestReader()
  await postNearDhaka(donor, `Chitoi Pitha ${word}`)
  const due = (await digestDue(neighbour.uid)) ?? 0

  // A run takes it and stops (its instance ends) before it sends anything.
  expect(await claimDigest(neighbour.uid, new Date(due), new Date(due + 2 * 60_000))).toBeDefined()
  await sendDueDigests(new Date(due + 60_000))
  expect(await mailsTo(neighbour.email)).toEqual([])

  await sendDueDigests(new Date(due + 3 * 60_000))
  await sendDueDigests(new Date(due + 6 * 60_000))
  const mails = await mailsTo(neighbour.email)
  expect(mails).toHaveLength(1)
  expect(mails[0]?.text).toContain(`Chitoi Pitha ${word} was just shared near you.`)
})

test('SMTP down at the digest’s time: it is retried a minute later and arrives once, from the configured address', async () => {
  const donor = bearer(await signUpUser())
  const { neighbour, word } = await digestReader()
  await postNearDhaka(donor, `Nakshi Pitha ${word}`)
  const due = (await digestDue(neighbour.uid)) ?? 0
  // Port 9 (discard) has nothing listening on the stack's loopback: the connection is refused.
  const mailFrom = 'FoodShare digests <digests@foodshare.local>'
  const down = { ...channelConfig(), smtpUrl: 'smtp://127.0.0.1:9', mailFrom }

  // Other people's digests may be due too: only this person's are looked at.
  await sendDueDigests(new Date(due), down)
  expect(await digestDue(neighbour.uid)).toBe(due + 60_000)
  expect(await mailsTo(neighbour.email)).toEqual([])

  const back = { ...down, smtpUrl: channelConfig().smtpUrl }
  await sendDueDigests(new Date(due + 30_000), back)
  expect(await mailsTo(neighbour.email)).toEqual([])
  await sendDueDigests(new Date(due + 60_000), back)
  await sendDueDigests(new Date(due + 5 * 60_000), back)
  const mails = await mailsTo(neighbour.email)
  expect(mails).toHaveLength(1)
  expect(mails[0]?.from.map((from) => from.address)).toEqual(['digests@foodshare.local'])
})

test('a new digest time or zone moves the digest waiting to it', async () => {
  const donor = bearer(await signUpUser())
  const { neighbour, as, word } = await digestReader('Asia/Dhaka', '08:00')
  await postNearDhaka(donor, `Patishapta ${word}`)
  expect(new Date((await digestDue(neighbour.uid)) ?? 0).toISOString().slice(11, 16)).toBe('02:00')

  const body = { channels: {}, timeZone: 'Asia/Dhaka', digestAt: '20:00' }
  expect((await put('/me/preferences', { as, body })).status).toBe(200)
  expect(new Date((await digestDue(neighbour.uid)) ?? 0).toISOString().slice(11, 16)).toBe('14:00')

  // India has no daylight saving time: 20:00 there is 14:30 UTC all year.
  expect((await put('/me/preferences', { as, body: { ...body, timeZone: 'Asia/Kolkata' } })).status).toBe(200)
  const due = (await digestDue(neighbour.uid)) ?? 0
  expect(new Date(due).toISOString().slice(11, 16)).toBe('14:30')
  expect(due - Date.now()).toBeLessThanOrEqual(24 * 60 * 60_000)

  await sendDueDigests(new Date(due))
  expect(await mailsTo(neighbour.email)).toHaveLength(1)
})
