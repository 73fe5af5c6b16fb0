import { readFile } from 'node:fs/promises'
import type { Page } from 'playwright-core'
import { expect } from 'vitest'
import { buildFoodInput } from '../functions/src/test/builders'
import { signUpUser } from '../functions/src/test/users'
import { paths } from '../web/src/config/paths'
import { loopText } from '../web/src/texts/requests'
import { trustText } from '../web/src/texts/trust'
import { expectAccessible } from './support/axe'
import { addFoodAs, foodCard } from './support/foods'
import { journey } from './support/journey'
import { dialog, dismissToasts, openPage, see, seeDialog, seeNo, seePath, seeToast } from './support/see'
import { callApi, logInThroughUi, startApiSession } from './support/users'

/** The demo moderator the demo data makes (README, Quick start; scripts/seed.ts). */
const DEMO_MODERATOR = { email: 'moderator@foodshare.demo', password: 'Demo-pass1' }

/** A common phone held upright. */
const PHONE = { width: 390, height: 844 }

async function noSidewaysScroll(page: Page, what: string): Promise<void> {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)
  expect(overflow, `sideways scroll on ${what} at ${PHONE.width} px`).toBeLessThanOrEqual(0)
}

/** Picks an option of an MUI select in `scope` by keyboard-free clicks, as a person with a mouse does. */
async function choose(page: Page, label: string, option: string): Promise<void> {
  await page.getByRole('combobox', { name: label }).last().click()
  await page.getByRole('option', { name: option, exact: true }).click()
}

