/**
 * A person's language (docs/decisions/languages.md): chosen with PUT /me/language, it is the
 * language of their emails and pushes; every error answer carries a stable `code`.
 */
import { afterEach, expect, test } from 'vitest'
import { accountLanguageBody, languageBody } from '../shared/responses'
import { buildFood, buildRequest, postFood, postRequest, uniqueWord } from '../test/builders'
import { del, get, post, put } from '../test/http'
import { header, waitForMails } from '../test/mail'
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
  expect((await del('/me/language', { as: person })).status).toBe(405)
})

test('GET /me/language answers the language chosen on the account, null before any choice, so a new device can start in it', async () => {
  const person = bearer(await signUpUser())
  expect(expectBody(await get('/me/language', { as: person }), 200, accountLanguageBody)).toEqual({ language: null })
  expect((await put('/me/language', { as: person, body: { language: 'bn' } })).status).toBe(200)
  expect(expectBody(await get('/me/language', { as: person }), 200, accountLanguageBody)).toEqual({ language: 'bn' })
  expect((await get('/me/language')).status).toBe(401)
  const queried = await get('/me/language?language=de', { as: person })
  expect(queried.status).toBe(400)
  expect(queried.body).toMatchObject({ code: 'invalid-input' })
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

  // The email's unsubscribe link answers in German too, signed out, from the account's language.
  const link = new URL(/^<([^>]+)>$/.exec(await header(mail, 'List-Unsubscribe'))?.[1] ?? '')
  const path = link.pathname.replace(/^\/api/, '') + link.search
  const confirm = await get(path)
  expect(confirm.status).toBe(200)
  expect(confirm.text).toContain('<html lang="de" dir="ltr">')
  expect(confirm.text).toContain('Keine E-Mails mehr zu: Neue Anfrage?')
  expect(confirm.text).toContain('>Abbestellen</button>')
  const done = await post(path, {
    raw: 'List-Unsubscribe=One-Click',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
  })
  expect(done.status).toBe(200)
  expect(done.text).toContain('<html lang="de" dir="ltr">')
  expect(done.text).toContain('Du bekommst keine E-Mails mehr zu: Neue Anfrage.')
})

test('an Arabic-speaking person’s unsubscribe page is Arabic, right to left; a forged link says so in English', async () => {
  const person = await signUpUser()
  expect((await put('/me/language', { as: bearer(person), body: { language: 'ar' } })).status).toBe(200)
  const foodName = `Kabsa ${uniqueWord()}`
  await postRequest(bearer(await signUpUser()), await postFood(bearer(person), buildFood({ foodName })))
  const [mail] = await waitForMails(person.email)
  if (!mail) throw new Error(`No email reached ${person.email}`)
  const link = new URL(/^<([^>]+)>$/.exec(await header(mail, 'List-Unsubscribe'))?.[1] ?? '')
  const path = link.pathname.replace(/^\/api/, '') + link.search
  const confirm = await get(path)
  expect(confirm.text).toContain('<html lang="ar" dir="rtl">')
  expect(confirm.text).not.toContain('New request')
  const forged = await get(path.replace(/token=[^.]+/, `token=${Buffer.from('someone-else').toString('base64url')}`))
  expect(forged.status).toBe(400)
  expect(forged.text).toContain('<html lang="en" dir="ltr">')
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
