import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { searchAttributes, type SearchAttribute } from './attributes.js'
import type { SearchCatalogue } from './catalogue.js'
import { normaliseSearchState, type SearchState } from './search-state.js'
import { buildSearchUrl, parseSearchUrl } from './search-url.js'
import { sortKeys } from './sort-options.js'
import { catalogue } from './test-catalogue.testing.js'

const awkward = fc.constantFrom(
  'A&B',
  '1+1',
  'a/b',
  'Citroën',
  '✓ ok',
  '丰田',
  '%20',
  '100%',
  '#x',
  '?q=1',
  'k=v',
  '[0]',
  '-minus',
  ' leading',
  'trailing ',
  'Cab Chassis',
  'a:b',
  '"quoted"',
  '😀',
)
const anyText = fc.oneof(fc.string({ unit: 'grapheme' }), fc.string({ unit: 'binary' }), awkward)

/** Values for one attribute, drawn mostly from the catalogue so that paths get exercised. */
function valuesFor(source: SearchCatalogue, attribute: SearchAttribute): fc.Arbitrary<string[]> {
  const known: Partial<Record<SearchAttribute, string[]>> = {
    car_type: ['new', 'demo', 'used', 'New'],
    make: (source.makes ?? []).map((make) => make.name),
    model: (source.makes ?? []).flatMap((make) => [...(make.models ?? [])]),
    body: [...(source.bodies ?? [])],
    location_name: (source.locations ?? []).map((place) => place.name),
    dealership_name: (source.dealerships ?? []).map((place) => place.name),
    item_type: [...(source.itemTypes ?? [])],
  }
  const fromCatalogue = known[attribute] ?? []
  const value = fromCatalogue.length > 0 ? fc.oneof(fc.constantFrom(...fromCatalogue), anyText) : anyText
  return fc.array(value, { maxLength: 3 })
}

const bound = fc.oneof(fc.integer({ min: -1000, max: 300_000 }), fc.double(), fc.constant(1e21))

function stateFor(source: SearchCatalogue): fc.Arbitrary<SearchState> {
  const attribute = fc.constantFrom(...searchAttributes)
  const refinementList = fc
    .uniqueArray(attribute, { maxLength: 6 })
    .chain((attributes) =>
      fc.tuple(...attributes.map((name) => valuesFor(source, name).map((values) => [name, values] as const))),
    )
    .map((entries) => Object.fromEntries(entries))
  const range = fc.dictionary(attribute, fc.record({ min: bound, max: bound }, { requiredKeys: [] }), {
    maxKeys: 3,
  })
  const pairs = (source.makes ?? []).flatMap((make) =>
    (make.models ?? []).map((model) => [make.name, model] as const),
  )
  const withMakeModel =
    pairs.length > 0
      ? fc.oneof(
          refinementList,
          fc
            .tuple(refinementList, fc.constantFrom(...pairs))
            .map(([list, [make, model]]) => ({ ...list, make: [make], model: [model] })),
        )
      : refinementList
  return fc.record(
    {
      query: anyText,
      page: fc.integer({ min: -3, max: 10_000 }),
      sortBy: fc.constantFrom(...sortKeys),
      refinementList: withMakeModel,
      range,
    },
    { requiredKeys: [] },
  )
}

const name = fc.oneof(
  fc.constantFrom(
    'Toyota',
    'toyota',
    'Used',
    'Used Cars',
    'New',
    'Hatch',
    'Land Rover',
    'Land-Rover',
    'caravan',
    'SUV',
  ),
  anyText,
)
const place = fc.record({ slug: name, name })
const generatedCatalogue: fc.Arbitrary<SearchCatalogue> = fc.record({
  makes: fc.array(fc.record({ name, models: fc.array(name, { maxLength: 3 }) }), { maxLength: 5 }),
  bodies: fc.array(name, { maxLength: 4 }),
  locations: fc.array(place, { maxLength: 4 }),
  dealerships: fc.array(place, { maxLength: 4 }),
  itemTypes: fc.array(name, { maxLength: 3 }),
  defaultSort: fc.constantFrom(...sortKeys),
})

