import { AxeBuilder } from '@axe-core/playwright'
import type { Page } from 'playwright-core'

/** The rules of WCAG 2.2 level AA, as axe-core tags them (each level's own tag, A and AA). */
export const WCAG_22_AA_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa']

/**
 * Lets CSS animations and transitions end first: a dialog fading in has a half-transparent text
 * whose contrast axe would measure wrongly. Waits 1 s at most: endless spinners and long
 * decorative ones (SweetAlert2's success tick turns for 4 s) must not outlast a dialog that closes
 * by itself after 2.5 s. Then holds every animation still running until `resumeAnimations`: a
 * toast leaves when its progress bar's animation ends, fading out, and one that began leaving while
 * axe ran measured its half-transparent text (3.5 against 4.5, in two journeys' retries).
 */
async function settleAndHoldAnimations(page: Page): Promise<void> {
  await page.evaluate(async () => {
    const running = document.getAnimations().map((animation) => animation.finished.catch(() => undefined))
    await Promise.race([Promise.all(running), new Promise((resolve) => setTimeout(resolve, 1000))])
    for (const animation of document.getAnimations()) if (animation.playState === 'running') animation.pause()
  })
  // A SweetAlert2 dialog on its way out is no screen anyone reads: let it go (it takes 150 ms, and
  // SweetAlert2 gives the page back its `aria-hidden` when the container leaves).
  await page
    .locator('.swal2-container:has(.swal2-hide)')
    .first()
    .waitFor({ state: 'detached', timeout: 2000 })
    .catch(() => undefined)
}

async function resumeAnimations(page: Page): Promise<void> {
  await page.evaluate(() => {
    for (const animation of document.getAnimations()) if (animation.playState === 'paused') animation.play()
  })
}

async function violationsOnceStill(page: Page) {
  await settleAndHoldAnimations(page)
  try {
    const { violations } = await new AxeBuilder({ page })
      // One options object: `options()` replaces what `withTags()` set. Passes and incomplete
      // checks are not reported, so axe need not detail them.
      .options({ runOnly: { type: 'tag', values: WCAG_22_AA_TAGS }, resultTypes: ['violations'] })
      // Runs axe in the page itself instead of finishing in a new blank page: a second or more
      // faster per check. Legacy mode only misses cross-origin frames, and the app has none.
      .setLegacyMode(true)
      .analyze()
    return violations
  } finally {
    await resumeAnimations(page)
  }
}

/**
 * Runs axe-core's WCAG 2.2 AA rules on what the page shows now and fails listing every violation:
 * rule, impact, what it asks for, and each element it found (CSS selector and why).
 * `what` names the screen or state in the failure ("/allfood signed out", "the request dialog").
 */
export async function expectAccessible(page: Page, what: string): Promise<void> {
  const violations = await violationsOnceStill(page)
  const found = violations.map((violation) => {
    // The check's own words say why ("contrast of 3.1 (foreground #fff, background #0a0)…").
    const where = violation.nodes.map((node) => {
      const why = [...node.any, ...node.all, ...node.none].find((check) => check.message)?.message
      return `${node.target.join(' ')}${why ? ` (${why})` : ''}`
    })
    return `${violation.id} (${violation.impact ?? 'unknown impact'}): ${violation.help}; on ${where.join(', ')}`
  })
  // Thrown rather than diffed: vitest cuts long values short, and the failure must list them all.
  if (found.length > 0) {
    throw new Error(
      `axe-core finds ${found.length} WCAG 2.2 AA violation(s) on ${what} (${page.url()}):\n- ${found.join('\n- ')}`,
    )
  }
}
