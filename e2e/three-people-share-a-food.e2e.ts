import type { Page } from 'playwright-core'
import { expect } from 'vitest'
import { copy } from '../functions/src/shared/copy'
import { paths } from '../web/src/config/paths'
import { expectAccessible } from './support/axe'
import { addFoodAs, tableRow, uniqueFoodName } from './support/foods'
import { journey } from './support/journey'
import { dialog, see, seeDialog, seeNo, seePath, seeText, seeToast } from './support/see'
import { callApi, logInThroughUi, startApiSession } from './support/users'
import { loopText } from '../web/src/texts/requests'
import { signUpUser } from '../functions/src/test/users'
import { buildFoodInput } from '../functions/src/test/builders'

interface Figures {
  portions: number
  donors: number
  foods: number
}

/** The home strip's figures, as a visitor reads them ("12 portions shared by 3 donors", "7 foods posted"). */
async function homeFigures(page: Page): Promise<Figures> {
  await page.goto(paths.home)
  const strip = await see(page.getByRole('region', { name: loopText.impact.label }), 'the impact figures')
  const text = (await strip.textContent()) ?? ''
  const shared = /(\d+) portions? shared by (\d+) donors?/.exec(text)
  const posted = /(\d+) foods? posted/.exec(text)
  if (!shared || !posted) throw new Error(`The impact strip reads '${text}'`)
  return { portions: Number(shared[1]), donors: Number(shared[2]), foods: Number(posted[1]) }
}

/** The top bar's bell, whatever its count. */
function bell(page: Page) {
  return page.getByRole('banner').getByRole('button', { name: /^Notifications: \d+ unread$/ })
}

/** Opens the bell, which must say `unread`, and waits for the event sentence in its menu. */
async function seeInBell(page: Page, unread: number, sentence: string) {
  await see(
    page.getByRole('button', { name: loopText.bell.label(unread), exact: true }),
    `the bell with ${unread} unread`,
  )
  await bell(page).click()
  const menu = await see(page.getByRole('menu', { name: loopText.bell.menu }), 'the notifications menu')
  return see(menu.getByRole('menuitem', { name: sentence }), `'${sentence}' in the bell`)
}

/** The queue's row of one requester, found by their name (by CSS: a SweetAlert2 popup hides the page from roles). */
function queueRow(page: Page, name: string) {
  return page.locator('tbody tr').filter({ has: page.getByText(name, { exact: true }) })
}

/** Answers one request in the queue: the button, the question, the toast. */
async function answer(page: Page, requester: string, move: keyof typeof loopText.moves, portions: number) {
  const text = loopText.moves[move]
  await queueRow(page, requester).getByRole('button', { name: text.button, exact: true }).click()
  const question = await seeDialog(page, text.title, text.text(requester, portions))
  await question.getByRole('button', { name: text.confirmButton, exact: true }).click()
  await seeToast(page, text.done)
  await see(queueRow(page, requester).getByText(move, { exact: true }), `${requester}'s request ${move}`)
}

