import { http, HttpResponse } from 'msw'
import { afterEach, expect, test, vi } from 'vitest'
import { apiUrl, pageAnswer, server } from '../test/msw'
import { buildPublicFood } from '../test/builders'
import { api, apiPage, ApiError, credentialedApi, nextCursorOf, setUnauthorizedHandler } from './api-client'
import { deleteResult, publicFoodList } from './api-client'
import { SOMETHING_WENT_WRONG } from '../texts/errors'

afterEach(() => setUnauthorizedHandler(undefined))

test('a 401 from the credentialed client calls the unauthorized handler', async () => {
  server.use(http.get(apiUrl('/posted'), () => HttpResponse.json({ error: 'Sign in required' }, { status: 401 })))
  const handler = vi.fn()
  setUnauthorizedHandler(handler)
  await expect(credentialedApi('/posted')).rejects.toBeInstanceOf(ApiError)
  expect(handler).toHaveBeenCalledOnce()
})

test('a 403 keeps the session and carries the server’s reason', async () => {
  server.use(
    http.put(apiUrl('/update/abc'), () =>
      HttpResponse.json({ error: 'Only the donor may change this food' }, { status: 403 }),
    ),
  )
  const handler = vi.fn()
  setUnauthorizedHandler(handler)
  const error = await credentialedApi('/update/abc', { method: 'PUT', body: {} }).catch((cause: unknown) => cause)
  expect(error).toMatchObject({ status: 403, message: 'Only the donor may change this food' })
  expect(handler).not.toHaveBeenCalled()
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

test('a DELETE goes without a body or a content type', async () => {
  let seen: { type: string | null; body: string } | undefined
  server.use(
    http.delete(apiUrl('/delete/abc'), async ({ request }) => {
      seen = { type: request.headers.get('content-type'), body: await request.text() }
      return HttpResponse.json({ deletedCount: 1 })
    }),
  )
  await expect(credentialedApi('/delete/abc', { method: 'DELETE', schema: deleteResult })).resolves.toEqual({
    deletedCount: 1,
  })
  expect(seen).toEqual({ type: null, body: '' })
})

test('a list page reads the true total from X-Total-Count and the next cursor from Link', async () => {
  const food = buildPublicFood()
  server.use(http.get(apiUrl('/foods'), () => pageAnswer([food], { total: 2066, next: 'abc/=+' })))
  await expect(apiPage('/foods?limit=24', { schema: publicFoodList })).resolves.toEqual({
    items: [food],
    total: 2066,
    next: 'abc/=+',
  })
})

test('the last page has no next cursor', async () => {
  server.use(http.get(apiUrl('/foods'), () => pageAnswer([], { total: 0 })))
  await expect(apiPage('/foods', { schema: publicFoodList })).resolves.toMatchObject({ next: undefined })
})

test.each([
  ['</api/foods?sort=quantity&limit=24&cursor=q1>; rel="next"', 'q1'],
  ['</api/foods?limit=24&cursor=p0>; rel="prev", </api/foods?limit=24&cursor=n2>; rel="next"', 'n2'],
  ['</api/foods?cursor=p0>; rel="prev"', undefined],
])('the next cursor of Link %s is %s', (link, cursor) => {
  expect(nextCursorOf(link)).toBe(cursor)
})

test("an answer that does not match its schema is 'Something went wrong', logged with the path", async () => {
  const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined)
  server.use(http.get(apiUrl('/foods'), () => HttpResponse.json([{ _id: 'x', foodName: 42 }])))
  const error = await api('/foods', { schema: publicFoodList }).catch((cause: unknown) => cause)
  expect(error).toBeInstanceOf(ApiError)
  expect(error).toMatchObject({ message: SOMETHING_WENT_WRONG })
  expect(logged).toHaveBeenCalledWith(expect.stringContaining('/api/foods'), expect.anything())
  logged.mockRestore()
})
