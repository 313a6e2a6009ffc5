import { describe, expect, it } from 'vitest'
import { createSearchEngine } from './search-engine'
import type { SearchResponse } from './types'

const records = [
  {
    objectID: 'a',
    tenant: 'one',
    title: '2021 Toyota Hilux SR5',
    make: 'Toyota',
    price: 45000,
    year: 2021,
    custom_rank: 5,
    tag: ['runout sale'],
    vin: 'JTMHILUX00001',
  },
  {
    objectID: 'b',
    tenant: 'one',
    title: '2019 Toyota Corolla Ascent',
    make: 'Toyota',
    price: 21000,
    year: 2019,
    custom_rank: 9,
    tag: [],
    vin: 'JTMCOROLLA002',
  },
  {
    objectID: 'c',
    tenant: 'one',
    title: '2022 Mazda CX-5 Maxx',
    make: 'Mazda',
    price: 36000,
    year: 2022,
    custom_rank: 7,
    tag: ['Reduced'],
  },
  {
    objectID: 'd',
    tenant: 'one',
    title: '2020 Ford Ranger Wildtrak',
    make: 'Ford',
    price: 58000,
    year: 2020,
    custom_rank: 1,
  },
  {
    objectID: 'e',
    tenant: 'one',
    title: '2023 Kia Sportage GT-Line',
    make: 'Kia',
    year: 2023,
    custom_rank: 3,
  },
  {
    objectID: 'f',
    tenant: 'two',
    title: '2021 Toyota LandCruiser Sahara',
    make: 'Toyota',
    price: 99000,
    year: 2021,
    custom_rank: 8,
  },
]
const settings = {
  searchableAttributes: ['title', 'make', 'vin'],
  attributesForFaceting: ['searchable(make)', 'year', 'price', 'tag', 'filterOnly(tenant)'],
  customRanking: ['desc(custom_rank)'],
  replicas: ['cars_price_asc', 'virtual(cars_price_desc)'],
}
const engine = createSearchEngine({
  indices: {
    cars: {
      settings,
      records,
      replicas: {
        cars_price_asc: { ranking: ['asc(price)', 'typo', 'words', 'attribute', 'exact', 'custom'] },
        cars_price_desc: { customRanking: ['desc(price)'] },
      },
    },
  },
  resolveTenant: (apiKey) =>
    ({
      'key-one': { filters: 'tenant:one' },
      'key-all': { filters: '' },
      'key-priced': { filters: 'tenant:one', filtersByIndex: { cars_price_asc: 'tenant:one AND price > 0' } },
    })[apiKey] ?? null,
})
const one = { apiKey: 'key-one' }
const search = (params: Record<string, unknown>, index = 'cars') => engine.searchIndex(index, params, one)
const ids = (response: SearchResponse) => response.hits.map((hit) => hit.objectID)

describe('query text', () => {
  it.each([
    ['the last word matches as a prefix', 'toyota hil', ['a']],
    ['earlier words must be whole words (or typos)', 'toy hilux', []],
    ['a word of 4+ letters allows one typo', 'toyta', ['b', 'a']],
    ['a word under 4 letters allows none', 'frd', []],
    ['a word of 8+ letters allows two typos', 'wildtrka', ['d']],
    ['a transposition counts as one typo', 'ranegr', ['d']],
    ['words split on punctuation on both sides', 'cx-5', ['c']],
    ['a VIN prefix', 'jtmcor', ['b']],
    ['exact matches rank before typo matches', 'kia', ['e']],
  ])('%s: %j', (_name, query, expected) => {
    expect(ids(search({ query }))).toEqual(expected)
  })

  it('ranks fewer typos first, then by custom rank', () => {
    const typoFree = createSearchEngine({
      indices: {
        cars: {
          settings: { searchableAttributes: ['title'], customRanking: ['desc(rank)'] },
          records: [
            { objectID: '1', title: 'hilux', rank: 1 },
            { objectID: '2', title: 'hiluz', rank: 9 },
          ],
        },
      },
      resolveTenant: () => ({ filters: '' }),
    })
    expect(ids(typoFree.searchIndex('cars', { query: 'hilux ' }, { apiKey: 'any' }))).toEqual(['1', '2'])
  })

  it('turns typo tolerance off with typoTolerance: false', () => {
    expect(ids(search({ query: 'toyta', typoTolerance: false }))).toEqual([])
  })

  it('highlights the matched words for InstantSearch', () => {
    const [hit] = search({ query: 'hil', highlightPreTag: '<mark>', highlightPostTag: '</mark>' }).hits
    expect(hit?._highlightResult?.title).toEqual({
      value: '2021 Toyota <mark>Hilux</mark> SR5',
      matchLevel: 'full',
      matchedWords: ['hil'],
      fullyHighlighted: false,
    })
  })
})

