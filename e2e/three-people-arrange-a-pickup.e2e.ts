import { readFile } from 'node:fs/promises'
import type { Locator, Page } from 'playwright-core'
import { expect } from 'vitest'
import { copy } from '../functions/src/shared/copy'
import { loopText } from '../web/src/texts/requests'
import { paths } from '../web/src/config/paths'
import { messagesText } from '../web/src/texts/messages'
import { pickupText } from '../web/src/texts/pickup'
import { statusText } from '../web/src/texts/foods'
import { APP_URL } from '../scripts/stack-config'
import { expectAccessible } from './support/axe'
import { fillFoodForm, tableRow, uniqueFoodName } from './support/foods'
import { runJobsAt } from './support/jobs'
import { journey } from './support/journey'
import { dialog, dismissToasts, openPage, see, seeDialog, seePath, seeToast } from './support/see'
import { callApi, logInThroughUi, startApiSession } from './support/users'
import { signUpUser } from '../functions/src/test/users'

const HOUR_MS = 3_600_000

/** A moment as a `datetime-local` input holds it: the browser runs on this machine, in its time zone. */
function localInput(at: Date): string {
  const pad = (n: number) => String(n).padStart(2, '0')
  return `${at.getFullYear()}-${pad(at.getMonth() + 1)}-${pad(at.getDate())}T${pad(at.getHours())}:${pad(at.getMinutes())}`
}

/** The next whole quarter hour `hours` from now. */
function hoursFromNow(hours: number): Date {
  const at = new Date(Date.now() + hours * HOUR_MS)
  at.setMinutes(Math.ceil(at.getMinutes() / 15) * 15, 0, 0)
  return at
}

/** The queue's row of one requester, by their name (by CSS: a SweetAlert2 popup hides the page from roles). */
function queueRow(page: Page, name: string): Locator {
  return page.locator('tbody tr').filter({ has: page.getByText(name, { exact: true }) })
}

/** The donor answers one request in the queue: the button, the question, the toast. */
async function answer(page: Page, requester: string, move: 'Accepted', portions: number) {
  const text = loopText.moves[move]
  await queueRow(page, requester).getByRole('button', { name: text.button, exact: true }).click()
  const question = await seeDialog(page, text.title, text.text(requester, portions))
  await question.getByRole('button', { name: text.confirmButton, exact: true }).click()
  await seeToast(page, text.done)
  await dismissToasts(page)
}

/** Asks for the food on its details page, choosing the window at `windowIndex` of the open ones. */
async function askFor(page: Page, foodId: string, windowIndex: number, message: string) {
  await openPage(page, paths.details(foodId))
  await page.getByRole('button', { name: copy.details.addToRequest, exact: true }).click()
  const form = await see(dialog(page, 'Request Food'), 'the request form')
  const windows = form.getByRole('radiogroup', { name: pickupText.request.legend })
  await see(windows.getByRole('radio'), "the food's pickup windows")
  expect(await windows.getByRole('radio').count()).toBe(2)
  await form.getByLabel(loopText.form.portions, { exact: true }).fill('1')
  await form.getByLabel(loopText.form.message, { exact: true }).fill(message)
  await windows.getByRole('radio').nth(windowIndex).check()
  await form.getByRole('button', { name: copy.details.request, exact: true }).click()
  await seeDialog(page, copy.dialog.requestSent)
  await seePath(page, paths.myRequest)
}

/** The thread's log of messages. */
function threadLog(page: Page): Locator {
  return page.getByRole('log', { name: messagesText.thread.log })
}

/** Writes in the open thread and sends with Enter, as a person at a keyboard does. */
async function write(page: Page, text: string) {
  const box = page.getByRole('textbox', { name: messagesText.thread.field })
  await box.click()
  await page.keyboard.type(text)
  await page.keyboard.press('Enter')
  await see(threadLog(page).getByText(text, { exact: true }), `'${text}' sent`)
}

