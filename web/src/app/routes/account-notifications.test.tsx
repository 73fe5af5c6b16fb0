import { fireEvent, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { http, HttpResponse } from 'msw'
import { afterEach, expect, test, vi } from 'vitest'
import { apiPaths } from '@shared/api-paths'
import { defaultPreferences } from '@shared/channels'
import { paths } from '../../config/paths'
import { apiUrl, server } from '../../test/msw'
import { renderApp } from '../../test/render'
import { SERVICE_WORKER_WAIT_MS } from '../../features/alerts/api/preferences'
import { channelsText } from '../../texts/channels'

afterEach(() => {
  vi.unstubAllGlobals()
})

test('shows every event × channel from the saved preferences, and saves a change', async () => {
  let saved: unknown
  server.use(
    http.get(apiUrl(apiPaths.preferences), () => HttpResponse.json(defaultPreferences())),
    http.put(apiUrl(apiPaths.preferences), async ({ request }) => {
      saved = await request.json()
      return HttpResponse.json({ ...defaultPreferences(), digestAt: '19:30' })
    }),
  )
  const user = userEvent.setup()
  renderApp(paths.notificationSettings, { user: {} })

  expect(await screen.findByRole('heading', { level: 1, name: channelsText.heading })).toBeInTheDocument()
  const row = (await screen.findByRole('rowheader', { name: channelsText.kinds['food-near-you'] })).closest('tr')
  if (!row) throw new Error('no row')
  expect(
    within(row).getByRole('checkbox', { name: channelsText.pushFor(channelsText.kinds['food-near-you']) }),
  ).toBeChecked()
  expect(within(row).getByText(channelsText.emailChoices.daily)).toBeInTheDocument()

  await user.click(
    within(row).getByRole('checkbox', { name: channelsText.pushFor(channelsText.kinds['food-near-you']) }),
  )
  fireEvent.change(screen.getByLabelText(channelsText.digestAt), { target: { value: '19:30' } })
  await user.click(screen.getByRole('button', { name: channelsText.save }))

  expect(await screen.findByText(channelsText.saved)).toBeInTheDocument()
  expect(saved).toMatchObject({
    digestAt: '19:30',
    quietHours: null,
    channels: { 'food-near-you': { push: false, email: 'daily' } },
  })
})

test('asks for push permission only when pressed, and says plainly when the browser refuses', async () => {
  server.use(http.get(apiUrl(apiPaths.preferences), () => HttpResponse.json(defaultPreferences())))
  const requestPermission = vi.fn(() => Promise.resolve('denied'))
  vi.stubGlobal('Notification', { requestPermission })
  vi.stubGlobal('PushManager', function PushManager() {})
  Object.defineProperty(navigator, 'serviceWorker', { value: {}, configurable: true })
  const user = userEvent.setup()
  renderApp(paths.notificationSettings, { user: {} })

  const button = await screen.findByRole('button', { name: channelsText.turnOnPush })
  expect(requestPermission).not.toHaveBeenCalled()
  await user.click(button)
  expect(await screen.findByRole('status')).toHaveTextContent(channelsText.pushRefused)
  expect(requestPermission).toHaveBeenCalledTimes(1)
  Reflect.deleteProperty(navigator, 'serviceWorker')
})

test('says plainly when the browser cannot receive push', async () => {
  server.use(http.get(apiUrl(apiPaths.preferences), () => HttpResponse.json(defaultPreferences())))
  const user = userEvent.setup()
  renderApp(paths.notificationSettings, { user: {} })
  await user.click(await screen.findByRole('button', { name: channelsText.turnOnPush }))
  expect(await screen.findByRole('status')).toHaveTextContent(channelsText.pushUnsupported)
})

test('the time zone is a list of real zones, prefilled with this device’s zone while the saved one is the default', async () => {
  let saved: unknown
  const deviceZone = Intl.DateTimeFormat().resolvedOptions().timeZone
  server.use(
    http.get(apiUrl(apiPaths.preferences), () => HttpResponse.json(defaultPreferences())),
    http.put(apiUrl(apiPaths.preferences), async ({ request }) => {
      saved = await request.json()
      return HttpResponse.json({ ...defaultPreferences(), timeZone: 'Asia/Dhaka' })
    }),
  )
  const user = userEvent.setup()
  renderApp(paths.notificationSettings, { user: {} })

  const zone = await screen.findByRole('combobox', { name: channelsText.timeZone })
  expect(zone).toHaveValue(deviceZone)
  await user.clear(zone)
  await user.type(zone, 'Asia/Dh')
  await user.click(await screen.findByRole('option', { name: 'Asia/Dhaka' }))
  expect(zone).toHaveValue('Asia/Dhaka')
  await user.click(screen.getByRole('button', { name: channelsText.save }))

  expect(await screen.findByText(channelsText.saved)).toBeInTheDocument()
  expect(saved).toMatchObject({ timeZone: 'Asia/Dhaka' })
})

test('a zone the person saved stays chosen, whatever this device’s zone', async () => {
  server.use(
    http.get(apiUrl(apiPaths.preferences), () =>
      HttpResponse.json({ ...defaultPreferences(), timeZone: 'America/Argentina/Buenos_Aires' }),
    ),
  )
  renderApp(paths.notificationSettings, { user: {} })
  expect(await screen.findByRole('combobox', { name: channelsText.timeZone })).toHaveValue(
    'America/Argentina/Buenos_Aires',
  )
})

test('without a working service worker, turning push on stops waiting and says push is unavailable', async () => {
  server.use(
    http.get(apiUrl(apiPaths.preferences), () => HttpResponse.json(defaultPreferences())),
    http.get(apiUrl(apiPaths.pushKey), () => HttpResponse.json({ publicKey: 'BFakeKey' })),
  )
  vi.stubGlobal('Notification', { requestPermission: vi.fn(() => Promise.resolve('granted')) })
  vi.stubGlobal('PushManager', function PushManager() {})
  // A worker that never becomes active: `ready` never settles.
  Object.defineProperty(navigator, 'serviceWorker', {
    value: { ready: new Promise<never>(() => {}) },
    configurable: true,
  })
  renderApp(paths.notificationSettings, { user: {} })
  const button = await screen.findByRole('button', { name: channelsText.turnOnPush })

  try {
    await userEvent.click(button)
    expect(button).toHaveAttribute('aria-busy', 'true')
    // Real time: the page gives up on the worker after SERVICE_WORKER_WAIT_MS.
    const said = await screen.findByRole('status', {}, { timeout: SERVICE_WORKER_WAIT_MS + 5_000 })
    expect(said).toHaveTextContent(channelsText.pushUnavailable)
    expect(button).toHaveAttribute('aria-busy', 'false')
  } finally {
    Reflect.deleteProperty(navigator, 'serviceWorker')
  }
}, 40_000)
