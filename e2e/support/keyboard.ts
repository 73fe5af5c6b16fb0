import type { Locator, Page } from 'playwright-core'
import { expect } from 'vitest'

/** What a keyboard user sees at the element that has focus. */
interface FocusStop {
  /** Tag, name or text: enough to find it in a failure message. */
  label: string
  isTarget: boolean
  /** A focus ring (outline or box-shadow), or a text field's thickened border. */
  ringVisible: boolean
}

/** Runs in the page: describes document.activeElement. */
function describeFocus(target: Element | null): FocusStop {
  const active = document.activeElement
  if (!active || active === document.body) return { label: 'the page itself', isTarget: false, ringVisible: true }
  const name = active.getAttribute('aria-label') ?? active.textContent?.trim().slice(0, 40) ?? ''
  const label = `<${active.tagName.toLowerCase()}> '${name || (active as HTMLInputElement).name || ''}'`
  const style = getComputedStyle(active)
  const outlined = style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) >= 2
  const shadowed = style.boxShadow !== 'none'
  // MUI text fields show focus by thickening their outline (a fieldset) to 2 px.
  const fieldset = active.closest('.MuiOutlinedInput-root')?.querySelector('fieldset')
  const fieldRing = fieldset ? parseFloat(getComputedStyle(fieldset).borderTopWidth) >= 2 : false
  // A checkbox or radio's own input is invisible (opacity 0): MUI marks the box around it instead.
  const box = active.closest('.Mui-focusVisible')
  const boxStyle = box && box !== active ? getComputedStyle(box) : undefined
  const boxRing = boxStyle ? boxStyle.outlineStyle !== 'none' && parseFloat(boxStyle.outlineWidth) >= 2 : false
  return {
    label,
    isTarget: target !== null && active === target,
    ringVisible: outlined || shadowed || fieldRing || boxRing,
  }
}

/**
 * Presses Tab until `target` has focus, as a keyboard user reaches a control, and checks that
 * every element focus passes on the way shows where focus is. Fails when the target is not
 * reached within `maxPresses`.
 */
export async function tabTo(page: Page, target: Locator, what: string, maxPresses = 40): Promise<void> {
  const element = await target.elementHandle()
  const passed: FocusStop[] = []
  for (let press = 0; press < maxPresses; press++) {
    await page.keyboard.press('Tab')
    const stop = await page.evaluate(describeFocus, element)
    passed.push(stop)
    if (stop.isTarget) break
  }
  if (!passed.at(-1)?.isTarget) {
    const last = passed.slice(-5).map((stop) => stop.label)
    throw new Error(`Tab did not reach ${what} within ${maxPresses} presses; the last stops: ${last.join(', ')}`)
  }
  expect(
    passed.filter((stop) => !stop.ringVisible).map((stop) => stop.label),
    `controls passed on the way to ${what} without a visible focus ring`,
  ).toEqual([])
}

/** Whether `target` has focus now, e.g. after a dialog closed and handed it back. */
export async function hasFocus(target: Locator): Promise<boolean> {
  return target.evaluate((element) => element === document.activeElement)
}

/** Waits until `target` has focus again: a closed dialog gives focus back to what opened it. */
export async function expectFocusReturnsTo(target: Locator, what: string): Promise<void> {
  await expect.poll(() => hasFocus(target), { message: `focus back on ${what}` }).toBe(true)
}
