import { MIN_PASSWORD_LENGTH } from '../../config/constants'
import { copy } from '../../texts/copy'
import { requiredText } from '../../texts/auth'

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/
const HTTP_URL = /^https?:\/\/[^\s/$.?#][^\s]*$/i

export function emailIssue(email: string): string | undefined {
  if (email.trim() === '') return requiredText.email
  if (!EMAIL.test(email.trim())) return copy.dialog.invalidEmail
  return undefined
}

export function photoUrlIssue(url: string): string | undefined {
  if (url.trim() === '') return requiredText.photoURL
  if (!HTTP_URL.test(url.trim())) return copy.dialog.invalidGenericUrl
  return undefined
}

/** The password rules in a fixed order (docs/product.md, Accounts and sessions): the first rule broken is the one shown. */
export function passwordIssue(password: string): string | undefined {
  if (password === '') return requiredText.password
  if (password.length < MIN_PASSWORD_LENGTH) return copy.password.tooShort
  if (!/[A-Z]/.test(password)) return copy.password.noUppercase
  if (!/[a-z]/.test(password)) return copy.password.noLowercase
  return undefined
}
