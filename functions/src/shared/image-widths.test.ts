import { expect, test } from 'vitest'
import { imageWidthQuery } from './image-width-query'
import { imageSrcSet, imageWidthUrl } from './image-widths'

test('an uploaded photo offers each width by its own URL; the widest keeps the plain one', () => {
  expect(imageWidthUrl('/api/images/Abc123', 400)).toBe('/api/images/Abc123?w=400')
  expect(imageWidthUrl('/api/images/Abc123', 1200)).toBe('/api/images/Abc123')
  expect(imageSrcSet('/api/images/Abc123')).toBe(
    '/api/images/Abc123?w=400 400w, /api/images/Abc123?w=800 800w, /api/images/Abc123 1200w',
  )
})

test('an outside URL, or anything not exactly an uploaded photo, gets no srcset', () => {
  expect(imageSrcSet('https://images.example.com/food/stew.jpg')).toBeUndefined()
  expect(imageSrcSet('/api/images/Abc123?w=400')).toBeUndefined()
  expect(imageSrcSet('/api/images/')).toBeUndefined()
})

test('w is 400, 800 or 1200, 1200 when absent; anything else is refused', () => {
  expect(imageWidthQuery.parse({})).toEqual({ w: 1200 })
  expect(imageWidthQuery.parse({ w: '400' })).toEqual({ w: 400 })
  expect(imageWidthQuery.parse({ w: '800' })).toEqual({ w: 800 })
  for (const w of ['500', '1200.0', '', ['400', '800'], 400])
    expect(imageWidthQuery.safeParse({ w }).success).toBe(false)
})
