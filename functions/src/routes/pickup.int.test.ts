/**
 * Arranging the pickup over Hosting's /api rewrite: windows on foods and requests, confirmation,
 * the job at chosen times (release, reminders, outcome questions, each once), the calendar file,
 * and a release racing a confirmation and a donor move.
 */
import { expect, test } from 'vitest'
import { runDueJobs as runJobsAt } from '../jobs/run-due-jobs'
import {
  foodBody,
  messageList,
  publicFoodList,
  queuedRequestList,
  requestBody,
  requestList,
  updateResult,
} from '../shared/responses'
import { buildFood, buildRequest, postFood, uniqueWord } from '../test/builders'
import { daysFromNow } from '../test/dates'
import { get, patch, post, put } from '../test/http'
import { askedInWindow, askFor, kindsOf, minutesAfter, moveTo, windowIn } from '../test/pickup'
import { expectBody, expectError, tally } from '../test/responses'
import { storedFood, storedRequest } from '../test/stored'
import { bearer, signUpUser, type TestUser } from '../test/users'

async function foodOf(user: TestUser, foodId: string) {
  return expectBody(await get(`/food/${foodId}`, { as: bearer(user) }), 200, foodBody)
}

async function myRequest(user: TestUser, requestId: string) {
  const mine = expectBody(await get('/request', { as: bearer(user) }), 200, requestList)
  return mine.find((request) => request._id === requestId)
}

/** No body needed, as `fetch(url, { method: 'POST' })` sends. */
function confirm(user: TestUser, requestId: string) {
  return post(`/request/${requestId}/confirm`, { as: bearer(user), bodyless: true })
}

test('a food takes up to 5 windows with an offset, stored and answered in UTC, earliest first; an edit without them keeps them, [] removes them', async () => {
  const donor = await signUpUser()
  const later = windowIn(300)
  const sooner = windowIn(120, 30)
  const withOffset = {
    // The same instants, as a client two hours east of UTC writes them.
    start: new Date(Date.parse(later.start) + 2 * 3_600_000).toISOString().replace(/\.\d{3}Z$/, '+02:00'),
    end: new Date(Date.parse(later.end) + 2 * 3_600_000).toISOString().replace('Z', '+02:00'),
  }
  const foodName = `Windowed stew ${uniqueWord()}`
  const foodId = await postFood(bearer(donor), buildFood({ foodName, pickupWindows: [withOffset, sooner] }))

  expect((await foodOf(donor, foodId)).pickupWindows).toEqual([sooner, later])
  expect((await storedFood(foodId))?.pickupWindows).toEqual([sooner, later])
  const search = await get(`/food?searchParams=${encodeURIComponent(foodName)}`)
  expect(expectBody(search, 200, publicFoodList)[0]?.pickupWindows).toEqual([sooner, later])

  const edit = buildFood({ foodName: 'Renamed stew' })
  expectBody(await put(`/update/${foodId}`, { as: bearer(donor), body: edit }), 200, updateResult)
  expect((await foodOf(donor, foodId)).pickupWindows).toEqual([sooner, later])

  await put(`/update/${foodId}`, { as: bearer(donor), body: { ...edit, pickupWindows: [] } })
  expect((await foodOf(donor, foodId)).pickupWindows).toEqual([])
})

test('bad windows are a 400 naming pickupWindows, on add and on update, and change nothing', async () => {
  const donor = await signUpUser()
  const hour = (from: number, minutes = 60) => windowIn(from, minutes)
  const cases: unknown[] = [
    [hour(60), hour(200), hour(300), hour(400), hour(500), hour(600)],
    [hour(60, 14)],
    [hour(60, 12 * 60 + 1)],
    [hour(-120)],
    [hour(60), hour(90)],
    [{ start: '2030-01-01T10:00:00', end: '2030-01-01T11:00:00' }],
    [{ start: 'soon', end: 'later' }],
    'tomorrow',
    [{ start: windowIn(60).start }],
  ]
  for (const pickupWindows of cases) {
    const refused = expectError(await post('/addfoods', { as: bearer(donor), body: buildFood({ pickupWindows }) }), 400)
    expect(refused.fields?.pickupWindows, JSON.stringify(pickupWindows)).toBeDefined()
  }
  // Ends after the expiry day has ended everywhere.
  const lateWindow = { start: `${daysFromNow(2)}T05:00:00.000Z`, end: `${daysFromNow(2)}T12:30:00.000Z` }
  const pastExpiry = await post('/addfoods', {
    as: bearer(donor),
    body: buildFood({ expireDateTime: daysFromNow(1), pickupWindows: [lateWindow] }),
  })
  expect(expectError(pastExpiry, 400).fields?.pickupWindows).toMatch(/expiry day/)

  const foodId = await postFood(bearer(donor), buildFood({ pickupWindows: [hour(60)] }))
  const before = await storedFood(foodId)
  for (const pickupWindows of cases) {
    const refused = expectError(
      await put(`/update/${foodId}`, { as: bearer(donor), body: buildFood({ pickupWindows }) }),
      400,
    )
    expect(refused.fields?.pickupWindows).toBeDefined()
  }
  expect(await storedFood(foodId)).toEqual(before)
})