journey(
  'a donor shares a food in portions: two people ask, one is accepted and collects, the other is declined',
  async ({ page, newPerson }) => {
    const donor = await signUpUser('sharer', 'Sara Sharer')
    const asha = await signUpUser('asha', 'Asha Asker')
    const bo = await signUpUser('bo', 'Bo Borrower')
    const food = buildFoodInput({ foodName: uniqueFoodName('Journey Biryani'), quantity: 5, location: 'Loop Lane 5' })
    const foodId = await addFoodAs(await startApiSession(donor), food)

    // Asha asks for 2 of the 5 portions through the details page, with a message.
    const ashaPage = await newPerson()
    await ashaPage.goto(paths.details(foodId))
    await seePath(ashaPage, paths.login)
    await logInThroughUi(ashaPage, asha)
    await seePath(ashaPage, paths.details(foodId))
    await seeText(ashaPage, loopText.portionsLeft(5, 5))
    await ashaPage.getByRole('button', { name: copy.details.addToRequest, exact: true }).click()
    const form = await see(dialog(ashaPage, 'Request Food'), 'the request form')
    expect(await form.getByLabel(loopText.form.portions, { exact: true }).inputValue()).toBe('5')
    await form.getByLabel(loopText.form.portions, { exact: true }).fill('2')
    await form.getByLabel(loopText.form.message, { exact: true }).fill('I can come by at 6 pm')
    await expectAccessible(ashaPage, 'the request form with portions and a message')
    await form.getByRole('button', { name: copy.details.request, exact: true }).click()
    await seeDialog(ashaPage, copy.dialog.requestSent)
    await seePath(ashaPage, paths.myRequest)
    await see(tableRow(ashaPage, food.foodName).getByText('Requested', { exact: true }), "Asha's request, Requested")

    // Bo asks for 3 through the API, as any client may.
    await callApi(await startApiSession(bo), 'POST', '/request', {
      foodId,
      requestedTime: '6:30:00 PM',
      portions: 3,
      message: 'Is the <b>rice</b> spicy?',
    })

    // The donor sees both in the bell and on /mypost, and opens the queue.
    await page.goto(paths.myPost)
    await seePath(page, paths.login)
    await logInThroughUi(page, donor)
    await seePath(page, paths.myPost)
    await see(
      tableRow(page, food.foodName).getByText(loopText.myPost.waiting(2), { exact: true }),
      '2 requests waiting',
    )
    await expectAccessible(page, '/mypost with requests waiting')
    const received = await seeInBell(page, 2, loopText.bell.event['request-received'](food.foodName))
    await expectAccessible(page, 'the notifications menu')
    await received.click()
    await seePath(page, paths.foodRequests(foodId))
    await see(
      page.getByRole('heading', { level: 1, name: loopText.queue.heading(food.foodName) }),
      `the queue of '${food.foodName}'`,
    )
    await see(page.getByRole('button', { name: loopText.bell.label(0), exact: true }), 'the bell, all read')
    await see(queueRow(page, asha.displayName).getByText('I can come by at 6 pm', { exact: true }), "Asha's message")
    // Bo's markup is only text.
    await see(queueRow(page, bo.displayName).getByText('Is the <b>rice</b> spicy?', { exact: true }), "Bo's message")
    await see(queueRow(page, bo.displayName).getByText('3 portions', { exact: true }), "Bo's 3 portions")
    await expectAccessible(page, 'the queue of a food')

    await answer(page, asha.displayName, 'Accepted', 2)
    await see(page.getByText(loopText.portionsLeft(3, 5), { exact: true }), '3 of 5 portions left')
    await answer(page, bo.displayName, 'Declined', 3)
    await expectAccessible(page, 'the queue after the answers')

    // Asha is told, and sees where and by when to pick up.
    await ashaPage.goto(paths.myRequest)
    const ashaRow = tableRow(ashaPage, food.foodName)
    await see(ashaRow.getByText('Accepted', { exact: true }), "Asha's request, Accepted")
    await see(ashaRow.getByText(`${loopText.myRequest.pickUpAt}:`, { exact: true }), 'the pickup location')
    await see(ashaRow.getByText(food.expireDateTime, { exact: true }), 'the expiry')
    await expectAccessible(ashaPage, '/myrequest with an Accepted request')
    await seeInBell(ashaPage, 1, loopText.bell.event['request-accepted'](food.foodName))
    await ashaPage.keyboard.press('Escape')

    // Bo is told too.
    const boPage = await newPerson()
    await boPage.goto(paths.myRequest)
    await seePath(boPage, paths.login)
    await logInThroughUi(boPage, bo)
    await seePath(boPage, paths.myRequest)
    await see(tableRow(boPage, food.foodName).getByText('Declined', { exact: true }), "Bo's request, Declined")
    await expectAccessible(boPage, '/myrequest with a Declined request')
    await seeInBell(boPage, 1, loopText.bell.event['request-declined'](food.foodName))

    // Asha collects: the donor says so, and a visitor's home shows 2 more portions shared than
    // just before. Each person is a fresh browser, since a browser keeps /api/stats a minute.
    const before = await homeFigures(await newPerson())
    await answer(page, asha.displayName, 'Collected', 2)
    await seeNo(queueRow(page, asha.displayName).getByRole('button'), 'answers left for a collected request')

    const visitor = await newPerson()
    const after = await homeFigures(visitor)
    expect(after.portions, 'portions shared').toBeGreaterThanOrEqual(before.portions + 2)
    // Foods and donors only count: this food and its donor are among them.
    expect(after.foods, 'foods posted').toBeGreaterThanOrEqual(1)
    expect(after.donors, 'donors').toBeGreaterThanOrEqual(1)
    await expectAccessible(visitor, 'the home with its impact figures')
  },
)