describe('ranking and replicas', () => {
  it.each([
    ['custom ranking, descending', 'cars', ['b', 'c', 'a', 'e', 'd']],
    [
      'a standard replica sorts by price ascending; no price comes last',
      'cars_price_asc',
      ['b', 'c', 'a', 'd', 'e'],
    ],
    ['a virtual replica sorts by its custom ranking', 'cars_price_desc', ['d', 'a', 'c', 'b', 'e']],
  ])('%s', (_name, index, expected) => {
    expect(ids(search({}, index))).toEqual(expected)
  })

  it('answers for each replica by name', () => {
    expect(engine.indexNames).toEqual(['cars', 'cars_price_asc', 'cars_price_desc'])
  })
})

describe('facets', () => {
  it('counts facet values over the hits, leaving out non-facets and filterOnly facets', () => {
    const response = search({ facets: ['make', 'tag', 'tenant', 'title'], filters: 'year >= 2020' })
    expect(response.facets).toEqual({
      make: { Toyota: 1, Mazda: 1, Ford: 1, Kia: 1 },
      tag: { Reduced: 1, 'runout sale': 1 },
    })
  })

  it('orders by count then name, cuts at maxValuesPerFacet, and gives facets_stats for numbers', () => {
    const response = search({ facets: ['*'], maxValuesPerFacet: 2 })
    expect(response.facets?.make).toEqual({ Toyota: 2, Ford: 1 })
    expect(response.facets_stats).toEqual({
      year: { min: 2019, max: 2023, avg: 2021, sum: 10105 },
      price: { min: 21000, max: 58000, avg: 40000, sum: 160000 },
    })
  })

  it('sorts facet values by name with sortFacetValuesBy: alpha', () => {
    expect(Object.keys(search({ facets: ['make'], sortFacetValuesBy: 'alpha' }).facets?.make ?? {})).toEqual([
      'Ford',
      'Kia',
      'Mazda',
      'Toyota',
    ])
  })

  it('searches facet values within the tenant and the query filters', () => {
    expect(
      engine.searchForFacetValues('cars', 'make', { facetQuery: 'to', filters: 'year:2021' }, one),
    ).toMatchObject({
      facetHits: [{ value: 'Toyota', highlighted: '<em>To</em>yota', count: 1 }],
    })
  })
})

describe('pages and attributes', () => {
  it.each([
    ['hitsPerPage and page', { hitsPerPage: 2, page: 1 }, { ids: ['a', 'e'], nbPages: 3, page: 1 }],
    ['a page past the end is empty', { hitsPerPage: 2, page: 9 }, { ids: [], nbPages: 3, page: 9 }],
    ['hitsPerPage 0 counts without hits', { hitsPerPage: 0 }, { ids: [], nbPages: 0, page: 0 }],
    ['offset and length', { offset: 1, length: 3 }, { ids: ['c', 'a', 'e'], nbPages: 1, page: 0 }],
  ])('%s', (_name, params, expected) => {
    const response = search(params)
    expect({ ids: ids(response), nbPages: response.nbPages, page: response.page }).toEqual(expected)
    expect(response.nbHits).toBe(5)
  })

  it('retrieves only the asked attributes, objectID always', () => {
    expect(
      search({ attributesToRetrieve: ['price'], attributesToHighlight: [], hitsPerPage: 1 }).hits,
    ).toEqual([{ price: 21000, objectID: 'b' }])
  })

  it('keeps only the asked response fields', () => {
    expect(search({ responseFields: ['nbHits', 'page'] })).toEqual({ nbHits: 5, page: 0 })
  })

  it('reads a URL-encoded params string as algoliasearch v4 sends it', () => {
    const response = search({
      params: 'query=toyota&facets=%5B%22make%22%5D&hitsPerPage=1&filters=year%20%3E%202020',
    })
    expect([response.nbHits, response.hitsPerPage, response.facets]).toEqual([1, 1, { make: { Toyota: 1 } }])
  })
})

