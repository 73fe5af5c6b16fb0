import { http, HttpResponse } from 'msw'
import { afterEach, expect, test, vi } from 'vitest'
import { apiUrl, server } from '../test/msw'
import { api, ApiError, credentialedApi, setUnauthorizedHandler } from './api-client'

afterEach(() => setUnauthorizedHandler(undefined))

test.each([401, 403])('a %i from the credentialed client calls the unauthorized handler', async (status) => {
  server.use(http.get(apiUrl('/posted'), () => HttpResponse.json({ error: 'Sign in required' }, { status })))
  const handler = vi.fn()
  setUnauthorizedHandler(handler)
  await expect(credentialedApi('/posted')).rejects.toBeInstanceOf(ApiError)
  expect(handler).toHaveBeenCalledOnce()
})

test('a 401 from the public client does not sign anyone out', async () => {
  server.use(http.get(apiUrl('/allfoods'), () => HttpResponse.json({ error: 'Sign in required' }, { status: 401 })))
  const handler = vi.fn()
  setUnauthorizedHandler(handler)
  await expect(api('/allfoods')).rejects.toBeInstanceOf(ApiError)
  expect(handler).not.toHaveBeenCalled()
})

test('an ApiError carries the status and the server message', async () => {
  server.use(http.post(apiUrl('/request'), () => HttpResponse.json({ error: 'Already requested' }, { status: 409 })))
  const error = await credentialedApi('/request', { method: 'POST', body: {} }).catch((cause: unknown) => cause)
  expect(error).toBeInstanceOf(ApiError)
  expect(error).toMatchObject({ status: 409, message: 'Already requested' })
})

test('the credentialed client sends cookies and JSON', async () => {
  let seen: { credentials: RequestCredentials; type: string | null } | undefined
  server.use(
    http.post(apiUrl('/jwt'), ({ request }) => {
      seen = { credentials: request.credentials, type: request.headers.get('content-type') }
      return HttpResponse.json({ success: true })
    }),
  )
  await credentialedApi('/jwt', { method: 'POST', body: { email: 'marco@example.com' } })
  expect(seen).toEqual({ credentials: 'include', type: 'application/json' })
})
