import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { searchRequest, searchState, whiteOrSilverToyotasUrl } from '../examples/search-urls.js'

const read = (path: string) => readFileSync(new URL(path, import.meta.url), 'utf8')
const now = new Date('2026-11-01T00:00:00+10:00')
const url = '/search/toyota/hilux?range[price]=5000:20000&sortBy=price_desc&page=2'
const state = {
  page: 2,
  sortBy: 'price_desc',
  refinementList: { make: ['Toyota'], model: ['HiLux'] },
  range: { price: { min: 5000, max: 20000 } },
} as const

describe("the README's search URLs (examples/search-urls.ts)", () => {
  it('parses the URL into the state its comment shows; the shopper has filters, so no tenant default', () => {
    expect(searchState(url)).toEqual(state)
  })

  it("applies the tenant's default (used cars) only when the shopper has no filter of their own", () => {
    expect(searchState('/search/new-used-and-demo-cars?sortBy=latest')).toEqual({
      sortBy: 'latest',
      refinementList: { car_type: ['used'] },
    })
  })

  it('gives null for a path that is not a search route (the 404 page)', () => {
    expect(searchState('/search/toyota/defender')).toBeNull()
    expect(searchState('/cars/2019-toyota-hilux')).toBeNull()
  })

  it('builds the canonical URL its comment shows, and it parses back to that state', () => {
    const built = whiteOrSilverToyotasUrl(searchState(url) ?? {})
    expect(built).toBe(
      '/search/toyota?refinementList[colour][0]=White&refinementList[colour][1]=Silver&range[price]=5000:20000&sortBy=price_desc',
    )
    expect(searchState(built)).toEqual({
      sortBy: 'price_desc',
      refinementList: { make: ['Toyota'], colour: ['White', 'Silver'] },
      range: { price: { min: 5000, max: 20000 } },
    })
  })

  it('builds the engine request its comments show', () => {
    const threeDaysAgo = Math.floor(now.getTime() / 1000) - 3 * 86_400
    const request = searchRequest(searchState(url) ?? {}, now)
    expect(request.indexName).toBe('Car_production_price_desc')
    expect(request.params).toMatchObject({
      query: '',
      filters: `listed_until_timestamp > ${threeDaysAgo} AND show_on_dealer_website:true AND car_type:used AND year=2020 AND make:"Toyota"`,
      facetFilters: [['make:Toyota'], ['model:HiLux']],
      numericFilters: ['price>=5000', 'price<=20000'],
      hitsPerPage: 21,
      page: 1,
    })
  })
})

describe('the README shows the code the test runs, word for word', () => {
  it('examples/search-urls.ts', () => {
    expect(read('../README.md')).toContain(`\`\`\`ts\n${read('../examples/search-urls.ts')}\`\`\``)
  })
})
