import { describe, expect, it } from 'vitest'
import { locationBlockLayout, locationBlockLocations, type LocationBlockFilter } from './location-block.js'
import type { LocationType } from './types/location.js'

const locations: { id: number; location_type: LocationType | null; primary?: boolean }[] = [
  { id: 1, location_type: 'sales', primary: true },
  { id: 2, location_type: 'service' },
  { id: 3, location_type: 'parts' },
  { id: 4, location_type: 'service-and-parts' },
  { id: 5, location_type: '' },
  { id: 6, location_type: 'used' },
  { id: 7, location_type: null },
]

describe('"Location block filters: primary, sales, service, parts, service-and-parts, all, or a specific location id"', () => {
  it.each<[LocationBlockFilter, number[]]>([
    ['primary', [1]],
    ['sales', [1, 5, 7]],
    ['service', [2, 4]],
    ['parts', [3, 4]],
    ['service-and-parts', [4]],
    ['all', [1, 2, 3, 4, 5, 6, 7]],
    [3, [3]],
    [99, []],
  ])('%j keeps %j', (filter, ids) => {
    expect(locationBlockLocations(locations, filter).map((location) => location.id)).toEqual(ids)
  })

  it('primary falls back to the first location when none is marked primary', () => {
    expect(
      locationBlockLocations(
        [
          { id: 8, location_type: 'parts' },
          { id: 9, location_type: 'sales' },
        ],
        'primary',
      ),
    ).toEqual([{ id: 8, location_type: 'parts' }])
  })
})

describe('"One location: single large card with map; several: grid (column count by count: under 3, 3 or more, over 3)"', () => {
  it.each([
    [0, { kind: 'empty' }],
    [1, { kind: 'single' }],
    [2, { kind: 'grid', columns: 2 }],
    [3, { kind: 'grid', columns: 3 }],
    [4, { kind: 'grid', columns: 4 }],
    [6, { kind: 'grid', columns: 4 }],
    [11, { kind: 'grid', columns: 4 }],
  ])('%i locations: %j', (count, layout) => {
    expect(locationBlockLayout(count)).toEqual(layout)
  })
})