describe('tenants and errors', () => {
  it('ANDs the tenant filter into every query', () => {
    expect(search({ query: 'landcruiser' }).nbHits).toBe(0)
    expect(engine.searchIndex('cars', { query: 'landcruiser' }, { apiKey: 'key-all' }).nbHits).toBe(1)
  })

  it("uses a tenant's filter for one index instead where it has one (priced cars only on the lowest-price sort)", () => {
    const priced = { apiKey: 'key-priced' }
    const unpriced = (index: string) =>
      engine.searchIndex(index, { attributesToRetrieve: ['price'] }, priced).hits.filter((hit) => !hit.price)
    expect(unpriced('cars').length).toBeGreaterThan(0)
    expect(unpriced('cars_price_desc').length).toBeGreaterThan(0)
    expect(unpriced('cars_price_asc')).toEqual([])
    const body = { requests: [{ indexName: 'cars' }, { indexName: 'cars_price_asc' }] }
    const [all, sorted] = engine.multipleQueries(body, priced).results as SearchResponse[]
    expect(sorted!.nbHits).toBeLessThan(all!.nbHits)
    expect(ids(sorted!)).toEqual(ids(search({}, 'cars_price_asc')).filter((id) => ids(sorted!).includes(id)))
  })

  it.each([
    [
      'an unknown key',
      () => engine.searchIndex('cars', {}, { apiKey: 'nope' }),
      'Invalid Application-ID or API key',
      403,
    ],
    ['no key', () => engine.searchIndex('cars', {}, {}), 'Invalid Application-ID or API key', 403],
    ['an unknown index', () => search({}, 'trucks'), 'Index does not exist', 404],
    ['an unknown parameter', () => search({ colour: 'red' }), 'Unknown parameter: colour', 400],
    [
      'hitsPerPage over 1000',
      () => search({ hitsPerPage: 1001 }),
      'hitsPerPage: must be between 0 and 1000, got 1001',
      400,
    ],
    [
      'facets that are not strings',
      () => search({ facets: [1] }),
      'facets: expected an array of strings, got [1]',
      400,
    ],
    ['a query that is not a string', () => search({ query: 5 }), 'query: expected a string, got 5', 400],
    [
      'bad facetFilters',
      () => search({ facetFilters: [[['x']]] }),
      'facetFilters: expected a string or an array of strings and arrays of strings, got [[["x"]]]',
      400,
    ],
    [
      'a body that is not an object',
      () => engine.searchIndex('cars', 'query', one),
      'body: expected a JSON object',
      400,
    ],
    [
      'a facet search on a facet that is not searchable',
      () => engine.searchForFacetValues('cars', 'year', {}, one),
      'Cannot search in `year` attribute, you need to add `searchable(year)` to attributesForFaceting.',
      400,
    ],
    [
      'a multi-query body without requests',
      () => engine.multipleQueries({}, one),
      'requests: expected an array of queries',
      400,
    ],
  ])('%s is refused like Algolia does', (_name, run, message, status) => {
    expect(run).toThrow(expect.objectContaining({ message, status }))
  })

  it('refuses records without objectID at start-up', () => {
    expect(() =>
      createSearchEngine({
        indices: { cars: { settings: {}, records: [{ title: 'x' } as never] } },
        resolveTenant: () => null,
      }),
    ).toThrow('cars: record 0 has no objectID')
  })
})