journey(
  'the community keeps itself safe: negative feedback after a no-show, a report, a moderator hides the food and suspends its donor, someone takes their data and leaves',
  async ({ page, newPerson }) => {
    const donor = await signUpUser('safe-donor', 'Dora Donor')
    const requester = await signUpUser('safe-requester', 'Nico Noshow')
    const reporter = await signUpUser('safe-reporter', 'Rita Reporter')
    const food = buildFoodInput({ foodName: `Suspicious Stew ${donor.uid.slice(0, 6)}`, quantity: 2 })
    const donorApi = await startApiSession(donor)
    const foodId = await addFoodAs(donorApi, food)
    const requesterApi = await startApiSession(requester)
    const { insertedId: requestId } = await callApi<{ insertedId: string }>(requesterApi, 'POST', '/request', {
      foodId,
      requestedTime: '10:30:00 AM',
      portions: 1,
    })
    await callApi(donorApi, 'PATCH', `/request/${requestId}`, { status: 'Accepted' })

    // The requester does not come: the donor marks the No-show, then leaves negative feedback with the reason.
    await page.goto(paths.login)
    await logInThroughUi(page, donor)
    await dismissToasts(page)
    await page.goto(paths.foodRequests(foodId))
    const noShow = loopText.moves['No-show']
    await page.getByRole('button', { name: noShow.button, exact: true }).click()
    const question = await seeDialog(page, noShow.title)
    await question.getByRole('button', { name: noShow.confirmButton, exact: true }).click()
    await seeToast(page, noShow.done)
    await dismissToasts(page)
    await page.getByRole('button', { name: trustText.feedback.buttonFor(requester.displayName) }).click()
    const rating = await seeDialog(page, trustText.feedback.title)
    await rating.getByRole('radio', { name: trustText.feedback.ratings.negative }).check()
    await choose(page, trustText.feedback.reason, trustText.feedback.reasons['no-show'])
    await rating.getByLabel(trustText.feedback.comment).fill('Waited half an hour at the door')
    await expectAccessible(page, 'the feedback dialog')
    await rating.getByRole('button', { name: trustText.feedback.send, exact: true }).click()
    await seeToast(page, trustText.feedback.sent)
    await seeNo(page.getByRole('button', { name: trustText.feedback.buttonFor(requester.displayName) }), 'the button')

    // A third person finds the food, reports it, and reports its donor from the donor's profile.
    const reporterPage = await newPerson()
    await reporterPage.goto(paths.login)
    await logInThroughUi(reporterPage, reporter)
    await dismissToasts(reporterPage)
    await openPage(reporterPage, paths.details(foodId))
    await reporterPage.getByRole('button', { name: trustText.report.foodLabel }).click()
    const report = await seeDialog(reporterPage, trustText.report.title.food)
    await choose(reporterPage, trustText.report.reason, trustText.report.reasons['unsafe-food'])
    await report.getByLabel(trustText.report.details).fill('It smelled off at the last pickup')
    await report.getByRole('button', { name: trustText.report.send, exact: true }).click()
    await seeToast(reporterPage, trustText.report.sent)
    await dismissToasts(reporterPage)
    await reporterPage.getByRole('link', { name: donor.displayName, exact: true }).click()
    await see(reporterPage.getByRole('heading', { level: 1, name: donor.displayName }), "the donor's profile")
    await see(reporterPage.getByText(trustText.profile.notEnoughFeedback), 'no feedback counts yet')
    await expectAccessible(reporterPage, 'a profile')
    await reporterPage.getByRole('button', { name: trustText.report.userLabel(donor.displayName) }).click()
    const userReport = await seeDialog(reporterPage, trustText.report.title.user)
    await choose(reporterPage, trustText.report.reason, trustText.report.reasons.scam)
    await userReport.getByRole('button', { name: trustText.report.send, exact: true }).click()
    await seeToast(reporterPage, trustText.report.sent)

    // The demo moderator hides the food, then suspends its donor, on a phone.
    const moderatorPage = await newPerson()
    await moderatorPage.setViewportSize(PHONE)
    await moderatorPage.goto(paths.login)
    await logInThroughUi(moderatorPage, DEMO_MODERATOR)
    await dismissToasts(moderatorPage)
    await moderatorPage.goto(paths.account)
    await moderatorPage.getByRole('link', { name: trustText.nav.moderation }).click()
    await seePath(moderatorPage, paths.moderation)
    const moderation = trustText.moderation
    const foodReport = await see(
      moderatorPage.getByRole('article', { name: `${moderation.reportOf.food}: ${food.foodName}` }),
      'the report of the food',
    )
    await see(foodReport.getByText(moderation.reporters(1)), 'how many reported it')
    await noSidewaysScroll(moderatorPage, paths.moderation)
    await expectAccessible(moderatorPage, 'the moderation queue')
    await foodReport.getByRole('combobox', { name: moderation.action }).click()
    await moderatorPage.getByRole('option', { name: moderation.actions['hide-food'], exact: true }).click()
    await foodReport.getByLabel(moderation.note).fill('Unsafe food reported')
    await foodReport.getByRole('button', { name: moderation.applyLabel(food.foodName) }).click()
    await seeToast(moderatorPage, moderation.done)
    await dismissToasts(moderatorPage)
    const personReport = await see(
      moderatorPage.getByRole('article', { name: `${moderation.reportOf.user}: ${donor.displayName}` }),
      'the report of the donor',
    )
    await personReport.getByRole('combobox', { name: moderation.action }).click()
    await moderatorPage.getByRole('option', { name: moderation.actions['suspend-user'], exact: true }).click()
    await personReport.getByLabel(moderation.note).fill('Repeated unsafe listings')
    await personReport.getByRole('button', { name: moderation.applyLabel(donor.displayName) }).click()
    await seeToast(moderatorPage, moderation.done)
    const log = moderatorPage.getByRole('list', { name: moderation.log })
    await see(log.getByText('Unsafe food reported'), 'the hiding in the log')
    await see(log.getByText('Repeated unsafe listings'), 'the suspension in the log')

    // The food is gone from the lists, and its donor's next call signs them out.
    await openPage(reporterPage, paths.allFood)
    await see(reporterPage.getByRole('article').first(), 'the other foods')
    expect(await foodCard(reporterPage, food.foodName).count()).toBe(0)
    await page.goto(paths.myPost)
    await seePath(page, paths.login)

    // The reporter takes their data, then deletes their account after signing in again.
    await reporterPage.goto(paths.account)
    const downloading = reporterPage.waitForEvent('download')
    await reporterPage.getByRole('button', { name: trustText.account.download, exact: true }).click()
    const download = await downloading
    const exported = await readFile(await download.path(), 'utf8')
    expect(exported).toContain(reporter.email)
    expect(exported).not.toContain(donor.email)
    await seeToast(reporterPage, trustText.account.downloaded)
    await dismissToasts(reporterPage)
    await expectAccessible(reporterPage, 'the account page')
    // Six minutes pass on the reporter's clock: their sign-in is now too old to delete the account with.
    await reporterPage.clock.install({ time: Date.now() + 6 * 60_000 })
    await reporterPage.goto(paths.account)
    await reporterPage.getByRole('button', { name: trustText.account.delete, exact: true }).click()
    const signInAgain = dialog(reporterPage, trustText.account.signInAgainTitle)
    const confirm = dialog(reporterPage, trustText.account.deleteTitle)
    await see(signInAgain, 'the sign-in again dialog, the last sign-in being older than 5 minutes')
    await seeNo(confirm, 'the confirmation before signing in again')
    await expectAccessible(reporterPage, 'the sign-in again dialog')
    await signInAgain.getByLabel(trustText.account.password).fill(reporter.password)
    await signInAgain.getByRole('button', { name: trustText.account.confirmSignIn, exact: true }).click()
    for (const item of trustText.account.deleteItems)
      await see(confirm.getByText(item), `what will be deleted: ${item}`)
    await see(confirm.getByText(trustText.account.deleteKeeps), 'what stays')
    await confirm.getByRole('button', { name: trustText.account.deleteConfirm, exact: true }).click()
    await seeToast(reporterPage, trustText.account.deleted)
    await seePath(reporterPage, paths.home)
    await reporterPage.goto(paths.account)
    await seePath(reporterPage, paths.login)
  },
  {
    allowConsoleErrors: [
      // Firebase Auth's client looks up the suspended (disabled) account and is refused: that is how it learns to sign out.
      /status of 400 .*identitytoolkit.googleapis.com\/v1\/accounts:lookup/,
      // The suspension and the deletion end the server's sessions: a page still open may ask for
      // its counts once more (the top bar's unread messages and notifications), and a page opened
      // again asks for its screen's data on the session cookie (the donor's /mypost, as the browser
      // remembers them), and the 401 that answers signs it out, as for any revoked session.
      // Chromium logs the 401.
      /status of 401 .*localhost:5000\/api\/(unread|notifications|posted)/,
    ],
  },
)
