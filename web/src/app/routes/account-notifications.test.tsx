import { fireEvent, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { http, HttpResponse } from 'msw'
import { afterEach, expect, test, vi } from 'vitest'
import { apiPaths } from '@shared/api-paths'
import { defaultPreferences } from '@shared/channels'
import { paths } from '../../config/paths'
import { apiUrl, server } from '../../test/msw'
import { renderApp } from '../../test/render'
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
