import { expect, test } from 'vitest'
import { nearParam, publicPoint } from './geo'

test('near takes a point as a browser or a JS client prints it, float noise and all', () => {
  for (const [text, point] of [
    ['51.5074,-0.1278', { lat: 51.5074, lng: -0.1278 }],
    ['-37.849999999999994,-4.330000000000013', { lat: -37.849999999999994, lng: -4.330000000000013 }],
    ['0.30000000000000004,180', { lat: 0.30000000000000004, lng: 180 }],
    [' -90 , -180 ', { lat: -90, lng: -180 }],
  ] as const) {
    expect(nearParam.parse(text), text).toEqual(point)
  }
})

test('near refuses anything but two numbers on Earth', () => {
  for (const text of [
    '90.0001,0',
    '0,-180.5',
    '1e-7,0',
    '51.5',
    '1,2,3',
    'London',
    '',
    '0x10,0',
    `1.${'1'.repeat(21)},0`,
  ]) {
    expect(nearParam.safeParse(text).success, text).toBe(false)
  }
})

test('a public point has at most 2 decimals, and never -0', () => {
  expect(publicPoint({ lat: 51.507412, lng: -0.0012 })).toEqual({ lat: 51.51, lng: 0 })
  expect(Object.is(publicPoint({ lat: -0.001, lng: 0 }).lat, 0)).toBe(true)
})
