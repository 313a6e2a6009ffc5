import { describe, expect, it } from 'vitest'
import { normaliseSearchState, type SearchState } from './search-state.js'
import { buildSearchUrl, parseSearchUrl } from './search-url.js'
import { catalogue } from './test-catalogue.testing.js'

describe('Routes: "/search/new-used-and-demo-cars | default search path" and the "stock search variants"', () => {
  it.each<[string, string, SearchState]>([
    ['/search/new-used-and-demo-cars (default search path)', '/search/new-used-and-demo-cars', {}],
    ['/search/used-cars', '/search/used-cars', { refinementList: { car_type: ['used'] } }],
    ['/search/demo-cars', '/search/demo-cars', { refinementList: { car_type: ['demo'] } }],
    ['/search/new-cars', '/search/new-cars', { refinementList: { car_type: ['new'] } }],
    [
      '/search/new-and-demo-cars',
      '/search/new-and-demo-cars',
      { refinementList: { car_type: ['new', 'demo'] } },
    ],
    ['/search/{make}', '/search/toyota', { refinementList: { make: ['Toyota'] } }],
    ['/search/{make} with a dash', '/search/mercedes-benz', { refinementList: { make: ['Mercedes-Benz'] } }],
    ['/search/{make} with a space', '/search/land-rover', { refinementList: { make: ['Land Rover'] } }],
    ['/search/{make} with a diacritic', '/search/citroen', { refinementList: { make: ['Citroën'] } }],
    [
      '/search/{make}/{model}',
      '/search/toyota/landcruiser-300',
      { refinementList: { make: ['Toyota'], model: ['LandCruiser 300'] } },
    ],
    [
      '/search/{make}/{model} with dashes',
      '/search/mercedes-benz/c-class',
      { refinementList: { make: ['Mercedes-Benz'], model: ['C-Class'] } },
    ],
    ['/search/{cartype}-cars', '/search/caravan-cars', { refinementList: { item_type: ['caravan'] } }],
    ['/search/{body slug}', '/search/cab-chassis', { refinementList: { body: ['Cab Chassis'] } }],
    ['/search/{location slug}', '/search/gold-coast', { refinementList: { location_name: ['Gold Coast'] } }],
    [
      '/search/{dealership_slug}',
      '/search/harbourside-toyota',
      { refinementList: { dealership_name: ['Harbourside Toyota'] } },
    ],
    [
      '/search/{dealership_slug} written with an underscore',
      '/search/bayside-motors',
      { refinementList: { dealership_name: ['Bayside Motors'] } },
    ],
  ])('%s', (_route, url, state) => {
    expect(parseSearchUrl(url, catalogue)).toEqual(state)
    expect(buildSearchUrl(state, catalogue)).toBe(url)
  })

  it.each([
    ['an unknown slug', '/search/unknown-thing'],
    ['a model that is not of the make', '/search/toyota/cx-5'],
    ['an unknown model', '/search/toyota/corolla'],
    ['a model under a car-type path', '/search/used-cars/hilux'],
    ['three segments', '/search/toyota/hilux/sr5'],
    ['no segment', '/search/'],
    ['/search alone', '/search'],
    ['another route', '/cars/2021-toyota-hilux'],
    ['an empty URL', ''],
    ['a slug of nothing but symbols', '/search/%E4%B8%B0%E7%94%B0'],
  ])('%s is not a search route (null → 404)', (_case, url) => {
    expect(parseSearchUrl(url, catalogue)).toBeNull()
  })

  it.each<[string, string | { pathname: string; search?: string }, SearchState]>([
    ['upper case and a trailing slash', '/search/Used-Cars/', { refinementList: { car_type: ['used'] } }],
    [
      'an absolute URL with a hash',
      'https://dealer.example/search/toyota?page=2#top',
      { page: 2, refinementList: { make: ['Toyota'] } },
    ],
    ['a percent-encoded segment', '/search/Land%20Rover', { refinementList: { make: ['Land Rover'] } }],
    [
      'pathname and search parts',
      { pathname: '/search/suv', search: '?sortBy=latest' },
      { sortBy: 'latest', refinementList: { body: ['SUV'] } },
    ],
    ['pathname without search', { pathname: '/search/ute' }, { refinementList: { body: ['Ute'] } }],
  ])('reads %s', (_case, url, state) => {
    expect(parseSearchUrl(url, catalogue)).toEqual(state)
  })

  it('path value comes first, then the query string values of the same attribute', () => {
    expect(parseSearchUrl('/search/toyota?refinementList[make][0]=Mazda', catalogue)).toEqual({
      refinementList: { make: ['Toyota', 'Mazda'] },
    })
  })
})

