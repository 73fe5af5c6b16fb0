import { http, HttpResponse } from 'msw'
import { expect, test, vi } from 'vitest'
import { apiPaths } from '@shared/api-paths'
import { apiUrl, server } from '../../test/msw'
import { syncAccountLanguage } from './sync-language'

/** The account's language as the API keeps it, and every language the app sends it. */
function account(language: string | null) {
  const sent: unknown[] = []
  server.use(
    http.get(apiUrl(apiPaths.language), () => HttpResponse.json({ language })),
    http.put(apiUrl(apiPaths.language), async ({ request }) => {
      const body = (await request.json()) as { language: string }
      sent.push(body.language)
      return HttpResponse.json(body)
    }),
  )
  return sent
}

test('a language chosen on this browser goes to the account, even while the pre-rendered page is still English', async () => {
  const sent = account('en')
  const switchTo = vi.fn(() => Promise.resolve())
  await syncAccountLanguage({ chosen: 'bn', shown: 'bn' }, switchTo)
  expect(sent).toEqual(['bn'])
  expect(switchTo).not.toHaveBeenCalled()
})

test('a chosen language the account already has is not sent again', async () => {
  const sent = account('bn')
  await syncAccountLanguage({ chosen: 'bn', shown: 'bn' }, () => Promise.resolve())
  expect(sent).toEqual([])
})

test("a browser where nobody chose takes the account's language", async () => {
  const sent = account('de')
  const switchTo = vi.fn(() => Promise.resolve())
  await syncAccountLanguage({ chosen: undefined, shown: 'en' }, switchTo)
  expect(switchTo).toHaveBeenCalledWith('de')
  expect(sent).toEqual([])
})

test('an account without a language gets the one the page shows', async () => {
  const sent = account(null)
  await syncAccountLanguage({ chosen: undefined, shown: 'ar' }, () => Promise.resolve())
  expect(sent).toEqual(['ar'])
})
