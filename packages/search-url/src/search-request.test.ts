import { stockFilter } from '@forecourt/stock-rules'
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { searchAttributes } from './attributes.js'
import { checkFilters } from './filter-grammar.testing.js'
import {
  buildSearchRequest,
  defaultFacets,
  defaultReplicas,
  hitsPerPage,
  indexForSort,
  type SearchRequestOptions,
} from './search-request.js'
import { parseSearchUrl } from './search-url.js'
import { catalogue } from './test-catalogue.testing.js'

// 1_700_000_000 unix seconds.
const now = '2023-11-14T22:13:20Z'
const stock = stockFilter({ now }).filters

describe('Search service query: "sends search_filters, filters, hitsPerPage, offset, query, sort"', () => {
  it('the default search: stock filter only, page 0, 21 hits, the main index', () => {
    expect(buildSearchRequest({}, { now })).toEqual({
      indexName: 'Car_production',
      params: {
        query: '',
        filters: stock,
        facetFilters: [],
        numericFilters: [],
        facets: [
          'make_model',
          'location_name',
          'car_type',
          'status',
          'colour',
          'body',
          'transmission',
          'km',
          'price',
          'fuel',
          'drive',
          'year',
          'make',
          'model',
        ],
        hitsPerPage: 21,
        page: 0,
        maxValuesPerFacet: 100,
      },
    })
    expect(hitsPerPage).toBe(21)
  })

  it('a full state from a URL', () => {
    const state = parseSearchUrl(
      '/search/toyota?query=sr5&refinementList[colour][0]=White&refinementList[colour][1]=-Grey&range[price]=5000:20000&range[km]=:100000&sortBy=price_desc&page=3',
      catalogue,
    )
    const { indexName, params } = buildSearchRequest(state ?? {}, {
      now,
      stockFilter: { includeSoldCarsDays: 0, defaultClause: 'car_type:used' },
      siteSearchFilters: ['year:2020', 'state:QLD'],
      manufacturer: 'Toyota',
    })
    expect(indexName).toBe('Car_production_price_desc')
    expect(params).toMatchObject({
      query: 'sr5',
      filters:
        '(status:in_stock OR status:coming_soon) AND show_on_dealer_website:true AND car_type:used AND year=2020 AND state:"QLD" AND make:"Toyota"',
      facetFilters: [['colour:White', 'colour:\\-Grey'], ['make:Toyota']],
      numericFilters: ['km<=100000', 'price>=5000', 'price<=20000'],
      hitsPerPage: 21,
      page: 2,
    })
  })

  it('"When sorting by price ascending, a condition price greater than 0 is added for some tenants"', () => {
    const options: SearchRequestOptions = {
      now,
      stockFilter: { requirePriceWhenSortingByPriceAscending: true },
    }
    expect(buildSearchRequest({ sortBy: 'price_asc' }, options).params.filters).toBe(
      stockFilter({ now, sortByPriceAscending: true }, options.stockFilter).filters,
    )
    expect(buildSearchRequest({ sortBy: 'price_asc' }, options).params.filters).toContain('price > 0')
    expect(buildSearchRequest({ sortBy: 'price_desc' }, options).params.filters).not.toContain('price > 0')
  })

  it('"manufacturer filter added": several makes are ORed', () => {
    expect(buildSearchRequest({}, { now, manufacturer: ['Toyota', 'Lexus', ''] }).params.filters).toBe(
      `${stock} AND (make:"Toyota" OR make:"Lexus")`,
    )
    expect(buildSearchRequest({}, { now, manufacturer: null }).params.filters).toBe(stock)
  })

  it.each([
    [undefined, 'Car_production'],
    ['relevant', 'Car_production'],
    ['latest', 'Car_production_latest'],
    ['price_desc', 'Car_production_price_desc'],
    ['price_asc', 'Car_production_price_asc'],
  ] as const)('sort %s queries %s', (sortBy, index) => {
    expect(indexForSort(sortBy, {})).toBe(index)
  })

  it('configured replicas; a sort without one falls back to the main index', () => {
    const options = { indexName: 'Stock', replicas: { latest: 'Stock_newest' } }
    expect(indexForSort('latest', options)).toBe('Stock_newest')
    expect(indexForSort('price_asc', options)).toBe('Stock')
    expect(defaultReplicas('Stock')).toEqual({
      latest: 'Stock_latest',
      price_desc: 'Stock_price_desc',
      price_asc: 'Stock_price_asc',
    })
  })

  it('facets follow the filter switches, or are given', () => {
    expect(defaultFacets({ colour: false, model: false })).not.toContain('colour')
    expect(defaultFacets({ colour: false, carType: false })).toContain('car_type')
    expect(buildSearchRequest({}, { now, facets: ['make'], maxValuesPerFacet: 1000 }).params).toMatchObject({
      facets: ['make'],
      maxValuesPerFacet: 1000,
    })
  })

  it('every generated filters string is in the form Algolia accepts (property, 1000 runs)', () => {
    const value = fc.oneof(fc.string(), fc.constantFrom('-x', 'A AND B', '(x)', 'a:b', '"q"', '1'))
    fc.assert(
      fc.property(
        fc.record(
          {
            refinementList: fc.dictionary(
              fc.constantFrom(...searchAttributes),
              fc.array(value, { maxLength: 3 }),
            ),
            range: fc.dictionary(
              fc.constantFrom(...searchAttributes),
              fc.record({ min: fc.double(), max: fc.double() }),
            ),
            sortBy: fc.constantFrom('relevant', 'latest', 'price_desc', 'price_asc' as const),
            page: fc.integer(),
            query: fc.string(),
          },
          { requiredKeys: [] },
        ),
        fc.array(fc.oneof(fc.string(), fc.constantFrom('year:2020', 'make:Kia', 'x:true'))),
        fc.oneof(fc.constant(null), fc.string(), fc.array(fc.string())),
        fc.record(
          {
            includeSoldCarsDays: fc.constantFrom(0, 1, 3, 14 as const),
            inStockOnly: fc.boolean(),
            requirePriceWhenSortingByPriceAscending: fc.boolean(),
            hideNewCarsOfMakes: fc.array(fc.constantFrom('Kia', 'Land Rover')),
            excludedStockNumbers: fc.array(fc.constantFrom('A1', 'B 7')),
          },
          { requiredKeys: [] },
        ),
        (state, siteSearchFilters, manufacturer, stockOptions) => {
          const { params } = buildSearchRequest(state, {
            now,
            siteSearchFilters,
            manufacturer,
            stockFilter: stockOptions,
          })
          expect(checkFilters(params.filters)).toBeNull()
          expect(params.page).toBeGreaterThanOrEqual(0)
          for (const group of params.facetFilters) {
            expect(group.length).toBeGreaterThan(0)
            for (const filter of group) expect(filter).toMatch(/^[a-z_]+:(?!-)/)
          }
          for (const filter of params.numericFilters) expect(filter).toMatch(/^[a-z_]+(>=|<=)-?[\d.e+-]+$/)
        },
      ),
      { numRuns: 1000 },
    )
  })
})