describe('Canonical path: at most one dimension in the path, by priority', () => {
  it.each<[string, SearchState, string]>([
    [
      'a single make beats a car-type path; other filters stay in the query string',
      { refinementList: { make: ['Toyota'], car_type: ['used'], colour: ['White'] } },
      '/search/toyota?refinementList[car_type][0]=used&refinementList[colour][0]=White',
    ],
    [
      'make with a single model of that make',
      { refinementList: { make: ['Toyota'], model: ['HiLux'] }, sortBy: 'price_desc' },
      '/search/toyota/hilux?sortBy=price_desc',
    ],
    [
      'a model of another make stays in the query string',
      { refinementList: { make: ['Toyota'], model: ['CX-5'] } },
      '/search/toyota?refinementList[model][0]=CX-5',
    ],
    [
      'two models stay in the query string',
      { refinementList: { make: ['Toyota'], model: ['HiLux', 'RAV4'] } },
      '/search/toyota?refinementList[model][0]=HiLux&refinementList[model][1]=RAV4',
    ],
    [
      'two makes: the car-type path is next',
      { refinementList: { make: ['Toyota', 'Mazda'], car_type: ['demo'] } },
      '/search/demo-cars?refinementList[make][0]=Toyota&refinementList[make][1]=Mazda',
    ],
    [
      'a make outside the catalogue stays in the query string',
      { refinementList: { make: ['Suzuki'] } },
      '/search/new-used-and-demo-cars?refinementList[make][0]=Suzuki',
    ],
    [
      'car types in any order take their path (new, demo, used order)',
      { refinementList: { car_type: ['demo', 'new'] } },
      '/search/new-and-demo-cars',
    ],
    [
      'a car-type set without its own path stays in the query string',
      { refinementList: { car_type: ['used', 'demo'] } },
      '/search/new-used-and-demo-cars?refinementList[car_type][0]=demo&refinementList[car_type][1]=used',
    ],
    [
      'all three car types stay in the query string (the default path means no car-type filter)',
      { refinementList: { car_type: ['new', 'demo', 'used'] } },
      '/search/new-used-and-demo-cars?refinementList[car_type][0]=new&refinementList[car_type][1]=demo&refinementList[car_type][2]=used',
    ],
    [
      'car type beats item type, body, location and dealership',
      {
        refinementList: {
          car_type: ['used'],
          item_type: ['caravan'],
          body: ['SUV'],
          location_name: ['Gold Coast'],
          dealership_name: ['Harbourside Toyota'],
        },
      },
      '/search/used-cars?refinementList[body][0]=SUV&refinementList[dealership_name][0]=Harbourside+Toyota&refinementList[item_type][0]=caravan&refinementList[location_name][0]=Gold+Coast',
    ],
    [
      'body beats location and dealership',
      {
        refinementList: {
          body: ['SUV'],
          location_name: ['Gold Coast'],
          dealership_name: ['Harbourside Toyota'],
        },
      },
      '/search/suv?refinementList[dealership_name][0]=Harbourside+Toyota&refinementList[location_name][0]=Gold+Coast',
    ],
    [
      'location beats dealership',
      { refinementList: { location_name: ['Gold Coast'], dealership_name: ['Harbourside Toyota'] } },
      '/search/gold-coast?refinementList[dealership_name][0]=Harbourside+Toyota',
    ],
  ])('%s', (_case, state, url) => {
    expect(buildSearchUrl(state, catalogue)).toBe(url)
    expect(parseSearchUrl(url, catalogue)).toEqual(normaliseSearchState(state))
  })
})
