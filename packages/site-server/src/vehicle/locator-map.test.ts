import { beforeEach, describe, expect, it } from 'vitest'
import { clearLocatorMapCache, locatorMap, locatorMapCacheSize, type LocatorMap } from './locator-map'

const gosford = { lat: -33.4274, lng: 151.342, label: 'Wattle Bay Kia Gosford' }
const sydney = { lat: -33.8688, lng: 151.2093, label: 'Sydney' }
const newcastle = { lat: -32.9283, lng: 151.7817, label: 'Newcastle' }
const brisbane = { lat: -27.4698, lng: 153.0251, label: 'Brisbane' }
const perth = { lat: -31.9523, lng: 115.8613, label: 'Perth' }

/** Every coordinate pair of an SVG path made of M, L and Z commands. */
function pathPoints(path: string): Array<[number, number]> {
  const numbers = path.replace(/[MLZ]/g, ' ').trim().split(/\s+/).filter(Boolean).map(Number)
  const points: Array<[number, number]> = []
  for (let index = 0; index < numbers.length; index += 2)
    points.push([numbers[index] ?? NaN, numbers[index + 1] ?? NaN])
  return points
}

const size = (map: LocatorMap) => map.viewBox.split(' ').map(Number).slice(2) as [number, number]

beforeEach(() => {
  clearLocatorMapCache()
})

describe('locatorMap', () => {
  it.each([
    ['Gosford (NSW coast)', gosford],
    ['Perth (WA)', perth],
    ['Darwin (NT)', { lat: -12.4634, lng: 130.8456, label: 'Darwin' }],
    ['Hobart (TAS)', { lat: -42.8821, lng: 147.3272, label: 'Hobart' }],
    ['Alice Springs (inland)', { lat: -23.698, lng: 133.8807, label: 'Alice Springs' }],
  ])('centres %s with its pin inside the viewBox, over land drawn from the coastline', (_, place) => {
    const map = locatorMap(place)
    expect(map.viewBox).toBe('0 0 400 300')
    expect(map.pins).toEqual([{ x: 200, y: 150, label: place.label, primary: true }])
    expect(map.landPath).toMatch(/^M[\d.-]+ [\d.-]+L/)
    const points = pathPoints(map.landPath)
    expect(points.length).toBeGreaterThanOrEqual(4)
    for (const [x, y] of points) {
      expect(x).toBeGreaterThanOrEqual(-2)
      expect(x).toBeLessThanOrEqual(402)
      expect(y).toBeGreaterThanOrEqual(-2)
      expect(y).toBeLessThanOrEqual(302)
    }
  })

  it('is all land around an inland town (the path covers the frame)', () => {
    const points = pathPoints(locatorMap({ lat: -23.698, lng: 133.8807, label: 'Alice Springs' }).landPath)
    expect(Math.min(...points.map(([x]) => x))).toBe(-2)
    expect(Math.max(...points.map(([x]) => x))).toBe(402)
  })

  it('pins the other locations in view (north is up, east is right) and leaves out those outside it', () => {
    const map = locatorMap(gosford, [sydney, newcastle, brisbane, perth])
    const [width, height] = size(map)
    expect(map.pins.map((pin) => pin.label)).toEqual(['Wattle Bay Kia Gosford', 'Sydney', 'Newcastle'])
    for (const pin of map.pins) {
      expect(pin.x).toBeGreaterThanOrEqual(0)
      expect(pin.x).toBeLessThanOrEqual(width)
      expect(pin.y).toBeGreaterThanOrEqual(0)
      expect(pin.y).toBeLessThanOrEqual(height)
    }
    const [primary, south, north] = map.pins
    expect(primary?.primary).toBe(true)
    expect([south?.primary, north?.primary]).toEqual([false, false])
    expect(south?.y).toBeGreaterThan(primary?.y ?? 0)
    expect(north?.y).toBeLessThan(primary?.y ?? 0)
    expect(north?.x).toBeGreaterThan(primary?.x ?? 0)
  })

  it('scales longitude by the cosine of the latitude (equirectangular), at 8° of latitude top to bottom', () => {
    const map = locatorMap(gosford, [
      { lat: gosford.lat + 1, lng: gosford.lng, label: 'north' },
      { lat: gosford.lat, lng: gosford.lng + 1, label: 'east' },
    ])
    const [, north, east] = map.pins
    expect(150 - (north?.y ?? 0)).toBeCloseTo(300 / 8, 0)
    expect((east?.x ?? 0) - 200).toBeCloseTo((300 / 8) * Math.cos((gosford.lat * Math.PI) / 180), 0)
  })

  it('leaves out another location at the same place and with the same name as the pinned one', () => {
    expect(locatorMap(gosford, [{ ...gosford }]).pins).toHaveLength(1)
  })

  it('takes another size and zoom', () => {
    const map = locatorMap(gosford, [], { width: 600, height: 400, spanLat: 4 })
    expect(map.viewBox).toBe('0 0 600 400')
    expect(map.pins[0]).toMatchObject({ x: 300, y: 200 })
  })

  it('is computed once per location and then served from the cache', () => {
    const first = locatorMap(gosford, [sydney])
    expect(locatorMapCacheSize()).toBe(1)
    expect(locatorMap({ ...gosford }, [{ ...sydney }])).toBe(first)
    expect(locatorMapCacheSize()).toBe(1)
    const other = locatorMap(gosford)
    expect(other).not.toBe(first)
    expect(locatorMapCacheSize()).toBe(2)
    clearLocatorMapCache()
    expect(locatorMap(gosford, [sydney])).not.toBe(first)
  })

  it('keeps the inline SVG small', () => {
    expect(locatorMap(gosford).landPath.length).toBeLessThan(20_000)
  })
})
