import { expect, test } from 'vitest'
import { SAFE_IMAGE_URLS, UNSAFE_IMAGE_URLS } from '../test/image-urls'
import { isSafeImageUrl } from './image-url'

test.each(UNSAFE_IMAGE_URLS.map((url) => [JSON.stringify(url).slice(0, 80), url]))(
  'refuses %s as a food image',
  (_name, url) => {
    expect(isSafeImageUrl(url)).toBe(false)
  },
)

test.each(SAFE_IMAGE_URLS.map((url) => [url.slice(0, 80), url]))('accepts %s', (_name, url) => {
  expect(isSafeImageUrl(url)).toBe(true)
})
