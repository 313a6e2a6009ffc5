import { describe, expect, it } from 'vitest'
import { fromInstantSearchUiState, toInstantSearchUiState } from './instantsearch.js'
import { buildSearchRequest, indexForSort } from './search-request.js'
import { buildSearchUrl, parseSearchUrl } from './search-url.js'
import type { SearchCatalogue } from './catalogue.js'
import type { SortKey } from './sort-options.js'

const latestFirst: SearchCatalogue = { defaultSort: 'latest', makes: [{ name: 'Toyota', models: ['HiLux'] }] }
const replicas = {
  latest: 'Car_production_latest',
  price_desc: 'Car_production_price_desc',
  price_asc: 'Car_production_price_asc',
}
const options = { indexName: 'Car_production', replicas, defaultSort: 'latest' as const }

describe("a tenant's default sort (e.g. latest) in URLs", () => {
  it.each<[string, SortKey | undefined, string]>([
    ['the default is never written', 'latest', '/search/new-used-and-demo-cars'],
    ['no sort means the default', undefined, '/search/new-used-and-demo-cars'],
    [
      'most relevant is written when it is not the default',
      'relevant',
      '/search/new-used-and-demo-cars?sortBy=relevant',
    ],
    ['another sort is written', 'price_asc', '/search/new-used-and-demo-cars?sortBy=price_asc'],
  ])('%s', (_name, sortBy, url) => {
    expect(buildSearchUrl(sortBy ? { sortBy } : {}, latestFirst)).toBe(url)
  })

  it.each<[string, SortKey | undefined]>([
    ['/search/toyota?sortBy=relevant', 'relevant'],
    ['/search/toyota?sortBy=latest', undefined],
    ['/search/toyota', undefined],
  ])('%s reads back as %s (absent = the default)', (url, sortBy) => {
    expect(parseSearchUrl(url, latestFirst)?.sortBy).toBe(sortBy)
  })

  it('without a default, relevant stays the default as before', () => {
    expect(buildSearchUrl({ sortBy: 'relevant' }, {})).toBe('/search/new-used-and-demo-cars')
  })

  it.each<[SortKey | undefined, string]>([
    [undefined, 'Car_production_latest'],
    ['relevant', 'Car_production'],
    ['price_desc', 'Car_production_price_desc'],
  ])('sort %s queries %s', (sortBy, index) => {
    expect(indexForSort(sortBy, options)).toBe(index)
    expect(
      buildSearchRequest(sortBy ? { sortBy } : {}, { ...options, now: '2026-11-01T00:00:00Z' }).indexName,
    ).toBe(index)
  })

  it('InstantSearch state round-trips, the main index meaning most relevant', () => {
    expect(toInstantSearchUiState({ sortBy: 'relevant' }, options)).toEqual({ sortBy: 'Car_production' })
    expect(fromInstantSearchUiState({ sortBy: 'Car_production' }, options)).toEqual({ sortBy: 'relevant' })
    expect(fromInstantSearchUiState({ sortBy: 'Car_production_latest' }, options)).toEqual({})
    expect(toInstantSearchUiState({}, options)).toEqual({})
  })
})
