import { afterEach, expect, test } from 'vitest'
import { drawnPerson, drawnPersonElement, serverAnswer, serverAnswerElement } from './server-answer'

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

test('the person a page was drawn for reads back as they were, whatever they are called; a page drawn for nobody names none', () => {
  const person = { uid: 'u1', email: 'rhea@example.com', displayName: '</script><b>Rhea</b>', photoURL: null }
  const element = drawnPersonElement(person)

  expect(element.match(/<\/?script/g)).toEqual(['<script', '</script'])
  document.body.innerHTML = `<div id="root"></div>${element}`
  expect(drawnPerson()).toEqual(person)
  document.body.innerHTML = '<div id="root"></div>'
  expect(drawnPerson()).toBeUndefined()
})
