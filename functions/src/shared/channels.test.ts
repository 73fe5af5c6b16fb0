import { expect, test } from 'vitest'
import { defaultPreferences, isAllowedPushEndpoint } from './channels'

test('push endpoints: https on the browsers’ push services only; loopback http only under the emulators', () => {
  for (const endpoint of [
    'https://fcm.googleapis.com/fcm/send/abc',
    'https://updates.push.services.mozilla.com/wpush/v2/abc',
    'https://wns2-par02p.notify.windows.com/w/?token=abc',
    'https://web.push.apple.com/abc',
  ]) {
    expect(isAllowedPushEndpoint(endpoint, false), endpoint).toBe(true)
  }
  for (const endpoint of [
    'http://fcm.googleapis.com/fcm/send/abc',
    'https://fcm.googleapis.com.evil.example/abc',
    'https://user:pass@fcm.googleapis.com/abc',
    'https://notify.windows.com.evil.example/abc',
    'http://127.0.0.1:8080/push',
    'not a url',
  ]) {
    expect(isAllowedPushEndpoint(endpoint, false), endpoint).toBe(false)
  }
  expect(isAllowedPushEndpoint('http://127.0.0.1:8080/push', true)).toBe(true)
  expect(isAllowedPushEndpoint('http://localhost:8080/push', true)).toBe(true)
  expect(isAllowedPushEndpoint('http://10.0.0.1/push', true)).toBe(false)
})

test('the defaults: push on, daily email for food near you, instant email when asked or accepted', () => {
  const { channels, digestAt, quietHours } = defaultPreferences()
  expect(channels['food-near-you']).toEqual({ push: true, email: 'daily' })
  expect(channels['request-received'].email).toBe('instant')
  expect(channels['request-accepted'].email).toBe('instant')
  expect(channels['food-deleted'].email).toBe('off')
  expect({ digestAt, quietHours }).toEqual({ digestAt: '08:00', quietHours: null })
})
