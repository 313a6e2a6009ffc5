import { describe, expect, it } from 'vitest'
import {
  pathTargetAttributes,
  resolveSegment,
  targetRefinements,
  type SearchCatalogue,
  type SearchPathTarget,
} from './catalogue.js'
import type { SearchState } from './search-state.js'
import { buildSearchUrl, parseSearchUrl } from './search-url.js'

// Each row: two dimensions share a slug. The segment resolves to the earlier one in the order fixed car-type
// paths, {cartype}-cars, make, body, location, dealership; the builder keeps the later one in the query
// string so that state → URL → state stays the identity.
describe('Ambiguous slugs: fixed car-type paths, {cartype}-cars, make, body, location, dealership', () => {
  it.each<[string, SearchCatalogue, string, SearchPathTarget, SearchState, string]>([
    [
      'a fixed car-type path beats an item type',
      { itemTypes: ['used'] },
      'used-cars',
      { kind: 'car-type', segment: 'used-cars', carTypes: ['used'] },
      { refinementList: { item_type: ['used'] } },
      '/search/new-used-and-demo-cars?refinementList[item_type][0]=used',
    ],
    [
      'a fixed car-type path beats a make',
      { makes: [{ name: 'New Cars' }] },
      'new-cars',
      { kind: 'car-type', segment: 'new-cars', carTypes: ['new'] },
      { refinementList: { make: ['New Cars'] } },
      '/search/new-used-and-demo-cars?refinementList[make][0]=New+Cars',
    ],
    [
      '{cartype}-cars beats a make',
      { itemTypes: ['caravan'], makes: [{ name: 'Caravan Cars' }] },
      'caravan-cars',
      { kind: 'item-type', itemType: 'caravan' },
      { refinementList: { make: ['Caravan Cars'] } },
      '/search/new-used-and-demo-cars?refinementList[make][0]=Caravan+Cars',
    ],
    [
      'a make beats a body',
      { makes: [{ name: 'Hummer' }], bodies: ['Hummer'] },
      'hummer',
      { kind: 'make', make: 'Hummer' },
      { refinementList: { body: ['Hummer'] } },
      '/search/new-used-and-demo-cars?refinementList[body][0]=Hummer',
    ],
    [
      'a make beats a location slug',
      { makes: [{ name: 'Toyota' }], locations: [{ slug: 'toyota', name: 'Toyota Central' }] },
      'toyota',
      { kind: 'make', make: 'Toyota' },
      { refinementList: { location_name: ['Toyota Central'] } },
      '/search/new-used-and-demo-cars?refinementList[location_name][0]=Toyota+Central',
    ],
    [
      'a make beats a dealership slug',
      { makes: [{ name: 'Kia' }], dealerships: [{ slug: 'kia', name: 'Kia Southport' }] },
      'kia',
      { kind: 'make', make: 'Kia' },
      { refinementList: { dealership_name: ['Kia Southport'] } },
      '/search/new-used-and-demo-cars?refinementList[dealership_name][0]=Kia+Southport',
    ],
    [
      'a body beats a location slug',
      { bodies: ['Hatch'], locations: [{ slug: 'hatch', name: 'Hatch Motors' }] },
      'hatch',
      { kind: 'body', body: 'Hatch' },
      { refinementList: { location_name: ['Hatch Motors'] } },
      '/search/new-used-and-demo-cars?refinementList[location_name][0]=Hatch+Motors',
    ],
    [
      'a location slug beats a dealership slug',
      {
        locations: [{ slug: 'southport', name: 'Southport' }],
        dealerships: [{ slug: 'southport', name: 'Southport Dealership' }],
      },
      'southport',
      { kind: 'location', location: { slug: 'southport', name: 'Southport' } },
      { refinementList: { dealership_name: ['Southport Dealership'] } },
      '/search/new-used-and-demo-cars?refinementList[dealership_name][0]=Southport+Dealership',
    ],
    [
      'of two makes with one slug, the first in the catalogue wins',
      { makes: [{ name: 'Land Rover' }, { name: 'Land-Rover' }] },
      'land-rover',
      { kind: 'make', make: 'Land Rover' },
      { refinementList: { make: ['Land-Rover'] } },
      '/search/new-used-and-demo-cars?refinementList[make][0]=Land-Rover',
    ],
  ])('%s', (_case, catalogue, segment, target, loser, url) => {
    expect(resolveSegment(segment, catalogue)).toEqual(target)
    expect(buildSearchUrl(loser, catalogue)).toBe(url)
    expect(parseSearchUrl(url, catalogue)).toEqual(loser)
  })

  it('a losing dimension falls through to the next one that fits the path', () => {
    const catalogue: SearchCatalogue = {
      makes: [{ name: 'Toyota' }],
      locations: [{ slug: 'toyota', name: 'Toyota Central' }],
      dealerships: [{ slug: 'harbourside', name: 'Harbourside' }],
    }
    const state: SearchState = {
      refinementList: { location_name: ['Toyota Central'], dealership_name: ['Harbourside'] },
    }
    const url = '/search/harbourside?refinementList[location_name][0]=Toyota+Central'
    expect(buildSearchUrl(state, catalogue)).toBe(url)
    expect(parseSearchUrl(url, catalogue)).toEqual(state)
  })

  it('a make resolves as a make under /search/{make}/{model} even when its slug is a fixed path', () => {
    const catalogue: SearchCatalogue = { makes: [{ name: 'Used Cars', models: ['Bargain'] }] }
    const state: SearchState = { refinementList: { make: ['Used Cars'], model: ['Bargain'] } }
    expect(buildSearchUrl(state, catalogue)).toBe('/search/used-cars/bargain')
    expect(parseSearchUrl('/search/used-cars/bargain', catalogue)).toEqual(state)
    expect(parseSearchUrl('/search/used-cars', catalogue)).toEqual({ refinementList: { car_type: ['used'] } })
  })

  it('an empty catalogue still serves the fixed car-type paths', () => {
    expect(resolveSegment('new-and-demo-cars', {})).toEqual({
      kind: 'car-type',
      segment: 'new-and-demo-cars',
      carTypes: ['new', 'demo'],
    })
    expect(resolveSegment('toyota', {})).toBeNull()
  })
})

describe('pathTargetAttributes: the attributes a search path can refine', () => {
  const everyKindOfTarget: SearchPathTarget[] = [
    { kind: 'car-type', segment: 'used-cars', carTypes: ['Used'] },
    { kind: 'item-type', itemType: 'Caravan' },
    { kind: 'make', make: 'Kia', model: 'EV6' },
    { kind: 'body', body: 'Wagon' },
    { kind: 'location', location: { slug: 'southport', name: 'Southport' } },
    { kind: 'dealership', dealership: { slug: 'bay-kia', name: 'Bay Kia' } },
  ]

  it('are exactly the attributes that the targets of every kind refine', () => {
    const refined = new Set(everyKindOfTarget.flatMap((target) => Object.keys(targetRefinements(target))))
    expect([...refined].sort()).toEqual([...pathTargetAttributes].sort())
  })
})
