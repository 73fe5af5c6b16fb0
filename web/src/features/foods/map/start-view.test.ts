import { expect, test } from 'vitest'
import { NEIGHBOURHOOD_ZOOM, pickupStartView, WORLD } from './start-view'

const dhaka = { lat: 23.81, lng: 90.41 }
const berlin = { lat: 52.52, lng: 13.4 }
const cairo = { lat: 30.04, lng: 31.24 }

test('opens round the person when their position is known, whatever is listed', () => {
  expect(pickupStartView({ here: dhaka, listed: [berlin, cairo] })).toEqual({ center: dhaka, zoom: NEIGHBOURHOOD_ZOOM })
})

test('without a position, opens on the box of the listed foods', () => {
  expect(pickupStartView({ here: undefined, listed: [berlin, cairo, dhaka] })).toEqual({
    bounds: [berlin, cairo, dhaka],
  })
})

test('one listed point, or several at the same place, has no box: it opens round that point', () => {
  expect(pickupStartView({ here: undefined, listed: [cairo] })).toEqual({ center: cairo, zoom: NEIGHBOURHOOD_ZOOM })
  expect(pickupStartView({ here: undefined, listed: [cairo, { ...cairo }] })).toEqual({
    center: cairo,
    zoom: NEIGHBOURHOOD_ZOOM,
  })
})

test('with neither, opens on the whole world', () => {
  expect(pickupStartView({ here: undefined, listed: [] })).toEqual(WORLD)
})
