import { queryParams } from '../site/query-params'

// What the locations routes read from their URL. Route heads import this file, so it stays tiny.

/**
 * The URL parameters of the locations routes: `locationQuery` (the 'Search locations...' box) and the dealer
 * locator's `postcode`, `lat` and `lng`. The server checks them again; nothing here is trusted.
 */
export interface LocationsSearch {
  locationQuery?: string | undefined
  postcode?: string | undefined
  lat?: string | undefined
  lng?: string | undefined
}

/**
 * `validateSearch` of the locations routes: keeps the known parameters as text, untrimmed, since the search box
 * writes `locationQuery` on each keystroke.
 * @example validateLocationsSearch({ locationQuery: 'erina', postcode: 2250 }) // { locationQuery: 'erina', postcode: '2250' }
 */
export const validateLocationsSearch: (search: Record<string, unknown>) => LocationsSearch = queryParams(
  ['locationQuery', 'postcode', 'lat', 'lng'],
  { trim: false, limit: 100 },
)
