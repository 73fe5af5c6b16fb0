/**
 * The service worker's push handlers (web/public/push-handlers.js), run against a stubbed worker
 * scope: what a push shows, and where a click on it takes the person.
 */
import { runInNewContext } from 'node:vm'
import { expect, type Mock, test, vi } from 'vitest'
import source from '../../public/push-handlers.js?raw'

const ORIGIN = 'https://foodshare.example'

interface FakeWindow {
  url: string
  focus: Mock<() => Promise<FakeWindow>>
  navigate: Mock<(url: string) => Promise<unknown>>
}

type Listener = (event: Record<string, unknown>) => void

function fakeWindow(url: string, navigate: () => Promise<unknown> = () => Promise.resolve(null)): FakeWindow {
  const client: FakeWindow = { url, focus: vi.fn<() => Promise<FakeWindow>>(), navigate: vi.fn(navigate) }
  client.focus.mockImplementation(() => Promise.resolve(client))
  return client
}

/** Runs the script in a scope of its own; answers that scope and a way to fire its events. */
function worker(windows: FakeWindow[] = []) {
  const listeners = new Map<string, Listener>()
  const scope = {
    location: { origin: ORIGIN },
    registration: { showNotification: vi.fn(() => Promise.resolve()) },
    clients: {
      matchAll: vi.fn(() => Promise.resolve(windows)),
      openWindow: vi.fn(() => Promise.resolve(null)),
    },
    addEventListener: (type: string, listener: Listener) => listeners.set(type, listener),
  }
  // The script is plain JavaScript for the browser's worker: its globals are `self` and `URL`.
  runInNewContext(source, { self: scope, URL })
  async function fire(type: string, event: Record<string, unknown>): Promise<void> {
    const waits: Promise<unknown>[] = []
    listeners.get(type)?.({ ...event, waitUntil: (promise: Promise<unknown>) => waits.push(promise) })
    await Promise.all(waits)
  }
  return { scope, fire }
}

function click(url: string) {
  return { notification: { data: { url }, close: vi.fn() } }
}

test('a push shows its title and body, with its url kept for the click', async () => {
  const { scope, fire } = worker()
  const message = {
    kind: 'food-near-you',
    title: 'Food near you',
    body: 'Dal was just shared near you.',
    url: '/food/f1',
  }
  await fire('push', { data: { json: () => message } })
  expect(scope.registration.showNotification).toHaveBeenCalledWith(
    'Food near you',
    expect.objectContaining({ body: 'Dal was just shared near you.', data: { url: '/food/f1' } }),
  )
})

test('a push without JSON still shows, with the app’s name', async () => {
  const { scope, fire } = worker()
  await fire('push', {
    data: {
      json: () => {
        throw new SyntaxError('not JSON')
      },
    },
  })
  expect(scope.registration.showNotification).toHaveBeenCalledWith(
    'FoodShare',
    expect.objectContaining({ body: '', data: { url: '/' } }),
  )
})

test('a click focuses the open app tab and takes it to the url', async () => {
  const tab = fakeWindow(`${ORIGIN}/allfood`)
  const { scope, fire } = worker([fakeWindow('https://elsewhere.example/'), tab])
  const event = click('/mypost/f1/requests')
  await fire('notificationclick', event)
  expect(event.notification.close).toHaveBeenCalled()
  expect(tab.focus).toHaveBeenCalled()
  expect(tab.navigate).toHaveBeenCalledWith(`${ORIGIN}/mypost/f1/requests`)
  expect(scope.clients.openWindow).not.toHaveBeenCalled()
})

test('a click with no app tab open opens a window at the url', async () => {
  const { scope, fire } = worker([fakeWindow('https://elsewhere.example/')])
  await fire('notificationclick', click('/food/f1'))
  expect(scope.clients.openWindow).toHaveBeenCalledWith(`${ORIGIN}/food/f1`)
})

test('a tab the worker does not control cannot be navigated: the url opens in a new window', async () => {
  const tab = fakeWindow(`${ORIGIN}/`, () =>
    Promise.reject(new TypeError('This service worker is not the client’s active service worker.')),
  )
  const { scope, fire } = worker([tab])
  await fire('notificationclick', click('/food/f1'))
  expect(tab.navigate).toHaveBeenCalledWith(`${ORIGIN}/food/f1`)
  expect(scope.clients.openWindow).toHaveBeenCalledWith(`${ORIGIN}/food/f1`)
})

test('a click never leaves the app: another site’s url opens the app’s home', async () => {
  const { scope, fire } = worker()
  await fire('notificationclick', click('https://evil.example/phish'))
  expect(scope.clients.openWindow).toHaveBeenCalledWith(ORIGIN)
})
