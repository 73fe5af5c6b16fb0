const HEADINGS = 'h1, h2, h3, h4, h5, h6'

/**
 * Where focus goes when the control that had it leaves the page (a report closed, a person
 * unblocked, feedback sent): the heading of the section that held it, else the next heading,
 * else the last one before it. Found while the control is still in the page.
 */
export function headingFor(control: Element | null): HTMLElement | null {
  if (!control) return null
  const own = control.closest('section')?.querySelector<HTMLElement>(HEADINGS)
  if (own) return own
  const headings = [...document.querySelectorAll<HTMLElement>(HEADINGS)]
  const follows = (heading: HTMLElement) =>
    Boolean(control.compareDocumentPosition(heading) & Node.DOCUMENT_POSITION_FOLLOWING)
  return headings.find(follows) ?? headings.filter((heading) => !follows(heading)).at(-1) ?? null
}

/**
 * Focuses `heading` once the page has let go of the control that is leaving (a closing dialog
 * hands focus back to its opener first), so a keyboard user goes on from there rather than from
 * the page's start.
 */
export function focusHeadingLater(heading: HTMLElement | null): void {
  if (!heading) return
  requestAnimationFrame(() => {
    if (!heading.isConnected) return
    if (!heading.hasAttribute('tabindex')) heading.setAttribute('tabindex', '-1')
    heading.focus()
  })
}
