import { expect, test } from 'vitest'
import { hoistEmotionStyles } from './prerender'

/** What Emotion's server render writes (renderToString): each style just before its first user. */
const SERVER_RENDER =
  '<style data-emotion="css-global 1tcyjnj">html{color:#000;}</style>' +
  '<div><style data-emotion="css zf0iqh">.css-zf0iqh{display:flex;}</style><div class="MuiBox-root css-zf0iqh">' +
  '<style data-emotion="css 1jd3u9l">.css-1jd3u9l{margin:0;}</style><p class="css-1jd3u9l">Hi</p></div></div>'

test('the pre-rendered page keeps its styles in the head: none inline, the components’ in one element naming each, in order', () => {
  const { head, body } = hoistEmotionStyles(SERVER_RENDER)

  expect(body).toBe('<div><div class="MuiBox-root css-zf0iqh"><p class="css-1jd3u9l">Hi</p></div></div>')
  expect(head).toBe(
    '<style data-emotion="css-global 1tcyjnj">html{color:#000;}</style>' +
      '<style data-emotion="css zf0iqh 1jd3u9l">.css-zf0iqh{display:flex;}.css-1jd3u9l{margin:0;}</style>',
  )
})

test('a page without styles gets nothing in its head', () => {
  expect(hoistEmotionStyles('<p>Hi</p>')).toEqual({ head: '', body: '<p>Hi</p>' })
})
