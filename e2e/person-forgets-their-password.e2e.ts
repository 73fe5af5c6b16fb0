import { expect } from 'vitest'
import { copy } from '../functions/src/shared/copy'
import { AUTH_EMULATOR_HOST, PROJECT_ID } from '../scripts/stack-config'
import { paths } from '../web/src/config/paths'
import { authErrorText, forgotPasswordText, loginReasonText } from '../web/src/texts/auth'
import { expectAccessible } from './support/axe'
import { journey } from './support/journey'
import { dismissToasts, see, seePath, seeToast, toast } from './support/see'
import { signUpUser } from '../functions/src/test/users'

const AUTH_EMULATOR = `http://${AUTH_EMULATOR_HOST}`

/** The out-of-band code of the newest password reset email the Auth emulator "sent" to `email`. */
async function resetCodeFor(email: string): Promise<string> {
  const response = await fetch(`${AUTH_EMULATOR}/emulator/v1/projects/${PROJECT_ID}/oobCodes`)
  const { oobCodes } = (await response.json()) as {
    oobCodes: { email: string; requestType: string; oobCode: string }[]
  }
  const code = oobCodes.filter((sent) => sent.email === email && sent.requestType === 'PASSWORD_RESET').at(-1)
  if (!code) throw new Error(`No password reset email was sent to ${email}`)
  return code.oobCode
}

/** What the reset link's page does: sets the new password with the emailed code. */
async function setNewPassword(oobCode: string, newPassword: string): Promise<void> {
  const response = await fetch(`${AUTH_EMULATOR}/identitytoolkit.googleapis.com/v1/accounts:resetPassword?key=demo`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ oobCode, newPassword }),
  })
  expect(response.status).toBe(200)
}

journey(
  "a visitor sent from a food's details reads why, mistypes the password, resets it by email and logs in, on a phone",
  async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 })
    const user = await signUpUser('forgot')

    // Sent to log in from a food's details: the reason is above the form.
    await page.goto(paths.details('SomeFood123'))
    await seePath(page, paths.login)
    await see(page.getByText(loginReasonText.details), `'${loginReasonText.details}' above the form`)
    await expectAccessible(page, "/login, sent from a food's details")

    // A wrong password reads as a sentence after the spec's prefix, not Firebase's code.
    await page.getByLabel('Email').fill(user.email)
    await page.getByLabel('Password').fill('Wrong-pass1')
    await page.getByRole('button', { name: copy.nav.login, exact: true }).click()
    // The Auth emulator tells a wrong password apart; a project with email enumeration protection does not.
    const wrongPassword = toast(page, copy.toast.somethingWentWrong(authErrorText['auth/wrong-password'] ?? '')).or(
      toast(page, copy.toast.somethingWentWrong(authErrorText['auth/invalid-credential'] ?? '')),
    )
    await see(wrongPassword, 'the toast saying the password is not right, in words')
    await dismissToasts(page)

    // Forgot password? opens the reset form; it says the link is on its way.
    await page.getByRole('link', { name: copy.login.forgotPassword }).click()
    await seePath(page, paths.forgotPassword)
    // A person reads which form it is before typing into it.
    await see(page.getByRole('heading', { level: 1, name: forgotPasswordText.title }), 'the reset form')
    await page.getByLabel('Email').fill(user.email)
    await page.getByRole('button', { name: forgotPasswordText.submit }).click()
    await see(
      page.getByRole('status').filter({ hasText: forgotPasswordText.sent(user.email) }),
      'the reset confirmation',
    )
    await expectAccessible(page, '/forgot-password, sent')

    // An address with no account reads the same, so nobody learns who has one.
    const stranger = `nobody-${Date.now()}@example.com`
    await page.getByLabel('Email').fill(stranger)
    await page.getByRole('button', { name: forgotPasswordText.submit }).click()
    await see(page.getByRole('status').filter({ hasText: forgotPasswordText.sent(stranger) }), 'the same confirmation')

    // The email's link sets a new password; the person logs in with it.
    const newPassword = 'Fresh-pass2'
    await setNewPassword(await resetCodeFor(user.email), newPassword)
    await page.getByRole('link', { name: forgotPasswordText.backToLogin }).click()
    await seePath(page, paths.login)
    await page.getByLabel('Email').fill(user.email)
    await page.getByLabel('Password').fill(newPassword)
    await page.getByRole('button', { name: copy.nav.login, exact: true }).click()
    await seeToast(page, copy.toast.loginSuccess)
    // On a phone the top bar hides the photo to keep Log-Out on one line: Log-Out is what shows.
    await see(page.getByRole('button', { name: copy.nav.logOut, exact: true }), 'the Log-Out button')
  },
  {
    // The refused sign-in and the reset for an unknown address are 400s from the Auth emulator, which Chromium logs.
    allowConsoleErrors: [
      /status of 400 .*identitytoolkit.googleapis.com\/v1\/accounts:(signInWithPassword|sendOobCode)/,
    ],
  },
)

journey(
  'a person who already has an account and signs up again reads that the email is taken',
  async ({ page }) => {
    const user = await signUpUser('taken')
    await page.goto(paths.register)
    await page.getByLabel('Name').fill('Twice Registered')
    await page.getByLabel('Email').fill(user.email)
    await page.getByLabel('Photo URL').fill('https://example.com/me.png')
    await page.getByLabel('Password').fill(user.password)
    await page.getByRole('button', { name: copy.nav.register, exact: true }).click()
    await seeToast(page, copy.toast.somethingWentWrong(authErrorText['auth/email-already-in-use'] ?? ''))
    await seePath(page, paths.register)
    await expectAccessible(page, '/register with the taken-email toast')
  },
  { allowConsoleErrors: [/status of 400 .*identitytoolkit.googleapis.com\/v1\/accounts:signUp/] },
)
