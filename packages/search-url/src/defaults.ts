import { hasPersistedFilter, normaliseSearchState, type SearchState } from './search-state.js'

/** A tenant's default filters: a refinement, a range or a query. */
export type SearchDefaults = Pick<SearchState, 'query' | 'refinementList' | 'range'>

/**
 * The state with the tenant's default filters applied, but only when the shopper has no filter of their own
 * (spec section 4: "After initialisation from URL or defaults, defaults apply only when no persisted filter is
 * set"). Sort and page never block the defaults; the result is normalised.
 * @example withDefaults({}, { refinementList: { car_type: ['used'] } }) // { refinementList: { car_type: ['used'] } }
 * @example withDefaults({ query: 'hilux' }, { refinementList: { car_type: ['used'] } }) // { query: 'hilux' }
 */
export function withDefaults(state: SearchState, defaults: SearchDefaults): SearchState {
  const normalised = normaliseSearchState(state)
  if (hasPersistedFilter(normalised)) return normalised
  const { query, refinementList, range } = defaults
  return normaliseSearchState({ ...normalised, query, refinementList, range })
}

/**
 * The state after Clear Filters: every filter, the query and the page dropped, the sort kept.
 * @example clearFilters({ sortBy: 'latest', page: 3, refinementList: { colour: ['White'] } }) // { sortBy: 'latest' }
 */
export function clearFilters(state: SearchState): SearchState {
  const { sortBy } = normaliseSearchState(state)
  return sortBy ? { sortBy } : {}
}

/**
 * The refresh path the empty-results card's Clear Filters goes to by default (spec section 2, route table:
 * "/special-offers (only when offers count > 0; default refresh path)"); a tenant may configure another,
 * e.g. the default search path '/search/new-used-and-demo-cars'.
 * @default '/special-offers'
 */
export const refreshPath = '/special-offers'
