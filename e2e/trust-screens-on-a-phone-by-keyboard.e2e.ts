import type { Locator, Page } from 'playwright-core'
import { expect } from 'vitest'
import { buildFoodInput } from '../functions/src/test/builders'
import { signUpUser } from '../functions/src/test/users'
import { paths } from '../web/src/config/paths'
import { trustText } from '../web/src/texts/trust'
import { expectAccessible } from './support/axe'
import { addFoodAs } from './support/foods'
import { journey } from './support/journey'
import { expectFocusReturnsTo, tabTo } from './support/keyboard'
import { dismissToasts, openPage, see, seeDialog, seeNo, seeToast } from './support/see'
import { callApi, logInThroughUi, startApiSession } from './support/users'

/** The demo moderator the demo data makes (README, Quick start; scripts/seed.ts). */
const DEMO_MODERATOR = { email: 'moderator@foodshare.demo', password: 'Demo-pass1' }

/** A common phone held upright. */
const PHONE = { width: 390, height: 844 }

/** The screen as a phone shows it: nothing wider than it, and no WCAG 2.2 AA violation. */
async function expectFitsThePhone(page: Page, what: string): Promise<void> {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)
  expect(overflow, `sideways scroll on ${what} at ${PHONE.width} px`).toBeLessThanOrEqual(0)
  await expectAccessible(page, `${what} at ${PHONE.width} px`)
}

/** Opens a select that has focus with the arrow keys, moves `down` options and takes the one reached. */
async function chooseByArrows(page: Page, select: Locator, down: number, expected: string): Promise<void> {
  await page.keyboard.press('ArrowDown')
  await see(page.getByRole('listbox'), 'the choices')
  for (let step = 0; step < down; step++) await page.keyboard.press('ArrowDown')
  await page.keyboard.press('Enter')
  await seeNo(page.getByRole('listbox'), 'the choices closed')
  await expectFocusReturnsTo(select, 'the select')
  await expect.poll(() => select.textContent()).toBe(expected)
}

/** Focus on a heading, with its ring showing: where a keyboard user goes on once the control they used is gone. */
async function expectFocusOnHeading(page: Page, after: string): Promise<void> {
  const focused = () =>
    page.evaluate(() => {
      const active = document.activeElement
      if (!active || !/^H[1-6]$/.test(active.tagName)) return `<${active?.tagName.toLowerCase() ?? 'nothing'}>`
      const style = getComputedStyle(active)
      const ring = active.matches(':focus-visible') && style.outlineStyle !== 'none'
      return ring ? 'a heading with a ring' : 'a heading without a visible ring'
    })
  await expect.poll(focused, { message: `focus after ${after}` }).toBe('a heading with a ring')
}

