import { afterEach, expect, test } from 'vitest'
import { serverAnswer, serverAnswerElement } from './server-answer'

afterEach(() => document.body.replaceChildren())

test('the answer a page was rendered from reads back as it was, whatever a food is called', () => {
  const answer = {
    body: [{ foodName: 'Soup </script><script>alert(1)</script> <!-- & “friends”' }],
    headers: { 'X-Total-Count': '1' },
  }
  const element = serverAnswerElement(answer)

  // One element: a name cannot close it early or open another.
  expect(element.match(/<\/?script/g)).toEqual(['<script', '</script'])
  document.body.innerHTML = `<div id="root"></div>${element}`
  expect(serverAnswer()).toEqual(answer)
})

test('a page nobody rendered on the server carries no answer', () => {
  document.body.innerHTML = '<div id="root"></div>'
  expect(serverAnswer()).toBeUndefined()
})
