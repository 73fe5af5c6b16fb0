import { distanceBetween, geohashForLocation } from 'geofire-common'
import { expect, test } from 'vitest'
import { publicPoint } from '../shared/geo'
import { alertCells, alertMatches, instantAlertAt, pointCells, type AlertRule, whoToTell } from './alerts'

const DHANMONDI = { lat: 23.74, lng: 90.37 }
const rule = (overrides: Partial<AlertRule> = {}): AlertRule => ({
  uid: 'neighbour',
  near: DHANMONDI,
  radiusKm: 5,
  tags: [],
  words: [],
  frequency: 'instant',
  ...overrides,
})
const food = {
  donatorUid: 'donor',
  foodName: 'Lentil Soup',
  location: 'Road 27',
  tags: ['vegan' as const],
  point: DHANMONDI,
}

test('every point within an alert’s circle (as rounded) lies in one of its cells, for radii from 1 to 50 km and far north', () => {
  for (const center of [DHANMONDI, { lat: 69.65, lng: 18.96 }, { lat: -33.87, lng: 151.21 }, { lat: 0, lng: 179.99 }]) {
    for (const radiusKm of [1, 3, 10, 25, 50]) {
      const cells = alertCells(center, radiusKm)
      expect(cells.length).toBeLessThanOrEqual(32)
      for (let step = 0; step < 64; step++) {
        const angle = (step / 64) * 2 * Math.PI
        const km = radiusKm * 0.999
        // Matching measures the point as anyone sees it: rounded to two decimals.
        const point = publicPoint({
          lat: center.lat + (km / 111.2) * Math.cos(angle),
          lng: center.lng + ((km / 111.2) * Math.sin(angle)) / Math.cos((center.lat * Math.PI) / 180),
        })
        if (Math.abs(point.lng) > 180 || distanceBetween([center.lat, center.lng], [point.lat, point.lng]) > radiusKm)
          continue
        const own = pointCells(point)
        expect(
          own.some((cell) => cells.includes(cell)),
          `${JSON.stringify(point)} ${radiusKm} km`,
        ).toBe(true)
      }
    }
  }
})

test('a food’s cells are its rounded point’s geohash at each precision an alert may use', () => {
  expect(pointCells({ lat: 23.7412, lng: 90.3688 })).toEqual(
    [2, 3, 4, 5].map((precision) => geohashForLocation([23.74, 90.37], precision)),
  )
})

test('an alert matches within its radius, with every tag and every word, never its own donor', () => {
  expect(alertMatches(rule(), food)).toBe(true)
  expect(alertMatches(rule({ uid: 'donor' }), food)).toBe(false)
  expect(alertMatches(rule({ tags: ['vegan'] }), food)).toBe(true)
  expect(alertMatches(rule({ tags: ['vegan', 'halal'] }), food)).toBe(false)
  expect(alertMatches(rule({ words: ['soup', 'lent'] }), food)).toBe(true)
  expect(alertMatches(rule({ words: ['road 27'] }), food)).toBe(true)
  expect(alertMatches(rule({ words: ['soup', 'rice'] }), food)).toBe(false)
  expect(alertMatches(rule({ words: ['oup'] }), food)).toBe(false)
  expect(alertMatches(rule({ radiusKm: 4.4 }), { ...food, point: { lat: 23.78, lng: 90.37 } })).toBe(false)
  expect(alertMatches(rule({ radiusKm: 4.5 }), { ...food, point: { lat: 23.78, lng: 90.37 } })).toBe(true)
})

test('a person is told once however many alerts match; instant wins over daily', () => {
  const told = whoToTell(
    [rule({ frequency: 'daily' }), rule(), rule({ uid: 'other', frequency: 'daily' }), rule({ uid: 'donor' })],
    food,
  )
  expect([...told]).toEqual([
    ['neighbour', 'instant'],
    ['other', 'daily'],
  ])
})

test('nobody blocked either way with the donor hears of the food', () => {
  const told = whoToTell([rule(), rule({ uid: 'other' }), rule({ uid: 'third' })], food, new Set(['other', 'third']))
  expect([...told]).toEqual([['neighbour', 'instant']])
})

test('seven Collected requests in the window hold instant alerts an hour', () => {
  const now = new Date('2026-11-25T10:00:00Z')
  expect(instantAlertAt(6, now)).toEqual(now)
  expect(instantAlertAt(7, now)).toEqual(new Date('2026-11-25T11:00:00Z'))
})
