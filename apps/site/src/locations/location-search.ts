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
 * `validateSearch` of the locations routes: keeps the known parameters as short text (the router parses numbers,
 * so `postcode=2250` arrives as 2250).
 * @example validateLocationsSearch({ locationQuery: 'erina', postcode: 2250 }) // { locationQuery: 'erina', postcode: '2250' }
 */
export function validateLocationsSearch(search: Record<string, unknown>): LocationsSearch {
  const kept: Record<string, string> = {}
  for (const name of ['locationQuery', 'postcode', 'lat', 'lng']) {
    const value = search[name]
    if ((typeof value === 'string' && value) || typeof value === 'number')
      kept[name] = String(value).slice(0, 100)
  }
  return kept
}