describe('state → URL → state is the identity (property)', () => {
  it('for the tenant catalogue: parse(build(state)) equals the normalised state (2000 runs)', () => {
    fc.assert(
      fc.property(stateFor(catalogue), (state) => {
        const url = buildSearchUrl(state, catalogue)
        expect(parseSearchUrl(url, catalogue)).toEqual(normaliseSearchState(state))
      }),
      { numRuns: 2000 },
    )
  })

  it('for generated catalogues full of slug collisions (500 runs)', () => {
    fc.assert(
      fc.property(
        generatedCatalogue.chain((source) => fc.tuple(fc.constant(source), stateFor(source))),
        ([source, state]) => {
          const url = buildSearchUrl(state, source)
          expect(parseSearchUrl(url, source)).toEqual(normaliseSearchState(state, source.defaultSort))
        },
      ),
      { numRuns: 500 },
    )
  })

  it('the generated states reach every kind of path (statistics over 2000 states)', () => {
    const segments = new Set(
      fc.sample(stateFor(catalogue), { numRuns: 2000, seed: 42 }).map((state) => {
        const [, first = '', second] =
          /^\/search\/([^/?]+)(?:\/([^?]+))?/.exec(buildSearchUrl(state, catalogue)) ?? []
        return second === undefined ? first : 'make/model'
      }),
    )
    expect([...segments]).toEqual(
      expect.arrayContaining([
        'new-used-and-demo-cars',
        'used-cars',
        'new-and-demo-cars',
        'toyota',
        'make/model',
        'caravan-cars',
        'cab-chassis',
        'gold-coast',
        'harbourside-toyota',
      ]),
    )
  })

  it('normalising is idempotent and a normalised state round-trips exactly (1000 runs)', () => {
    fc.assert(
      fc.property(stateFor(catalogue), (state) => {
        const normalised = normaliseSearchState(state)
        expect(normaliseSearchState(normalised)).toEqual(normalised)
        expect(parseSearchUrl(buildSearchUrl(normalised, catalogue), catalogue)).toEqual(normalised)
      }),
      { numRuns: 1000 },
    )
  })
})

const queryKey = fc.oneof(
  fc.constantFrom(
    'query',
    'page',
    'sortBy',
    'refinementList[colour][0]',
    'refinementList[make][1]',
    'refinementList%5Bbody%5D%5B0%5D',
    'refinementList[car_type][]',
    'refinementList[nope][0]',
    'refinementList[colour]',
    'range[price]',
    'range%5Bkm%5D',
    'range[__proto__]',
    '__proto__',
  ),
  anyText,
)
const queryValue = fc.oneof(
  fc.constantFrom(
    '5000:20000',
    ':20000',
    '5000:',
    ':',
    '2',
    '0',
    '-1',
    'price_desc',
    'latest',
    '%',
    '%E0%A4%A',
    '+',
  ),
  anyText,
)
const queryString = fc
  .array(fc.tuple(queryKey, fc.option(queryValue)), { maxLength: 8 })
  .map((pairs) => pairs.map(([key, value]) => (value === null ? key : `${key}=${value}`)).join('&'))
const path = fc.oneof(
  fc.constantFrom(
    '/search/new-used-and-demo-cars',
    '/search/used-cars',
    '/search/toyota',
    '/search/toyota/hilux',
    '/search/southport',
    '/search/',
    '/search',
    '/cars/x',
    '',
  ),
  anyText.map((text) => `/search/${text}`),
  anyText,
)

function expectStable(result: SearchState | null): void {
  if (result === null) return
  expect(normaliseSearchState(result)).toEqual(result)
  expect(parseSearchUrl(buildSearchUrl(result, catalogue), catalogue)).toEqual(result)
}

describe('Unknown or malformed parameters are ignored, never a crash (fuzz)', () => {
  it('arbitrary strings as URLs (2000 runs)', () => {
    fc.assert(
      fc.property(anyText, (url) => {
        expectStable(parseSearchUrl(url, catalogue))
      }),
      { numRuns: 2000 },
    )
  })

  it('arbitrary query strings on search paths (2000 runs)', () => {
    fc.assert(
      fc.property(path, queryString, fc.constantFrom('?', '', '??'), (pathname, search, mark) => {
        expectStable(parseSearchUrl(`${pathname}${mark}${search}`, catalogue))
        expectStable(parseSearchUrl({ pathname, search }, catalogue))
      }),
      { numRuns: 2000 },
    )
  })

  it('arbitrary values in place of a URL or a state (1000 runs)', () => {
    fc.assert(
      fc.property(fc.anything(), (value) => {
        expectStable(parseSearchUrl(value as string, catalogue))
        const state = normaliseSearchState(value as SearchState)
        expect(parseSearchUrl(buildSearchUrl(value as SearchState, catalogue), catalogue)).toEqual(state)
      }),
      { numRuns: 1000 },
    )
  })
})
