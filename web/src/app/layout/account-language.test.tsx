import { screen, waitFor } from '@testing-library/react'
import { http, HttpResponse } from 'msw'
import { afterEach, expect, test } from 'vitest'
import { apiPaths } from '@shared/api-paths'
import { apiUrl, server } from '../../test/msw'
import { renderApp } from '../../test/render'
import { switchLanguage } from '../language'

afterEach(async () => {
  localStorage.removeItem('foodshare:language')
  await switchLanguage('en', { remember: false })
})

/** The account's language as GET /me/language answers it, and every PUT the page sends. */
function account(language: string | null): { saved: unknown[] } {
  const saved: unknown[] = []
  server.use(
    http.get(apiUrl(apiPaths.language), () => HttpResponse.json({ language })),
    http.put(apiUrl(apiPaths.language), async ({ request }) => {
      const body = (await request.json()) as { language: string }
      saved.push(body)
      return HttpResponse.json(body)
    }),
  )
  return { saved }
}

test('after a sign-in, a language chosen on this browser goes to the account', async () => {
  await switchLanguage('de')
  const { saved } = account('en')
  renderApp('/cook', { user: {} })
  await waitFor(() => expect(saved).toEqual([{ language: 'de' }]), { timeout: 20_000 })
}, 30_000)

test('a new account without a language gets the page’s', async () => {
  const { saved } = account(null)
  renderApp('/cook', { user: {} })
  await waitFor(() => expect(saved).toEqual([{ language: 'en' }]), { timeout: 20_000 })
}, 30_000)

test('a browser where nobody chose a language (a new device) takes the account’s: Arabic', async () => {
  const { saved } = account('ar')
  renderApp('/cook', { user: {} })
  expect(
    (await screen.findAllByRole('link', { name: 'الطبخ', hidden: true }, { timeout: 20_000 })).length,
  ).toBeGreaterThan(0)
  expect(localStorage.getItem('foodshare:language')).toBe('ar')
  expect(saved).toEqual([])
}, 30_000)