/** Opens the bell and waits for the event sentence in its menu; Escape closes it again. */
async function seeInBell(page: Page, sentence: string) {
  await page.reload()
  await page
    .getByRole('banner')
    .getByRole('button', { name: /^Notifications: \d+ unread$/ })
    .click()
  const menu = await see(page.getByRole('menu', { name: loopText.bell.menu }), 'the notifications menu')
  await see(menu.getByRole('menuitem', { name: sentence }), `'${sentence}' in the bell`)
  await page.keyboard.press('Escape')
}

journey(
  'three people arrange a pickup: windows, messages without reload, an unconfirmed acceptance released, a confirmed one in a calendar',
  async ({ page, newPerson }) => {
    const donor = await signUpUser('arranger', 'Dina Donor')
    const asha = await signUpUser('asha', 'Asha Asker')
    const bo = await signUpUser('bo', 'Bo Borrower')
    const foodName = uniqueFoodName('Journey Khichuri')
    const early = { start: hoursFromNow(3), end: hoursFromNow(4) }
    const late = { start: hoursFromNow(6), end: hoursFromNow(7) }

    // The donor posts a food with two pickup windows, in local time.
    await page.goto(paths.addFood)
    await seePath(page, paths.login)
    await logInThroughUi(page, donor)
    await seePath(page, paths.addFood)
    await dismissToasts(page)
    const form = page.getByRole('form', { name: copy.addFood.heading })
    await fillFoodForm(form, {
      foodName,
      foodImg: `${APP_URL}/demo/lentil-curry.svg`,
      quantity: 1,
      location: 'Window Way 2',
      days: 2,
    })
    const add = form.getByRole('button', { name: pickupText.form.add, exact: true })
    for (const [index, window] of [early, late].entries()) {
      await add.click()
      await form.getByLabel(pickupText.form.start(index + 1), { exact: true }).fill(localInput(window.start))
      await form.getByLabel(pickupText.form.end(index + 1), { exact: true }).fill(localInput(window.end))
    }
    await expectAccessible(page, 'the add form with two pickup windows')
    await form.getByRole('button', { name: 'Add Food', exact: true }).click()
    await seeDialog(page, copy.dialog.added)
    const donorApi = await startApiSession(donor)
    const posted = await callApi<{ _id: string; foodName: string; pickupWindows?: { start: string }[] }[]>(
      donorApi,
      'GET',
      `/posted?email=${encodeURIComponent(donor.email)}`,
    )
    const food = posted.find((shown) => shown.foodName === foodName)
    if (!food) throw new Error(`'${foodName}' is not among the donor's foods`)
    expect(food.pickupWindows?.map(({ start }) => Date.parse(start))).toEqual([
      early.start.getTime(),
      late.start.getTime(),
    ])

    // Bo asks for the early window, Asha for the late one.
    const boPage = await newPerson()
    await boPage.goto(paths.login)
    await logInThroughUi(boPage, bo)
    await askFor(boPage, food._id, 0, 'Could I come early?')
    const ashaPage = await newPerson()
    await ashaPage.goto(paths.login)
    await logInThroughUi(ashaPage, asha)
    await askFor(ashaPage, food._id, 1, 'I can come in the evening')

    // Asha opens the conversation from her request; her message to the donor is its first.
    await tableRow(ashaPage, foodName)
      .getByRole('link', { name: messagesText.openAbout(foodName) })
      .click()
    await see(
      ashaPage.getByRole('heading', { level: 1, name: messagesText.thread.heading(donor.displayName) }),
      'the thread with the donor',
    )
    await see(threadLog(ashaPage).getByText('I can come in the evening', { exact: true }), "Asha's request message")

    // The donor sees both in the queue and answers Asha in her thread.
    await page.goto(paths.foodRequests(food._id))
    await see(queueRow(page, asha.displayName), "Asha's request in the queue")
    await see(queueRow(page, bo.displayName), "Bo's request in the queue")
    await expectAccessible(page, 'the queue with pickup windows')
    await queueRow(page, asha.displayName)
      .getByRole('link', { name: messagesText.openWith(asha.displayName) })
      .click()
    await see(
      page.getByRole('heading', { level: 1, name: messagesText.thread.heading(asha.displayName) }),
      'the thread with Asha',
    )
    await write(page, 'Evening is fine, ring twice')

    // Asha sees it without reloading, answers, and the donor sees her answer the same way.
    await see(
      threadLog(ashaPage).getByText('Evening is fine, ring twice', { exact: true }),
      "the donor's answer, unreloaded",
    )
    await write(ashaPage, 'Thank you, see you then')
    await see(threadLog(page).getByText('Thank you, see you then', { exact: true }), "Asha's answer, unreloaded")
    await see(
      threadLog(ashaPage).getByText(new RegExp(`· ${messagesText.thread.seen}$`)),
      "'Seen' under Asha's message",
    )
    await ashaPage.setViewportSize({ width: 390, height: 844 })
    await expectAccessible(ashaPage, 'a thread at 390 px')
    await ashaPage.setViewportSize({ width: 1280, height: 900 })

    // Bo writes from his list of requests; the donor finds it in /messages.
    await boPage.goto(paths.myRequest)
    await tableRow(boPage, foodName)
      .getByRole('link', { name: messagesText.openAbout(foodName) })
      .click()
    await write(boPage, 'Is it still warm?')
    await page.goto(paths.messages)
    const boConversation = page
      .getByRole('list', { name: messagesText.listLabel })
      .getByRole('link', { name: new RegExp(messagesText.about(bo.displayName, foodName)) })
    await see(boConversation.getByText('Is it still warm?', { exact: true }), "Bo's message in the list")
    await expectAccessible(page, '/messages')

    // The donor accepts Bo, who does not confirm in time: the job, run past his confirm-by time,
    // releases the portion, and Asha, still waiting, is told it is free.
    await page.goto(paths.foodRequests(food._id))
    await answer(page, bo.displayName, 'Accepted', 1)
    await see(queueRow(page, bo.displayName).getByText(pickupText.queue.waiting, { exact: true }), 'Bo unconfirmed')
    await boPage.goto(paths.myRequest)
    await see(tableRow(boPage, foodName).getByText(/^Confirm pickup by /), "Bo's confirm-by time")
    await runJobsAt(new Date(Date.now() + 2 * HOUR_MS + 10 * 60_000))
    await page.reload()
    await see(queueRow(page, bo.displayName).getByText(statusText.Released ?? '', { exact: true }), 'Bo released')
    await seeInBell(ashaPage, loopText.bell.event['portions-free'](foodName))
    await seeInBell(boPage, loopText.bell.event['request-released'](foodName))
    await see(tableRow(boPage, foodName).getByText('Released', { exact: true }), "Bo's request, Released")

    // The donor accepts Asha, who confirms and takes the pickup into her calendar.
    await answer(page, asha.displayName, 'Accepted', 1)
    await ashaPage.goto(paths.myRequest)
    const ashaRow = tableRow(ashaPage, foodName)
    await see(ashaRow.getByText(/^Confirm pickup by /), "Asha's confirm-by time")
    await expectAccessible(ashaPage, '/myrequest with a pickup to confirm')
    await ashaRow.getByRole('button', { name: pickupText.confirm, exact: true }).click()
    await see(ashaRow.getByText(pickupText.confirmed, { exact: true }), 'the pickup confirmed')
    const [download] = await Promise.all([
      ashaPage.waitForEvent('download'),
      ashaRow.getByRole('link', { name: pickupText.addToCalendar, exact: true }).click(),
    ])
    const calendar = await readFile(await download.path(), 'utf8')
    expect(calendar).toContain('BEGIN:VEVENT')
    expect(calendar).toContain(`SUMMARY:Pick up ${foodName}`)
    await page.reload()
    await see(queueRow(page, asha.displayName).getByText(pickupText.queue.confirmed, { exact: true }), 'Asha confirmed')

    // The same screens work on a phone.
    await ashaPage.setViewportSize({ width: 390, height: 844 })
    await see(ashaPage.getByText(pickupText.confirmed, { exact: true }), 'the confirmation at 390 px')
    await expectAccessible(ashaPage, '/myrequest with a confirmed pickup, at 390 px')
    await ashaPage.goto(paths.messages)
    await see(ashaPage.getByRole('list', { name: messagesText.listLabel }), 'the conversations at 390 px')
    await expectAccessible(ashaPage, '/messages at 390 px')
  },
)
