import type { Page } from 'playwright-core'
import { expect } from 'vitest'
import { copy } from '../functions/src/shared/copy'
import { paths } from '../web/src/config/paths'
import { expectAccessible } from './support/axe'
import { addFoodAs, tableRow, uniqueFoodName } from './support/foods'
import { journey } from './support/journey'
import { dialog, openPage, see, seeDialog, seePath, seeText, seeToast } from './support/see'
import { callApi, logInThroughUi, startApiSession } from './support/users'
import { loopText } from '../web/src/texts/requests'
import { trustText } from '../web/src/texts/trust'
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
  'a donor shares a food in portions: three people ask, one is accepted and collects, one is declined, one gets fewer than asked',
  async ({ page, newPerson }) => {
    const donor = await signUpUser('sharer', 'Sara Sharer')
    const asha = await signUpUser('asha', 'Asha Asker')
    const bo = await signUpUser('bo', 'Bo Borrower')
    const cy = await signUpUser('cy', 'Cy Cook')
    const food = buildFoodInput({ foodName: uniqueFoodName('Journey Biryani'), quantity: 5, location: 'Loop Lane 5' })
    const foodId = await addFoodAs(await startApiSession(donor), food)

    // Asha asks for 2 of the 5 portions through the details page, with a message.
    const ashaPage = await newPerson()
    await openPage(ashaPage, paths.details(foodId))
    await seePath(ashaPage, paths.login)
    await logInThroughUi(ashaPage, asha)
    await seePath(ashaPage, paths.details(foodId))
    await seeText(ashaPage, loopText.portionsLeft(5, 5))
    await ashaPage.getByRole('button', { name: copy.details.addToRequest, exact: true }).click()
    const form = await see(dialog(ashaPage, 'Request Food'), 'the request form')
    expect(await form.getByLabel(loopText.form.portions, { exact: true }).inputValue()).toBe('5')
    // What is asked by default, in words beside the field.
    await see(
      form.getByText(`${loopText.portionsLeft(5, 5)}. ${loopText.form.portionsDefault(5)}`, { exact: true }),
      'the default portions in words',
    )
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
    // Cy asks for 4, more than will be left once Asha is accepted.
    await callApi(await startApiSession(cy), 'POST', '/request', { foodId, requestedTime: '7:00:00 PM', portions: 4 })

    // The donor sees both in the bell and on /mypost, and opens the queue.
    await page.goto(paths.myPost)
    await seePath(page, paths.login)
    await logInThroughUi(page, donor)
    await seePath(page, paths.myPost)
    await see(
      tableRow(page, food.foodName).getByText(loopText.myPost.waiting(3), { exact: true }),
      '3 requests waiting',
    )
    await expectAccessible(page, '/mypost with requests waiting')
    // The bell says who asked and how much.
    const received = await seeInBell(
      page,
      3,
      loopText.bell.event['request-received'](food.foodName, { who: bo.displayName, portions: 3 }),
    )
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

    // 3 are left and Cy asked for 4: the donor keeps the 3 for Cy.
    const accept = loopText.moves.Accepted
    await queueRow(page, cy.displayName).getByRole('button', { name: accept.button, exact: true }).click()
    const question = await seeDialog(page, accept.title, accept.text(cy.displayName, 4))
    const kept = question.getByLabel(loopText.queue.keep(3), { exact: true })
    expect(await kept.inputValue(), 'the portions offered: all that are left').toBe('3')
    await kept.fill('4')
    await question.getByRole('button', { name: accept.confirmButton, exact: true }).click()
    await see(question.getByText(loopText.form.portionsInvalid(3), { exact: true }), 'no more than the 3 left')
    await kept.fill('3')
    await question.getByRole('button', { name: accept.confirmButton, exact: true }).click()
    await seeToast(page, accept.done)
    await see(queueRow(page, cy.displayName).getByText('Accepted', { exact: true }), "Cy's request Accepted")
    await see(queueRow(page, cy.displayName).getByText('3 portions', { exact: true }), "Cy's 3 portions kept")
    await see(page.getByText(loopText.portionsLeft(0, 5), { exact: true }), '0 of 5 portions left')
    await expectAccessible(page, 'the queue after the answers')

    // Cy is told how many were kept.
    const cyPage = await newPerson()
    await cyPage.goto(paths.myRequest)
    await seePath(cyPage, paths.login)
    await logInThroughUi(cyPage, cy)
    await seePath(cyPage, paths.myRequest)
    await see(tableRow(cyPage, food.foodName).getByText('3 portions', { exact: true }), "Cy's row: 3 portions")
    await seeInBell(
      cyPage,
      1,
      loopText.bell.event['request-accepted'](food.foodName, { portions: 3, portionsAsked: 4 }),
    )

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
    // No answer is left for a collected request: the donor may only rate the handover.
    const collected = queueRow(page, asha.displayName)
    await see(collected.getByRole('button', { name: trustText.feedback.buttonFor(asha.displayName) }), 'Leave feedback')
    expect(await collected.getByRole('button').count()).toBe(1)
    await ashaPage.reload()
    await seeInBell(ashaPage, 1, loopText.bell.event['pickup-collected'](food.foodName))
    await ashaPage.keyboard.press('Escape')

    const visitor = await newPerson()
    const after = await homeFigures(visitor)
    expect(after.portions, 'portions shared').toBeGreaterThanOrEqual(before.portions + 2)
    // Foods and donors only count: this food and its donor are among them.
    expect(after.foods, 'foods posted').toBeGreaterThanOrEqual(1)
    expect(after.donors, 'donors').toBeGreaterThanOrEqual(1)
    await expectAccessible(visitor, 'the home with its impact figures')
  },
)
