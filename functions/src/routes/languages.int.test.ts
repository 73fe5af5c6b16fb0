/**
 * A person's language (docs/decisions/languages.md): chosen with PUT /me/language, it is the
 * language of their emails and pushes; every error answer carries a stable `code`.
 */
import { afterEach, expect, test } from 'vitest'
import { languageBody } from '../shared/responses'
import { buildFood, buildRequest, postFood, postRequest, uniqueWord } from '../test/builders'
import { get, post, put } from '../test/http'
import { waitForMails } from '../test/mail'
import { browserKeys, decryptPush, type PushService, startPushService } from '../test/push-service'
import { expectBody } from '../test/responses'
import { bearer, signUpUser } from '../test/users'

const services: PushService[] = []
afterEach(async () => {
  await Promise.all(services.splice(0).map((service) => service.close()))
})

async function until(check: () => boolean, timeoutMs = 15_000): Promise<void> {
  const deadline = Date.now() + timeoutMs
  while (!check() && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 200))
}

test('PUT /me/language takes one of the four languages and refuses anything else, naming the field, with a code', async () => {
  const person = bearer(await signUpUser())
  expect(expectBody(await put('/me/language', { as: person, body: { language: 'ar' } }), 200, languageBody)).toEqual({
    language: 'ar',
  })
  const refused = await put('/me/language', { as: person, body: { language: 'fr' } })
  expect(refused.status).toBe(400)
  expect(refused.body).toMatchObject({ error: 'Invalid input', code: 'invalid-input' })
  expect(Object.keys((refused.body as { fields: Record<string, string> }).fields)).toEqual(['language'])
  expect((await put('/me/language', { body: { language: 'de' } })).status).toBe(401)
  expect((await get('/me/language', { as: person })).status).toBe(405)
})

test('a German-speaking donor gets the email and the push of a request in German', async () => {
  const donor = await signUpUser()
  const keys = browserKeys()
  const service = await startPushService()
  services.push(service)
  expect((await put('/me/language', { as: bearer(donor), body: { language: 'de' } })).status).toBe(200)
  const subscription = { endpoint: service.endpoint, expirationTime: null, keys: keys.json }
  expect((await post('/push-subscriptions', { as: bearer(donor), body: subscription })).status).toBe(201)
  const foodName = `Linseneintopf ${uniqueWord()}`
  const foodId = await postFood(bearer(donor), buildFood({ foodName }))

  await postRequest(bearer(await signUpUser()), foodId)

  const [mail] = await waitForMails(donor.email)
  if (!mail) throw new Error(`No email reached ${donor.email}`)
  expect(mail.subject).toBe('FoodShare: Neue Anfrage')
  expect(mail.text).toContain(`Jemand hat ${foodName} angefragt.`)
  expect(mail.text).toContain('FoodShare öffnen')
  await until(() => service.received.length > 0)
  const push = service.received[0]
  if (!push) throw new Error('no push')
  expect(JSON.parse(decryptPush(push.body, keys))).toMatchObject({
    title: 'Neue Anfrage',
    body: `Jemand hat ${foodName} angefragt.`,
  })
})

test('every error answer carries a code: a conflict, a refusal, a missing thing, a bad title', async () => {
  const donor = bearer(await signUpUser())
  const asker = bearer(await signUpUser())
  const foodId = await postFood(donor, buildFood())
  await postRequest(asker, foodId)
  const again = await post('/request', { as: asker, body: buildRequest(foodId) })
  expect(again.status).toBe(409)
  expect((again.body as { code: string }).code).toBe('open-request-exists')
  const own = await post('/request', { as: donor, body: buildRequest(foodId) })
  expect(own.status).toBe(403)
  expect((own.body as { code: string }).code).toBe('own-food')
  expect((await get('/food/aaaaaaaaaaaaaaaaaaaa', { as: donor })).body).toMatchObject({ code: 'food-not-found' })
  const badTitle = await post('/addfoods', { as: donor, body: buildFood({ foodName: 'x' }) })
  expect(badTitle.status).toBe(400)
  expect((badTitle.body as { code: string }).code).toBe('invalid-food-title')
  expect((await get('/nowhere')).body).toMatchObject({ code: 'not-found' })
})