journey(
  'on a 390 px phone and by keyboard alone, people leave feedback, report a food and a message, block from a profile and a conversation, a moderator acts on a report, and someone signs in again to delete their account',
  async ({ page, newPerson }) => {
    await page.setViewportSize(PHONE)
    const donor = await signUpUser('kb-trust-donor', 'Dana Keys')
    const requester = await signUpUser('kb-trust-requester', 'Ravi Tabs')
    const food = buildFoodInput({ foodName: `Keyboard Curry ${donor.uid.slice(0, 6)}`, quantity: 2 })
    const donorApi = await startApiSession(donor)
    const foodId = await addFoodAs(donorApi, food)
    const requesterApi = await startApiSession(requester)
    const { insertedId: requestId } = await callApi<{ insertedId: string }>(requesterApi, 'POST', '/request', {
      foodId,
      requestedTime: '10:30:00 AM',
      portions: 1,
    })
    await callApi(donorApi, 'PATCH', `/request/${requestId}`, { status: 'Accepted' })
    await callApi(donorApi, 'PATCH', `/request/${requestId}`, { status: 'No-show' })

    // The donor leaves negative feedback with its reason, by keyboard, from the queue.
    await page.goto(paths.login)
    await logInThroughUi(page, donor)
    await dismissToasts(page)
    await page.goto(paths.foodRequests(foodId))
    const feedbackButton = page.getByRole('button', { name: trustText.feedback.buttonFor(requester.displayName) })
    await tabTo(page, feedbackButton, 'Leave feedback')
    await page.keyboard.press('Enter')
    const rating = await seeDialog(page, trustText.feedback.title)
    const positive = rating.getByRole('radio', { name: trustText.feedback.ratings.positive })
    await tabTo(page, positive, 'the rating')
    await page.keyboard.press('ArrowRight')
    expect(await rating.getByRole('radio', { name: trustText.feedback.ratings.negative }).isChecked()).toBe(true)
    const reason = rating.getByRole('combobox', { name: trustText.feedback.reason })
    await tabTo(page, reason, 'the reason')
    await chooseByArrows(page, reason, 0, trustText.feedback.reasons['no-show'])
    await tabTo(page, rating.getByRole('textbox', { name: trustText.feedback.comment }), 'the comment')
    await page.keyboard.type('Never came to the door')
    await expectFitsThePhone(page, 'the feedback dialog')
    await tabTo(page, rating.getByRole('button', { name: trustText.feedback.send, exact: true }), 'Send feedback')
    await page.keyboard.press('Enter')
    await seeToast(page, trustText.feedback.sent)
    await seeNo(feedbackButton, 'Leave feedback, once it is sent')
    // The button that opened the dialog is gone: focus goes to the nearest heading.
    await expectFocusOnHeading(page, 'sending feedback')
    await dismissToasts(page)

    // The requester reports the food from its details page, by keyboard.
    const person = await newPerson()
    await person.setViewportSize(PHONE)
    await person.goto(paths.login)
    await logInThroughUi(person, requester)
    await dismissToasts(person)
    await openPage(person, paths.details(foodId))
    const reportButton = person.getByRole('button', { name: trustText.report.foodLabel })
    await tabTo(person, reportButton, 'Report this food', 80)
    await person.keyboard.press('Enter')
    const report = await seeDialog(person, trustText.report.title.food)
    const reportReason = report.getByRole('combobox', { name: trustText.report.reason })
    await tabTo(person, reportReason, 'the reason')
    await chooseByArrows(person, reportReason, 1, trustText.report.reasons['unsafe-food'])
    await expectFitsThePhone(person, 'the report dialog')
    await tabTo(person, report.getByRole('button', { name: trustText.report.send, exact: true }), 'Send report')
    await person.keyboard.press('Enter')
    await seeToast(person, trustText.report.sent)
    await seeNo(report, 'the report dialog, once sent')
    await expectFocusReturnsTo(reportButton, 'Report this food')
    await dismissToasts(person)

    // They block the donor from the donor's profile, by keyboard.
    const donorLink = await person.getByRole('link', { name: donor.displayName, exact: true }).getAttribute('href')
    await person.goto(donorLink ?? paths.home)
    await see(person.getByRole('heading', { level: 1, name: donor.displayName }), "the donor's profile")
    await expectFitsThePhone(person, "someone else's profile")
    const blockButton = person.getByRole('button', { name: trustText.block.buttonLabel(donor.displayName) })
    await tabTo(person, blockButton, 'Block')
    await person.keyboard.press('Enter')
    await seeDialog(person, trustText.block.confirmTitle(donor.displayName))
    await person.keyboard.press('Enter')
    await seeToast(person, trustText.block.done(donor.displayName))
    await expectFocusReturnsTo(blockButton, 'Block')
    await dismissToasts(person)

    // /account lists the donor; Unblock by keyboard hands focus to the list's heading.
    await person.goto(paths.account)
    const blocked = person.getByRole('list', { name: trustText.account.blocked })
    await see(blocked.getByText(donor.displayName), 'the blocked donor')
    await expectFitsThePhone(person, '/account with one blocked person')
    await tabTo(
      person,
      person.getByRole('button', { name: trustText.block.unblockLabel(donor.displayName) }),
      'Unblock',
    )
    await person.keyboard.press('Enter')
    await seeToast(person, trustText.block.unblocked(donor.displayName))
    await see(person.getByText(trustText.account.noneBlocked), 'nobody blocked')
    await expectFocusReturnsTo(person.getByRole('heading', { name: trustText.account.blocked }), 'the blocked heading')
    await expectFocusOnHeading(person, 'unblocking')
    expect(await callApi<unknown[]>(requesterApi, 'GET', '/blocks')).toEqual([])

    // The demo moderator hides the food by keyboard, on a phone.
    const moderator = await newPerson()
    await moderator.setViewportSize(PHONE)
    await moderator.goto(paths.login)
    await logInThroughUi(moderator, DEMO_MODERATOR)
    await dismissToasts(moderator)
    await moderator.goto(paths.moderation)
    const moderation = trustText.moderation
    const foodReport = await see(
      moderator.getByRole('article', { name: `${moderation.reportOf.food}: ${food.foodName}` }),
      'the report of the food',
    )
    await expectFitsThePhone(moderator, '/moderation with an open report')
    // Other runs leave reports open too: start from this report's heading.
    await foodReport.getByRole('heading').evaluate((heading) => {
      heading.setAttribute('tabindex', '-1')
      ;(heading as HTMLElement).focus()
    })
    const action = foodReport.getByRole('combobox', { name: moderation.action })
    await tabTo(moderator, action, 'the action')
    await chooseByArrows(moderator, action, 1, moderation.actions['hide-food'])
    await tabTo(moderator, foodReport.getByRole('textbox', { name: moderation.note }), 'the note')
    await moderator.keyboard.type('Hidden after a keyboard check')
    await tabTo(moderator, foodReport.getByRole('button', { name: moderation.applyLabel(food.foodName) }), 'Apply')
    await moderator.keyboard.press('Enter')
    await seeToast(moderator, moderation.done)
    await seeNo(foodReport, 'the closed report')
    await expectFocusReturnsTo(moderator.getByRole('heading', { name: moderation.open }), 'the open reports heading')
    await expectFocusOnHeading(moderator, 'closing the report')
    await see(
      moderator.getByRole('list', { name: moderation.log }).getByText('Hidden after a keyboard check'),
      'the log',
    )

    // In their conversation, the requester reports the donor's message, then blocks the donor from its menu.
    const rude = 'Nobody waits for you twice'
    await callApi(donorApi, 'POST', `/request/${requestId}/messages`, { text: rude })
    await person.goto(paths.thread(requestId))
    await see(person.getByText(rude), "the donor's message")
    await expectFitsThePhone(person, 'a conversation')
    const reportMessage = person.getByRole('button', { name: trustText.report.messageLabel }).last()
    await tabTo(person, reportMessage, 'Report this message', 80)
    await person.keyboard.press('Enter')
    const messageReport = await seeDialog(person, trustText.report.title.message)
    const messageReason = messageReport.getByRole('combobox', { name: trustText.report.reason })
    await tabTo(person, messageReason, 'the reason')
    await chooseByArrows(person, messageReason, 2, trustText.report.reasons.offensive)
    await expectFitsThePhone(person, 'the message report dialog')
    await tabTo(person, messageReport.getByRole('button', { name: trustText.report.send, exact: true }), 'Send report')
    await person.keyboard.press('Enter')
    await seeToast(person, trustText.report.sent)
    await seeNo(messageReport, 'the message report dialog, once sent')
    await expectFocusReturnsTo(reportMessage, 'Report this message')
    await dismissToasts(person)
    const more = person.getByRole('button', { name: trustText.block.more })
    await tabTo(person, more, 'More actions', 80)
    await person.keyboard.press('Enter')
    const menu = await see(person.getByRole('menu'), 'the conversation menu')
    await expectFitsThePhone(person, 'the conversation menu')
    await person.keyboard.press('ArrowDown')
    await expectFocusReturnsTo(
      menu.getByRole('menuitem', { name: trustText.block.buttonLabel(donor.displayName) }),
      'Block in the menu',
    )
    await person.keyboard.press('Enter')
    await seeDialog(person, trustText.block.confirmTitle(donor.displayName))
    await expectFitsThePhone(person, 'the block dialog from a conversation')
    await person.keyboard.press('Enter')
    await seeToast(person, trustText.block.done(donor.displayName))
    await dismissToasts(person)

    // Six minutes later by their clock, they delete their account: signing in again first, by keyboard.
    await person.clock.install({ time: Date.now() + 6 * 60_000 })
    await person.goto(paths.account)
    const account = trustText.account
    await tabTo(person, person.getByRole('button', { name: account.delete, exact: true }), 'Delete my account', 80)
    await person.keyboard.press('Enter')
    const signInAgain = await seeDialog(person, account.signInAgainTitle)
    await expectFitsThePhone(person, 'the sign-in again dialog')
    await tabTo(person, signInAgain.getByLabel(account.password), 'the password')
    await person.keyboard.type(requester.password)
    await tabTo(person, signInAgain.getByRole('button', { name: account.confirmSignIn, exact: true }), 'Continue')
    await person.keyboard.press('Enter')
    const deletion = await seeDialog(person, account.deleteTitle)
    await see(deletion.getByText(account.deleteItems[0] ?? ''), 'what will be deleted')
    await expectFitsThePhone(person, 'the delete account dialog')
    await tabTo(person, deletion.getByRole('button', { name: account.deleteConfirm, exact: true }), 'Delete')
    await person.keyboard.press('Enter')
    await seeToast(person, account.deleted)
  },
)
