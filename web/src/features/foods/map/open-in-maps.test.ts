import { describe, expect, it } from 'vitest'
import { openInMapsHref } from './open-in-maps'

describe('openInMapsHref', () => {
  const point = { lat: 23.81234, lng: 90.41251 }

  it('gives a phone a geo: URI its maps app opens', () => {
    expect(openInMapsHref(point, true)).toBe('geo:23.81234,90.41251')
  })

  it('gives any other screen OpenStreetMap at street level with a marker on the point', () => {
    expect(openInMapsHref(point, false)).toBe(
      'https://www.openstreetmap.org/?mlat=23.81234&mlon=90.41251#map=17/23.81234/90.41251',
    )
  })

  it('keeps the signs of points south and west', () => {
    expect(openInMapsHref({ lat: -33.9, lng: -70.65 }, true)).toBe('geo:-33.9,-70.65')
  })
})
