import { API_PREFIX, apiPaths } from './api-paths'
import { MAX_ID_LENGTH, MAX_URL_LENGTH } from './constants'

const IPV4_LITERAL = /^\d{1,3}(\.\d{1,3}){3}$/

/** Where the API serves an uploaded photo: same-origin, so it works on every host the app runs on. */
export function uploadedImageUrl(id: string): string {
  return `${API_PREFIX}${apiPaths.image(id)}`
}

const UPLOADED_IMAGE_PREFIX = uploadedImageUrl('')
/** A document id as `documentId` (food.ts, which imports this file) spells it. */
const IMAGE_ID = new RegExp(`^[A-Za-z0-9]{1,${MAX_ID_LENGTH}}$`)

/** `/api/images/{id}` exactly: no other path, query, fragment or escape. */
export function isUploadedImageUrl(value: string): boolean {
  return value.startsWith(UPLOADED_IMAGE_PREFIX) && IMAGE_ID.test(value.slice(UPLOADED_IMAGE_PREFIX.length))
}

/**
 * A food image is a photo uploaded to us (`/api/images/{id}`) or a plain absolute http(s) URL to
 * a named host. Refused: other schemes (javascript:, data:, file:), anything before the scheme,
 * credentials, IP literals (they only point at machines, never at a public image host), very long
 * URLs, and any other relative path.
 */
export function isSafeImageUrl(value: string): boolean {
  if (isUploadedImageUrl(value)) return true
  if (value.length > MAX_URL_LENGTH) return false
  // The URL parser forgives leading whitespace, mixed case, extra slashes and backslashes
  // (`https:///x`, `https:\\x`); the raw text must not need that forgiveness.
  if (!/^https?:\/\/[^\s/\\?#][^\s\\]*$/.test(value)) return false
  let url: URL
  try {
    url = new URL(value)
  } catch {
    return false
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return false
  if (url.username !== '' || url.password !== '') return false
  // The parser rewrites every IPv4 spelling (2130706433, 0x7f.1, 0177.0.0.1) as dotted decimal,
  // so this one test catches them all, and a name like 0xcafe.example stays a name.
  const host = url.hostname
  if (host === '' || host.startsWith('[') || IPV4_LITERAL.test(host)) return false
  return host.includes('.') || host === 'localhost'
}
