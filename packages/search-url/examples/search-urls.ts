import {
  buildSearchRequest,
  buildSearchUrl,
  parseSearchUrl,
  withDefaults,
  type SearchCatalogue,
  type SearchRequest,
  type SearchState,
} from '@forecourt/search-url'

/** What the tenant sells and where, as the search index spells it. */
export const catalogue: SearchCatalogue = {
  makes: [
    { name: 'Toyota', models: ['HiLux', 'LandCruiser 300'] },
    { name: 'Land Rover', models: ['Defender'] },
  ],
  bodies: ['SUV', 'Cab Chassis'],
  locations: [{ slug: 'southport', name: 'Southport' }],
  dealerships: [{ slug: 'harbourside-toyota', name: 'Harbourside Toyota' }],
  itemTypes: ['caravan'],
}

/**
 * The search state of a URL with the tenant's defaults, or null when the URL is not a search route.
 * @example searchState('/search/toyota/hilux?range[price]=5000:20000&sortBy=price_desc&page=2')
 * // { page: 2, sortBy: 'price_desc', refinementList: { make: ['Toyota'], model: ['HiLux'] },
 * //   range: { price: { min: 5000, max: 20000 } } }
 */
export function searchState(url: string): SearchState | null {
  // Parse a URL: null means "not a search route" (show the 404 page).
  const parsed = parseSearchUrl(url, catalogue)
  if (parsed === null) return null
  // Tenant defaults apply only when the shopper has no filter of their own.
  return withDefaults(parsed, { refinementList: { car_type: ['used'] } })
}

/**
 * The URL of a state with its filters replaced by white or silver Toyotas, back on page 1 (canonical: the same
 * state always gives the same URL).
 * @example whiteOrSilverToyotasUrl(state) // for the state above:
 * // '/search/toyota?refinementList[colour][0]=White&refinementList[colour][1]=Silver&range[price]=5000:20000&sortBy=price_desc'
 */
export function whiteOrSilverToyotasUrl(state: SearchState): string {
  return buildSearchUrl(
    { ...state, page: 1, refinementList: { make: ['Toyota'], colour: ['White', 'Silver'] } },
    catalogue,
  )
}

/**
 * The engine request of a state (Algolia protocol; the embedded engine answers the same).
 * @example searchRequest(state, new Date()) // for the state above:
 * // { indexName: 'Car_production_price_desc', params: {
 * //   filters: 'listed_until_timestamp > … AND show_on_dealer_website:true AND car_type:used AND year=2020 AND make:"Toyota"',
 * //   facetFilters: [['make:Toyota'], ['model:HiLux']], numericFilters: ['price>=5000', 'price<=20000'],
 * //   hitsPerPage: 21, page: 1 (0-based), … } }
 */
export function searchRequest(state: SearchState, now: Date): SearchRequest {
  return buildSearchRequest(state, {
    now,
    indexName: 'Car_production',
    stockFilter: { includeSoldCarsDays: 3, defaultClause: 'car_type:used' },
    siteSearchFilters: ['year:2020'],
    manufacturer: 'Toyota',
  })
}
