import { AxeBuilder } from '@axe-core/playwright'
import type { Page } from 'playwright-core'

/** The rules of WCAG 2.2 level AA, as axe-core tags them (each level's own tag, A and AA). */
export const WCAG_22_AA_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa']

/** What counts as a short animation: a fade, a slide, a bounce in or out. */
const SHORT_ANIMATION_MS = 1000

/**
 * Lets short CSS animations and transitions end first (a dialog fading in has a half-transparent
 * text whose contrast axe would measure wrongly), and holds every other one still until
 * `resumeAnimations`: endless spinners, long decorative ones (SweetAlert2's success tick turns for
 * 4 s), and a toast's countdown, its progress bar, whose end starts the toast fading out. Held at
 * once, however little of it is left: waited for, it ended during the wait and the toast began
 * leaving, and axe measured its half-transparent text (3.5–4 against 4.5, in the Arabic journey,
 * both tries). A short animation that the end of another starts is waited for too, for 1 s in all:
 * no more, so a dialog that closes by itself after 2.5 s is still there when axe runs.
 */
async function settleAndHoldAnimations(page: Page): Promise<void> {
  await page.evaluate(async (shortMs) => {
    const deadline = performance.now() + shortMs
    const isShort = (animation: Animation) => Number(animation.effect?.getComputedTiming().activeDuration) <= shortMs
    const running = () => document.getAnimations().filter((animation) => animation.playState === 'running')
    for (const animation of running()) if (!isShort(animation)) animation.pause()
    for (let ending = running(); ending.length > 0 && performance.now() < deadline; ending = running()) {
      const left = new Promise((resolve) => setTimeout(resolve, Math.max(0, deadline - performance.now())))
      await Promise.race([Promise.all(ending.map((animation) => animation.finished.catch(() => undefined))), left])
      // What an animation's end sets going (a toast's exit) starts by the next frame.
      await new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve)))
      for (const animation of running()) if (!isShort(animation)) animation.pause()
    }
    for (const animation of running()) animation.pause()
  }, SHORT_ANIMATION_MS)
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
