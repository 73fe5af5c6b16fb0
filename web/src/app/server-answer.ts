import type { ApiAnswer } from '@shared/rendered-pages'

/** The element of a page the function rendered that carries the API answer it was drawn from. */
const SERVER_ANSWER_ID = 'foodshare-server-answer'

/**
 * The answer as a data element (never run, so the page's CSP has nothing to allow). `<` is escaped:
 * a food's name holding `</script>` must not end the element.
 */
export function serverAnswerElement(answer: ApiAnswer): string {
  const json = JSON.stringify(answer).replace(/</g, '\\u003c')
  return `<script type="application/json" id="${SERVER_ANSWER_ID}">${json}</script>`
}

/** The answer a server-rendered page was drawn from; undefined on every other page. */
export function serverAnswer(): ApiAnswer | undefined {
  const element = document.getElementById(SERVER_ANSWER_ID)
  return element?.textContent ? (JSON.parse(element.textContent) as ApiAnswer) : undefined
}
