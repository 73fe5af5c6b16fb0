/**
 * The error path of `createApp()`, in-process with no emulator: a service that fails in a way
 * nobody planned for must reach `errorHandler` and answer 500 with a request id and nothing else.
 */
import { createServer } from 'node:http'
import type { AddressInfo } from 'node:net'
import express from 'express'
import { logger } from 'firebase-functions'
import { afterEach, expect, test, vi } from 'vitest'
import { createApp } from './app'
import { apiErrors } from './shared/copy'
import { firestoreCall } from './store/firebase'
import { call } from './test/http'
import { errorBody } from './shared/responses'
import { expectBody } from './test/responses'

const SECRET = 'connection string postgres://admin:hunter2@db'

vi.mock('./services/foods', async (importOriginal) => ({
  ...(await importOriginal<typeof import('./services/foods')>()),
  getAllFoods: vi.fn(() => Promise.reject(new Error(SECRET))),
  searchFoods: vi.fn(() => {
    throw new TypeError(`Cannot read properties of undefined (${SECRET})`)
  }),
}))

// The store as real Firestore answers a query whose composite index is missing.
const MISSING_INDEX = Object.assign(new Error('9 FAILED_PRECONDITION: The query requires an index.'), { code: 9 })

vi.mock('./services/stats', () => ({
  getStats: vi.fn(() => firestoreCall(() => Promise.reject(MISSING_INDEX))),
}))

afterEach(() => {
  vi.restoreAllMocks()
})

async function withApp<T>(run: (origin: string) => Promise<T>): Promise<T> {
  const server = createServer(createApp())
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  try {
    return await run(`http://127.0.0.1:${(server.address() as AddressInfo).port}`)
  } finally {
    server.closeAllConnections()
    await new Promise((resolve) => server.close(resolve))
  }
}

test('a rejected async handler reaches errorHandler: 500 with the request id only, the cause in the log', async () => {
  const logged = vi.spyOn(logger, 'error').mockImplementation(() => undefined)

  const response = await withApp((origin) => call('GET', '/allfoods', { origin }))

  const body = expectBody(response, 500, errorBody)
  expect(body).toEqual({ error: apiErrors.internal, code: 'internal', requestId: response.headers['x-request-id'] })
  expect(response.text).not.toContain('hunter2')
  expect(response.text).not.toMatch(/\bat \S+ \(/)
  expect(response.headers['cache-control']).toBe('private, no-store')
  expect(logged).toHaveBeenCalledWith(
    'Unhandled error',
    expect.objectContaining({ requestId: body.requestId, path: '/api/allfoods', err: expect.any(Error) as unknown }),
  )
})

test('an exception thrown in a handler answers 500 the same way', async () => {
  vi.spyOn(logger, 'error').mockImplementation(() => undefined)

  const response = await withApp((origin) => call('GET', '/food?searchParams=soup', { origin }))

  const body = expectBody(response, 500, errorBody)
  expect(Object.keys(body).sort()).toEqual(['code', 'error', 'requestId'])
  expect(response.text).not.toContain('hunter2')
})

test("a store failure that is our own fault (a missing index) answers 500 with the request id, Firestore's text in the log only", async () => {
  const logged = vi.spyOn(logger, 'error').mockImplementation(() => undefined)

  const response = await withApp((origin) => call('GET', '/stats', { origin }))

  const body = expectBody(response, 500, errorBody)
  expect(body).toEqual({ error: apiErrors.internal, code: 'internal', requestId: response.headers['x-request-id'] })
  expect(response.text).not.toContain('FAILED_PRECONDITION')
  expect(response.headers['cache-control']).toBe('private, no-store')
  expect(logged).toHaveBeenCalledWith(
    'Unhandled error',
    expect.objectContaining({ requestId: body.requestId, path: '/api/stats', err: MISSING_INDEX }),
  )
})

test('each answer has its own request id', async () => {
  vi.spyOn(logger, 'error').mockImplementation(() => undefined)

  const ids = await withApp(async (origin) => {
    const responses = await Promise.all([call('GET', '/allfoods', { origin }), call('GET', '/allfoods', { origin })])
    return responses.map((response) => response.headers['x-request-id'])
  })

  expect(new Set(ids).size).toBe(2)
})

test('a path the router cannot decode gets 400, not 500', async () => {
  const response = await withApp((origin) => call('GET', '/food/%ZZ', { origin }))

  expect(expectBody(response, 400, errorBody)).toEqual({ error: apiErrors.badRequest, code: 'bad-request' })
})

test('a write whose body is not JSON gets 415 before the route looks at it', async () => {
  const response = await withApp((origin) =>
    call('POST', '/addfoods', {
      origin,
      raw: 'foodName=x',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    }),
  )

  expect(expectBody(response, 415, errorBody)).toEqual({
    error: apiErrors.unsupportedMediaType,
    code: 'unsupported-media-type',
  })
})

test('no answer names the server, even inside a wrapper that sets X-Powered-By (as the Functions runtime does)', async () => {
  // The Functions emulator's runtime serves our app from its own express app, which sets the header first.
  const wrapper = express()
  const app = createApp()
  wrapper.all('/*path', (req, res) => {
    app(req, res)
  })
  const server = createServer(wrapper)
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
  try {
    const answers = [
      await call('GET', '/nope', { origin }),
      await call('GET', '/request', { origin }),
      await call('GET', '/foods?limit=0', { origin }),
      await call('PATCH', '/allfoods', { origin, bodyless: true }),
      await call('POST', '/addfoods', { origin, raw: 'x', headers: { 'content-type': 'text/plain' } }),
      await call('DELETE', '/delete/AnyFood', { origin, bodyless: true, headers: { 'sec-fetch-site': 'cross-site' } }),
    ]
    expect(answers.map((answer) => answer.status)).toEqual([404, 401, 400, 405, 415, 403])
    for (const answer of answers) expect(answer.headers['x-powered-by']).toBeUndefined()
  } finally {
    server.closeAllConnections()
    await new Promise((resolve) => server.close(resolve))
  }
})
