import { describe, expect, it } from 'vitest'
import { searchLimits, utf8Bytes } from './limits'
import { createSearchEngine } from './search-engine'

const records = Array.from({ length: 30 }, (_, index) => ({
  objectID: String(index),
  tenant: 'one',
  title: `Car ${index}`,
  make: index % 2 ? 'Kia' : 'Ford',
  year: 2000 + index,
  colour: index % 3 ? 'White' : 'Red',
  body: 'SUV',
}))
const engine = createSearchEngine({
  indices: {
    cars: {
      settings: {
        searchableAttributes: ['title', 'make'],
        attributesForFaceting: ['searchable(make)', 'year', 'title', 'colour', 'body', 'filterOnly(tenant)'],
        maxValuesPerFacet: 1999,
      },
      records,
    },
  },
  resolveTenant: (apiKey) => (apiKey === 'key-one' ? { filters: 'tenant:one' } : null),
})
const one = { apiKey: 'key-one' }
const search = (params: Record<string, unknown>) => engine.searchIndex('cars', params, one)
const queries = (requests: Record<string, unknown>[]) =>
  engine.multipleQueries({ requests: requests.map((request) => ({ indexName: 'cars', ...request })) }, one)
const conditions = (count: number) =>
  Array.from({ length: count }, (_, index) => `year:${index}`).join(' OR ')

describe('search limits as Algolia publishes them', () => {
  it.each([
    [
      '"Query size: 512 bytes": a query of 513 bytes',
      () => search({ query: 'a'.repeat(513) }),
      'query: must be at most 512 bytes, got 513',
    ],
    [
      '"Query size: 512 bytes", counted in bytes, not characters',
      () => search({ query: 'é'.repeat(257) }),
      'query: must be at most 512 bytes, got 514',
    ],
    [
      'a facet query over 512 bytes',
      () => engine.searchForFacetValues('cars', 'make', { facetQuery: 'k'.repeat(600) }, one),
      'facetQuery: must be at most 512 bytes, got 600',
    ],
    [
      '"hitsPerPage: 1 to 1,000": 1,001',
      () => search({ hitsPerPage: 1001 }),
      'hitsPerPage: must be between 0 and 1000, got 1001',
    ],
    [
      '"length: 1,000 is the maximum": 1,001',
      () => search({ offset: 0, length: 1001 }),
      'length: must be between 0 and 1000, got 1001',
    ],
    [
      '"Number of filters: 1,000": 1,001 conditions in filters',
      () => search({ filters: conditions(1001) }),
      'filters: at most 1000 filters in one query, got 1001',
    ],
    [
      '"Number of filters: 1,000": counted over filters and facetFilters together',
      () => search({ filters: conditions(600), facetFilters: Array.from({ length: 401 }, () => 'make:Kia') }),
      'filters: at most 1000 filters in one query, got 1001',
    ],
  ])('%s answers 400', (_name, run, message) => {
    expect(run).toThrow(expect.objectContaining({ message, status: 400 }))
  })

  it.each([
    ['a query of exactly 512 bytes', () => search({ query: 'a'.repeat(512) })],
    ['1,000 filters', () => search({ filters: conditions(1000) })],
    [
      'hitsPerPage 0, as InstantSearch asks for facets only',
      () => search({ hitsPerPage: 0, facets: ['make'] }),
    ],
    ['hitsPerPage 1,000', () => search({ hitsPerPage: 1000 })],
  ])('%s is answered', (_name, run) => {
    expect(run).not.toThrow()
  })

  it('"Values per facet: 1,000": a larger maxValuesPerFacet, asked or set, is read as 1,000', () => {
    const many = createSearchEngine({
      indices: {
        cars: {
          settings: { attributesForFaceting: ['serial'], maxValuesPerFacet: 1999 },
          records: Array.from({ length: 1500 }, (_, index) => ({
            objectID: String(index),
            serial: `s${index}`,
          })),
        },
      },
      resolveTenant: () => ({ filters: '' }),
    })
    for (const params of [{ facets: ['serial'] }, { facets: ['serial'], maxValuesPerFacet: 5000 }]) {
      const response = many.searchIndex('cars', { ...params, hitsPerPage: 0 }, one)
      expect(Object.keys(response.facets?.serial ?? {})).toHaveLength(searchLimits.maxValuesPerFacet)
    }
  })
})

describe('search limits of our own', () => {
  it.each([
    [
      'a highlight pre tag over 64 bytes',
      () => search({ highlightPreTag: '<'.repeat(65) }),
      'highlightPreTag: must be at most 64 bytes, got 65',
    ],
    [
      'a highlight post tag over 64 bytes',
      () => search({ highlightPostTag: 'x'.repeat(10_000) }),
      'highlightPostTag: must be at most 64 bytes, got 10000',
    ],
    [
      'more than 50 queries in one request',
      () => queries(Array.from({ length: 51 }, () => ({ hitsPerPage: 1 }))),
      'requests: at most 50 queries in one request, got 51',
    ],
    [
      'more than 1,000 hits in one request, all queries together',
      () => queries([{ hitsPerPage: 1000 }, { hitsPerPage: 1 }]),
      'hitsPerPage: at most 1000 hits in one request, all queries together, got 1001',
    ],
    [
      'more than 200 facets counted in one request (`*` counts each facet)',
      () => queries(Array.from({ length: 41 }, () => ({ hitsPerPage: 0, facets: ['*'] }))),
      'facets: at most 200 facets in one request, all queries together, got 205',
    ],
    [
      'an attribute list of more than 1,000 names',
      () => search({ attributesToRetrieve: Array.from({ length: 1001 }, (_, index) => `a${index}`) }),
      'attributesToRetrieve: at most 1000 attributes, got 1001',
    ],
  ])('%s answers 400', (_name, run, message) => {
    expect(run).toThrow(expect.objectContaining({ message, status: 400 }))
  })
})

describe('filters that could exhaust the stack', () => {
  it('a run of 100,000 NOTs is read by its parity', () => {
    const filters = `${'NOT '.repeat(100_000)}make:Kia`
    expect(search({ filters, hitsPerPage: 0 }).nbHits).toBe(15)
    expect(search({ filters: `NOT ${filters}`, hitsPerPage: 0 }).nbHits).toBe(15)
  })

  it('100,000 opening parentheses answer 400', () => {
    expect(() => search({ filters: `${'('.repeat(100_000)}make:Kia` })).toThrow(
      expect.objectContaining({ message: 'filters: Too many nested parentheses at col 33', status: 400 }),
    )
  })
})

describe('utf8Bytes', () => {
  it.each([
    ['', 0],
    ['abc', 3],
    ['é', 2],
    ['€', 3],
    ['🚗', 4],
    ['\ud83d', 3],
  ])('%j is %i bytes, as TextEncoder counts', (text, bytes) => {
    expect(utf8Bytes(text)).toBe(bytes)
    expect(new TextEncoder().encode(text).length).toBe(bytes)
  })
})