test('a request must choose one of the food’s open windows when it has some (400 naming pickupWindow); a spec client asks a food without windows as before', async () => {
  const [donor, requester] = await Promise.all([signUpUser(), signUpUser()])
  const window = windowIn(180)
  const foodId = await postFood(bearer(donor), buildFood({ pickupWindows: [window] }))
  for (const pickupWindow of [undefined, windowIn(600), { start: window.start }, 'any']) {
    const refused = expectError(
      await post('/request', { as: bearer(requester), body: buildRequest(foodId, { pickupWindow }) }),
      400,
    )
    expect(refused.fields?.pickupWindow, JSON.stringify(pickupWindow)).toBeDefined()
  }
  const plainFood = await postFood(bearer(donor), buildFood())
  expectError(
    await post('/request', { as: bearer(requester), body: buildRequest(plainFood, { pickupWindow: window }) }),
    400,
  )

  const specRequest = await askFor(requester, plainFood)
  expect(await myRequest(requester, specRequest)).not.toHaveProperty('pickupWindow')

  const requestId = await askFor(requester, foodId, { pickupWindow: window })
  expect((await myRequest(requester, requestId))?.pickupWindow).toEqual(window)
  const queue = expectBody(await get(`/food/${foodId}/requests`, { as: bearer(donor) }), 200, queuedRequestList)
  expect(queue[0]).toMatchObject({ _id: requestId, pickupWindow: window })
})

test('accepting sets confirmBy; the requester confirms (the donor is told), only once accepted', async () => {
  const { donor, requester, requestId, window } = await askedInWindow(60)
  expectError(await confirm(requester, requestId), 409)

  const accepted = await moveTo(donor, requestId, 'Accepted')
  // The window starts in an hour: 30 minutes before it, earlier than acceptance + 2 h.
  expect(accepted.confirmBy).toBe(minutesAfter(window.start, -30).toISOString())
  expect(accepted.confirmed).toBe(false)
  expectError(await confirm(donor, requestId), 403)

  const confirmed = expectBody(await confirm(requester, requestId), 200, requestBody)
  expect(confirmed).toMatchObject({ _id: requestId, status: 'Accepted', confirmed: true, pickupWindow: window })
  expect(expectBody(await confirm(requester, requestId), 200, requestBody).confirmed).toBe(true)
  expect(await kindsOf(donor, requestId)).toContain('pickup-confirmed')
  const thread = expectBody(await get(`/request/${requestId}/messages`, { as: bearer(donor) }), 200, messageList)
  expect(thread.map((message) => message.kind).filter(Boolean)).toEqual(['request-accepted', 'pickup-confirmed'])
  expect((await myRequest(requester, requestId))?.confirmed).toBe(true)
})

test('the job releases an unconfirmed acceptance at confirmBy, once: portions free, both told, the waiting told portions are free', async () => {
  const { donor, requester, foodId, requestId, window } = await askedInWindow(300)
  const waiting = await signUpUser()
  const waitingId = await askFor(waiting, foodId, { portions: 2, pickupWindow: window })
  const accepted = await moveTo(donor, requestId, 'Accepted')
  expect((await foodOf(donor, foodId)).portionsLeft).toBe(2)
  const confirmBy = new Date(accepted.confirmBy ?? '')

  await runJobsAt(new Date(confirmBy.getTime() - 1000))
  expect((await storedRequest(requestId))?.status).toBe('Accepted')

  await runJobsAt(confirmBy)
  await runJobsAt(confirmBy)

  expect((await myRequest(requester, requestId))?.status).toBe('Released')
  expect((await foodOf(donor, foodId)).portionsLeft).toBe(4)
  expect((await storedFood(foodId))?.portionsReserved).toBe(0)
  expect(await kindsOf(requester, requestId)).toEqual(['request-released', 'request-accepted'])
  expect((await kindsOf(donor, requestId)).filter((kind) => kind === 'request-released')).toHaveLength(1)
  expect(await kindsOf(waiting, waitingId)).toEqual(['portions-free'])
  const thread = expectBody(await get(`/request/${requestId}/messages`, { as: bearer(requester) }), 200, messageList)
  expect(thread.at(-1)).toMatchObject({ from: 'system', kind: 'request-released' })
  // A released request is closed: confirming now is too late, and the requester may ask again.
  expectError(await confirm(requester, requestId), 409)
  expectError(await patch(`/request/${requestId}`, { as: bearer(donor), body: { status: 'Collected' } }), 409)
  await askFor(requester, foodId, { portions: 1, pickupWindow: window })
})

