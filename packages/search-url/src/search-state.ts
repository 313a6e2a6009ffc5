import { isSearchAttribute, searchAttributes, type SearchAttribute } from './attributes.js'
import { sortCarTypeValues } from './car-types.js'
import { type SortKey, defaultSortKey, isSortKey } from './sort-options.js'
import { wellFormed } from './text.js'

/** A numeric filter's bounds; a missing side has no limit. */
export interface RangeValue {
  min?: number
  max?: number
}

/** Selected values per list filter; the values of one attribute are ORed, attributes are ANDed. */
export type RefinementList = Partial<Record<SearchAttribute, string[]>>

/** Numeric bounds per filter. */
export type RangeState = Partial<Record<SearchAttribute, RangeValue>>

/**
 * The search state of spec section 3 ("Search state": query, page, sortBy, list filters), shaped like
 * InstantSearch's index UI state so a custom InstantSearch router needs little glue.
 * `page` is 1-based as in a URL; `sortBy` is a URL sort key, not an index name.
 */
export interface SearchState {
  query?: string
  /** 1-based; absent means page 1. */
  page?: number
  /** Absent means the tenant's default sort (the catalogue's `defaultSort`, `relevant` unless set). */
  sortBy?: SortKey
  refinementList?: RefinementList
  range?: RangeState
}

/**
 * The canonical form of a search state: unknown attributes, empty values and duplicates dropped, `car_type`
 * values in the spec's order (new, demo, used), page 1 and the `relevant` sort left out, ranges keeping only
 * finite bounds. {@link parseSearchUrl} always returns this form and `parseSearchUrl(buildSearchUrl(state))`
 * equals `normaliseSearchState(state)`. Never throws, whatever it is given.
 * @example normaliseSearchState({ page: 1, refinementList: { colour: ['White', 'White', ''] } })
 * // { refinementList: { colour: ['White'] } }
 */
export function normaliseSearchState(state: SearchState, defaultSort: SortKey = defaultSortKey): SearchState {
  const source: Partial<Record<keyof SearchState, unknown>> = isRecord(state) ? state : {}
  const result: SearchState = {}
  if (typeof source.query === 'string' && source.query !== '') result.query = wellFormed(source.query)
  if (isPageNumber(source.page) && source.page > 1) result.page = source.page
  if (isSortKey(source.sortBy) && source.sortBy !== defaultSort) result.sortBy = source.sortBy
  const refinementList = normaliseRefinementList(source.refinementList)
  if (refinementList) result.refinementList = refinementList
  const range = normaliseRangeState(source.range)
  if (range) result.range = range
  return result
}

/**
 * Whether a state carries a filter the shopper chose: a refinement, a range or a query. Sort and page are not
 * filters.
 * @example hasPersistedFilter({ sortBy: 'latest' }) // false
 */
export function hasPersistedFilter(state: SearchState): boolean {
  const normalised = normaliseSearchState(state)
  return (
    normalised.query !== undefined ||
    normalised.refinementList !== undefined ||
    normalised.range !== undefined
  )
}

/**
 * Whether a value is a usable 1-based page number (a positive safe integer).
 * @example isPageNumber(2) // true
 * @example isPageNumber(0) // false
 */
export function isPageNumber(value: unknown): value is number {
  return typeof value === 'number' && Number.isSafeInteger(value) && value >= 1
}

function normaliseRefinementList(value: unknown): RefinementList | undefined {
  if (!isRecord(value)) return undefined
  const result: RefinementList = {}
  for (const attribute of searchAttributes) {
    if (!Object.hasOwn(value, attribute)) continue
    const values = normaliseValues(value[attribute])
    if (values.length === 0) continue
    result[attribute] = attribute === 'car_type' ? sortCarTypeValues(values) : values
  }
  return Object.keys(result).length > 0 ? result : undefined
}

function normaliseValues(value: unknown): string[] {
  if (!Array.isArray(value)) return []
  const seen = new Set<string>()
  for (const item of value as unknown[]) {
    if (typeof item === 'string' && item !== '') seen.add(wellFormed(item))
  }
  return [...seen]
}

function normaliseRangeState(value: unknown): RangeState | undefined {
  if (!isRecord(value)) return undefined
  const result: RangeState = {}
  for (const [attribute, bounds] of Object.entries(value)) {
    if (!isSearchAttribute(attribute) || !isRecord(bounds)) continue
    const range: RangeValue = {}
    if (isFiniteNumber(bounds.min)) range.min = bounds.min === 0 ? 0 : bounds.min
    if (isFiniteNumber(bounds.max)) range.max = bounds.max === 0 ? 0 : bounds.max
    if (range.min !== undefined || range.max !== undefined) result[attribute] = range
  }
  return Object.keys(result).length > 0 ? result : undefined
}

function isFiniteNumber(value: unknown): value is number {
  return typeof value === 'number' && Number.isFinite(value)
}

/**
 * Whether a value is a plain object whose keys can be read.
 * @example isRecord({}) // true
 * @example isRecord([]) // false
 */
export function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
}
