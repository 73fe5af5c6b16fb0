import type { Locator, Page } from 'playwright-core'
import { widgetText } from '../../web/src/texts/widgets'
import { SEE_TIMEOUT_MS } from './journey'

/** Waits until the user can see `locator`; fails saying what was expected and where. */
export async function see(locator: Locator, what: string, timeout = SEE_TIMEOUT_MS): Promise<Locator> {
  try {
    await locator.first().waitFor({ state: 'visible', timeout })
  } catch {
    throw new Error(`Expected to see ${what} within ${timeout} ms on ${locator.page().url()}`)
  }
  return locator.first()
}

/** Waits until nothing matching `locator` is visible any more. */
export async function seeNo(locator: Locator, what: string, timeout = SEE_TIMEOUT_MS): Promise<void> {
  try {
    await locator.first().waitFor({ state: 'hidden', timeout })
  } catch {
    throw new Error(`Expected ${what} to be gone within ${timeout} ms on ${locator.page().url()}`)
  }
}

export async function seeText(page: Page, text: string, timeout = SEE_TIMEOUT_MS): Promise<Locator> {
  return see(page.getByText(text, { exact: true }), `'${text}'`, timeout)
}

/** A react-toastify toast (role alert) with this text. */
export function toast(page: Page, text: string): Locator {
  return page.getByRole('alert').filter({ hasText: text })
}

export async function seeToast(page: Page, text: string): Promise<Locator> {
  return see(toast(page, text), `the toast '${text}'`)
}

/** A dialog (a SweetAlert2 popup or an MUI Dialog) by its title. */
export function dialog(page: Page, title: string): Locator {
  return page.getByRole('dialog', { name: title, exact: true })
}

/** Waits for the dialog titled `title` and, when given, its text. */
export async function seeDialog(page: Page, title: string, text?: string): Promise<Locator> {
  const shown = await see(dialog(page, title), `the dialog '${title}'`)
  if (text !== undefined) await see(shown.getByText(text, { exact: true }), `'${text}' in the dialog '${title}'`)
  return shown
}

/**
 * Waits until a self-closing SweetAlert2 dialog is gone for good: hidden, then its container
 * removed, which is when SweetAlert2 gives the page back to assistive technology (it sets
 * `aria-hidden` on the rest of the page while a dialog is up).
 */
export async function seeDialogClosed(page: Page, title: string): Promise<void> {
  await seeNo(dialog(page, title), `the dialog '${title}', closed by its timer`)
  try {
    await page.locator('.swal2-container').first().waitFor({ state: 'detached', timeout: SEE_TIMEOUT_MS })
  } catch {
    throw new Error(`Expected the dialog '${title}' to leave the page within ${SEE_TIMEOUT_MS} ms`)
  }
}

/**
 * Opens `path` and waits for the app to take the page over and draw what follows (web/src/app/start.tsx
 * marks it): a page the server drew (the home, /allfood, a food's details) shows its buttons before
 * the app that answers them runs, and its first cards before the app's own grid replaces them.
 */
export async function openPage(page: Page, path: string, timeout = SEE_TIMEOUT_MS): Promise<void> {
  await page.goto(path)
  try {
    await page.locator('html[data-app-started]').waitFor({ state: 'attached', timeout })
  } catch {
    throw new Error(`Expected the app to start on ${path} within ${timeout} ms`)
  }
}

/** Waits until the address bar shows `pathname` (client-side navigations included). */
export async function seePath(page: Page, pathname: string, timeout = SEE_TIMEOUT_MS): Promise<void> {
  try {
    await page.waitForURL((url) => url.pathname === pathname, { timeout, waitUntil: 'commit' })
  } catch {
    throw new Error(`Expected to be on ${pathname} within ${timeout} ms, but the page is ${page.url()}`)
  }
}

/**
 * Closes every toast with its close button, as a person does when one covers what they want to
 * reach (toasts sit over the top bar's right end, where Log-Out is).
 */
export async function dismissToasts(page: Page): Promise<void> {
  const closeButtons = page.getByRole('button', { name: widgetText.closeNotice, exact: true })
  for (const button of await closeButtons.all()) await button.click({ timeout: 2000 }).catch(() => undefined)
  await seeNo(page.getByRole('alert'), 'the toasts')
}
