import { afterEach, expect, test } from 'vitest'
import { focusHeadingLater, headingFor } from './focus-heading'

afterEach(() => {
  document.body.innerHTML = ''
})

function page(html: string): void {
  document.body.innerHTML = html
}

function byId(id: string): HTMLElement {
  const element = document.getElementById(id)
  if (!element) throw new Error(`no #${id}`)
  return element
}

test("a control inside a section leads to that section's heading", () => {
  page(
    `<h1>Your account</h1><section><h2 id="own">People you blocked</h2><button id="control">Unblock</button></section><h2>Your data</h2>`,
  )
  expect(headingFor(byId('control'))).toBe(byId('own'))
})

test('outside any section, the next heading; with none after it, the last one before it', () => {
  page(
    `<h1 id="top">Requests</h1><button id="first">Leave feedback</button><h3 id="next">Ravi</h3><button id="last">Leave feedback</button>`,
  )
  expect(headingFor(byId('first'))).toBe(byId('next'))
  expect(headingFor(byId('last'))).toBe(byId('next'))
  expect(headingFor(null)).toBeNull()
})

test('the heading takes focus once the control is gone, and only while it is still in the page', async () => {
  page(`<section><h2 id="heading">Open reports</h2><button id="control">Apply</button></section>`)
  const heading = headingFor(byId('control'))
  byId('control').remove()
  focusHeadingLater(heading)
  await new Promise((resolve) => requestAnimationFrame(resolve))
  expect(document.activeElement).toBe(byId('heading'))
  expect(byId('heading').getAttribute('tabindex')).toBe('-1')

  page(`<section><h2 id="gone">Open reports</h2></section>`)
  const gone = byId('gone')
  gone.remove()
  focusHeadingLater(gone)
  await new Promise((resolve) => requestAnimationFrame(resolve))
  expect(document.activeElement).toBe(document.body)
})
