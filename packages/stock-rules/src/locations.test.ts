import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import {
  contactUsSlug,
  distanceKm,
  filterLocations,
  locationTabs,
  sortByDistance,
  sortLocations,
} from './locations.js'
import type { LocationType } from './types/location.js'

describe('"Locations sorted: blank, sales, used, service, parts"', () => {
  it('orders by type', () => {
    const locations = [
      { id: 1, location_type: 'parts' as const },
      { id: 2, location_type: 'service' as const },
      { id: 3, location_type: 'used' as const },
      { id: 4, location_type: 'sales' as const },
      { id: 5, location_type: '' as const },
      { id: 6, location_type: 'service-and-parts' as const },
      { id: 7, location_type: null },
    ]
    expect(sortLocations(locations).map((l) => l.id)).toEqual([5, 7, 4, 3, 2, 1, 6])
  })

  it('is stable: same-type locations keep their order', () => {
    const types: LocationType[] = ['', 'sales', 'used', 'service', 'parts', 'service-and-parts']
    fc.assert(
      fc.property(fc.array(fc.constantFrom(...types), { maxLength: 25 }), (list) => {
        const sorted = sortLocations(list.map((location_type, id) => ({ id, location_type })))
        expect(sorted).toHaveLength(list.length)
        for (let i = 1; i < sorted.length; i++) {
          const [a, b] = [sorted[i - 1], sorted[i]]
          if (a && b && a.location_type === b.location_type) expect(a.id).toBeLessThan(b.id)
        }
      }),
    )
  })
})

const brisbane = {
  id: 1,
  name: 'Brisbane City Toyota - Sales',
  location_type: 'sales' as const,
  address: { street: '1 Ann Street', postcode: '4000' },
}
const ipswich = {
  id: 2,
  name: 'Ipswich Service Centre',
  location_type: 'service' as const,
  address: { street: '20 Brisbane Road', postcode: '4305' },
}
const toowoomba = { id: 3, name: 'Toowoomba Parts', location_type: 'parts' as const, address: null }

describe('"Location filter: case-insensitive substring match on name, postcode, street or location type"', () => {
  it.each([
    ['name, any case', 'TOOWOOMBA', [3]],
    ['postcode', '430', [2]],
    ['street', 'brisbane road', [2]],
    ['"brisbane" matches a name and a street', 'brisbane', [1, 2]],
    ['location type', 'service', [2]],
    ['blank query keeps all', '  ', [1, 2, 3]],
    ['no match', 'Cairns', []],
  ])('%s', (_name, query, expectedIds) => {
    expect(filterLocations([brisbane, ipswich, toowoomba], query).map((l) => l.id)).toEqual(expectedIds)
  })
})

describe('"tabs by location type (sales, used, service, parts; blank shown as sales)"', () => {
  it('groups blank with sales, in sort order', () => {
    const tabs = locationTabs([
      { id: 1, location_type: 'service' as const },
      { id: 2, location_type: '' as const },
      { id: 3, location_type: 'sales' as const },
      { id: 4, location_type: 'used' as const },
    ])
    expect(tabs.map((tab) => [tab.type, tab.locations.map((l) => l.id)])).toEqual([
      ['sales', [2, 3]],
      ['used', [4]],
      ['service', [1]],
    ])
  })
})

describe('"/contact-us/{location-name-slug} (name with \' - Sales/Service/Parts\' suffix removed)"', () => {
  it.each([
    ['Brisbane City Toyota - Sales', 'brisbane-city-toyota'],
    ['Brisbane City Toyota - Service', 'brisbane-city-toyota'],
    ['Brisbane City Toyota - Parts', 'brisbane-city-toyota'],
    ['Sales - Parts & Service Hub', 'sales-parts-service-hub'],
    ['Ipswich - Sales Yard', 'ipswich-sales-yard'],
    ["O'Brien Motors", 'o-brien-motors'],
  ])('%s → %s', (name, expected) => {
    expect(contactUsSlug(name)).toBe(expected)
  })
})

describe('"Earth radius 6371 km" haversine distance', () => {
  it.each([
    ['Brisbane to Sydney', { lat: -27.4698, lng: 153.0251 }, { lat: -33.8688, lng: 151.2093 }, 732.3788],
    ['one degree of longitude on the equator', { lat: 0, lng: 0 }, { lat: 0, lng: 1 }, 111.1949],
    ['same point', { lat: -27, lng: 153 }, { lat: -27, lng: 153 }, 0],
  ])('%s', (_name, from, to, expected) => {
    expect(distanceKm(from, to)).toBeCloseTo(expected, 3)
  })

  it('sorts nearest first, locations without coordinates last', () => {
    const sorted = sortByDistance(
      [
        { id: 'none', address: null },
        { id: 'sydney', address: { lat: -33.8688, long: 151.2093 } },
        { id: 'ipswich', address: { lat: -27.6144, long: 152.7608 } },
      ],
      { lat: -27.4698, lng: 153.0251 },
    )
    expect(sorted.map((entry) => entry.location.id)).toEqual(['ipswich', 'sydney', 'none'])
    expect(sorted[2]?.distanceKm).toBeNull()
  })
})
