import type { SearchAttribute } from './attributes.js'
import type { SearchCatalogue } from './catalogue.js'
import { targetRefinements } from './catalogue.js'
import { buildSearchQuery, parseSearchQuery } from './query-string.js'
import { buildSearchPath, parseSearchPath } from './search-path.js'
import { normaliseSearchState, type RefinementList, type SearchState } from './search-state.js'

/** A URL as a string (absolute, or a path with an optional query string) or as its two parts. */
export type SearchUrlInput = string | { pathname: string; search?: string }

/**
 * The search state of a URL, or null when the path is not a search route (show the 404 page). The path's
 * dimension (make and model, car type, body, location or dealership) comes first in its refinement list,
 * then the query string's values. Never throws; the result is normalised.
 * @example parseSearchUrl('/search/used-cars?refinementList[colour][0]=White&page=2', catalogue)
 * // { page: 2, refinementList: { car_type: ['used'], colour: ['White'] } }
 * @example parseSearchUrl('/cars/2019-toyota-hilux', catalogue) // null
 */
export function parseSearchUrl(url: SearchUrlInput, catalogue: SearchCatalogue): SearchState | null {
  const { pathname, search } = splitUrl(url)
  const target = parseSearchPath(pathname, catalogue)
  if (!target) return null
  const state = parseSearchQuery(search)
  const refinementList: Record<string, string[]> = { ...state.refinementList }
  for (const [attribute, values] of Object.entries(targetRefinements(target))) {
    refinementList[attribute] = [...values, ...(refinementList[attribute] ?? [])]
  }
  return normaliseSearchState({ ...state, refinementList }, catalogue.defaultSort)
}

/**
 * The canonical URL (path and query string) of a search state: the path carries at most one dimension (see
 * {@link buildSearchPath}), everything else is in the query string (see {@link buildSearchQuery}).
 * `parseSearchUrl(buildSearchUrl(state, catalogue), catalogue)` equals `normaliseSearchState(state)`.
 * @example buildSearchUrl({ refinementList: { make: ['Toyota'], model: ['HiLux'] }, sortBy: 'price_desc' }, catalogue)
 * // '/search/toyota/hilux?sortBy=price_desc'
 */
export function buildSearchUrl(state: SearchState, catalogue: SearchCatalogue): string {
  const normalised = normaliseSearchState(state, catalogue.defaultSort)
  const { path, carried } = buildSearchPath(normalised.refinementList ?? {}, catalogue)
  const rest: RefinementList = { ...normalised.refinementList }
  for (const attribute of Object.keys(carried) as SearchAttribute[]) delete rest[attribute]
  return `${path}${buildSearchQuery({ ...normalised, refinementList: rest }, catalogue.defaultSort)}`
}

function splitUrl(url: SearchUrlInput): { pathname: string; search: string } {
  if (typeof url === 'string') {
    const withoutHash = url.split('#', 1)[0] ?? ''
    const local = withoutHash.replace(/^[a-z][a-z0-9+.-]*:\/\/[^/?]*/i, '')
    const question = local.indexOf('?')
    return question === -1
      ? { pathname: local, search: '' }
      : { pathname: local.slice(0, question), search: local.slice(question + 1) }
  }
  if (typeof url !== 'object' || url === null) return { pathname: '', search: '' }
  return {
    pathname: typeof url.pathname === 'string' ? url.pathname : '',
    search: typeof url.search === 'string' ? url.search : '',
  }
}
