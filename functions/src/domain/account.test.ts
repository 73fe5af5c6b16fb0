import { expect, test } from 'vitest'
import { apiErrors } from '../shared/copy'
import { assertOwnEmail } from './account'
import { AppError } from './app-error'

const user = { uid: 'u1', email: 'Asha@Example.com' }

test.each(['Asha@Example.com', 'asha@example.com', '  ASHA@example.COM '])('%s is the caller’s own email', (email) => {
  expect(() => assertOwnEmail(user, email)).not.toThrow()
})

test('another email is refused', () => {
  expect(() => assertOwnEmail(user, 'ben@example.com')).toThrow(new AppError('forbidden', apiErrors.notYourEmail))
})