test('the job reminds both people 2 hours before the window and asks the donor for the outcome an hour after it, each once', async () => {
  const { donor, requester, requestId, window } = await askedInWindow(300)
  await moveTo(donor, requestId, 'Accepted')
  expectBody(await confirm(requester, requestId), 200, requestBody)
  const remindAt = minutesAfter(window.start, -120)

  await runJobsAt(minutesAfter(window.start, -121))
  expect(await kindsOf(requester, requestId)).not.toContain('pickup-reminder')

  await runJobsAt(remindAt)
  await runJobsAt(remindAt)
  await runJobsAt(minutesAfter(window.start, -60))
  expect((await kindsOf(requester, requestId)).filter((kind) => kind === 'pickup-reminder')).toHaveLength(1)
  expect((await kindsOf(donor, requestId)).filter((kind) => kind === 'pickup-reminder')).toHaveLength(1)

  await runJobsAt(minutesAfter(window.end, 59))
  expect(await kindsOf(donor, requestId)).not.toContain('outcome-due')
  await runJobsAt(minutesAfter(window.end, 60))
  await runJobsAt(minutesAfter(window.end, 61))
  expect((await kindsOf(donor, requestId)).filter((kind) => kind === 'outcome-due')).toHaveLength(1)
  expect(await kindsOf(requester, requestId)).not.toContain('outcome-due')
  expect((await storedRequest(requestId))?.dueAt).toBeNull()
  expect((await myRequest(requester, requestId))?.status).toBe('Accepted')
})

test('the calendar file: 409 before acceptance; then one VEVENT with a stable UID, the window in UTC, the summary and location, GEO for the two people', async () => {
  const point = { lat: 51.507351, lng: -0.127758 }
  const { donor, requester, stranger, requestId, window, foodName } = await (async () => {
    const stranger = await signUpUser()
    const foodName = `Lentil soup ${uniqueWord()}`
    const pickup = await askedInWindow(240, { foodName, location: 'Market Square 3', coordinates: point })
    return { ...pickup, stranger, foodName }
  })()
  expectError(await get(`/request/${requestId}/calendar.ics`, { as: bearer(requester) }), 409)
  await moveTo(donor, requestId, 'Accepted')

  const file = await get(`/request/${requestId}/calendar.ics`, { as: bearer(requester) })
  expect(file.status).toBe(200)
  expect(file.headers['content-type']).toMatch(/^text\/calendar/)
  const text = file.text.replace(/\r\n[ \t]/g, '')
  const utc = (iso: string) => iso.replace(/[-:]/g, '').replace(/\.\d{3}/, '')
  expect(text.match(/BEGIN:VEVENT/g)).toHaveLength(1)
  expect(text).toContain(`UID:${requestId}@foodshare`)
  expect(text).toMatch(new RegExp(`DTSTART(;VALUE=DATE-TIME)?:${utc(window.start)}\\r\\n`))
  expect(text).toMatch(new RegExp(`DTEND(;VALUE=DATE-TIME)?:${utc(window.end)}\\r\\n`))
  expect(text).toContain(`SUMMARY:Pick up ${foodName}`)
  expect(text).toContain('LOCATION:Market Square 3')
  expect(text).toContain(`GEO:${point.lat};${point.lng}`)

  const again = await get(`/request/${requestId}/calendar.ics`, { as: bearer(donor) })
  expect(again.text).toContain(`UID:${requestId}@foodshare`)
  expectError(await get(`/request/${requestId}/calendar.ics`, { as: bearer(stranger) }), 403)
})

test('a release, a confirmation and a donor move racing settle to exactly one outcome, portions never freed twice (10 rounds)', async () => {
  for (let round = 0; round < 10; round++) {
    const { donor, requester, foodId, requestId } = await askedInWindow(300)
    const accepted = await moveTo(donor, requestId, 'Accepted')
    const confirmBy = new Date(accepted.confirmBy ?? '')

    const [job, confirmed, moved] = await Promise.all([
      runJobsAt(confirmBy),
      confirm(requester, requestId),
      patch(`/request/${requestId}`, { as: bearer(donor), body: { status: 'No-show' } }),
    ])

    const status = (await storedRequest(requestId))?.status
    // The portions are freed once, by whichever closed the request.
    expect((await storedFood(foodId))?.portionsReserved).toBe(0)
    const released = (await kindsOf(requester, requestId)).filter((kind) => kind === 'request-released')
    const events = expectBody(await get(`/request/${requestId}/messages`, { as: bearer(donor) }), 200, messageList)
    const closing = events.filter(
      (message) => message.kind === 'request-released' || message.kind === 'request-no-show',
    )
    expect(closing).toHaveLength(1)
    if (status === 'Released') {
      // Released first: the confirmation and the no-show found a closed request.
      expect(tally([confirmed, moved])).toEqual({ 409: 2 })
      expect(released).toHaveLength(1)
      expect(job.released).toBeGreaterThanOrEqual(1)
    } else {
      // Confirmed or marked first: no release, whatever order the other two took.
      expect(status).toBe('No-show')
      expect(moved.status).toBe(200)
      expect(released).toHaveLength(0)
    }
  }
})
