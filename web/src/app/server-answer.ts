import type { ApiAnswer, DrawnPerson } from '@shared/rendered-pages'

/** The element of a page the function rendered that carries the API answer it was drawn from. */
const SERVER_ANSWER_ID = 'foodshare-server-answer'

/** The element of a page the function drew for a signed-in person that says who they are. */
const DRAWN_PERSON_ID = 'foodshare-drawn-person'

/**
 * A value as a data element (never run, so the page's CSP has nothing to allow). `<` is escaped:
 * a food's name holding `</script>` must not end the element.
 */
function dataElement(id: string, value: unknown): string {
  const json = JSON.stringify(value).replace(/</g, '\\u003c')
  return `<script type="application/json" id="${id}">${json}</script>`
}

function readDataElement(id: string): unknown {
  const element = document.getElementById(id)
  return element?.textContent ? (JSON.parse(element.textContent) as unknown) : undefined
}

export function serverAnswerElement(answer: ApiAnswer): string {
  return dataElement(SERVER_ANSWER_ID, answer)
}

/** The answer a server-rendered page was drawn from; undefined on every other page. */
export function serverAnswer(): ApiAnswer | undefined {
  return readDataElement(SERVER_ANSWER_ID) as ApiAnswer | undefined
}

export function drawnPersonElement(person: DrawnPerson): string {
  return dataElement(DRAWN_PERSON_ID, person)
}

/** Who a server-rendered page was drawn for; undefined on a page drawn for nobody (the home, /allfood). */
export function drawnPerson(): DrawnPerson | undefined {
  return readDataElement(DRAWN_PERSON_ID) as DrawnPerson | undefined
}
