import { isSearchAttribute, type SearchAttribute } from './attributes.js'
import type { RangeValue, SearchState } from './search-state.js'
import { defaultSortKey, isSortKey, type SortKey } from './sort-options.js'
import { decodeComponent, encodeComponent } from './text.js'

const refinementKey = /^refinementList\[([^[\]]+)\](?:\[(\d*)\])?$/
const rangeKey = /^range\[([^[\]]+)\]$/
const decimal = /^-?(?:\d+\.?\d*|\.\d+)(?:e[+-]?\d+)?$/i

/**
 * The search state a query string holds (spec section 2: "Filters live in the query string, e.g.
 * range[price]=min:max and refinementList[attribute][0]=value; page added when not 1"), plus `query` and
 * `sortBy`. Lenient: a leading '?', percent-encoded brackets, '+' for a space, repeated or out-of-order
 * indices are all read; unknown keys, unknown attributes, malformed ranges, pages below 1 and unknown sort
 * keys are ignored. For `query`, `page` and `sortBy` the last usable value wins. Never throws.
 * The result is not yet normalised (see {@link normaliseSearchState}).
 * @example parseSearchQuery('?range[price]=5000:&refinementList[colour][1]=Silver&refinementList[colour][0]=White')
 * // { refinementList: { colour: ['White', 'Silver'] }, range: { price: { min: 5000 } } }
 */
export function parseSearchQuery(search: string): SearchState {
  const state: SearchState = {}
  const lists = new Map<SearchAttribute, { index: number; order: number; value: string }[]>()
  const text = search.startsWith('?') ? search.slice(1) : search
  text.split('&').forEach((pair, order) => {
    if (pair === '') return
    const equals = pair.indexOf('=')
    const key = decodeComponent(equals === -1 ? pair : pair.slice(0, equals))
    const value = decodeComponent(equals === -1 ? '' : pair.slice(equals + 1))
    if (key === 'query') {
      state.query = value
    } else if (key === 'page') {
      const page = /^\d+$/.test(value) ? Number(value) : Number.NaN
      if (Number.isSafeInteger(page) && page >= 1) state.page = page
    } else if (key === 'sortBy') {
      if (isSortKey(value)) state.sortBy = value
    } else {
      const refinement = refinementKey.exec(key)
      const range = refinement ? null : rangeKey.exec(key)
      if (refinement && isSearchAttribute(refinement[1])) {
        const index = refinement[2] ? Number(refinement[2]) : Number.POSITIVE_INFINITY
        const entries = lists.get(refinement[1]) ?? []
        entries.push({ index, order, value })
        lists.set(refinement[1], entries)
      } else if (range && isSearchAttribute(range[1])) {
        const bounds = parseRange(value)
        if (bounds) state.range = { ...state.range, [range[1]]: bounds }
      }
    }
  })
  for (const [attribute, entries] of lists) {
    entries.sort((a, b) => a.index - b.index || a.order - b.order)
    state.refinementList = { ...state.refinementList, [attribute]: entries.map((entry) => entry.value) }
  }
  return state
}

/**
 * A range as the query string writes it, `min:max`, either side empty when open; null when malformed.
 * @example parseRange('5000:20000') // { min: 5000, max: 20000 }
 * @example parseRange(':20000') // { max: 20000 }
 * @example parseRange('cheap:') // null
 */
export function parseRange(text: string): RangeValue | null {
  const parts = text.split(':')
  if (parts.length !== 2) return null
  const [minText = '', maxText = ''] = parts
  const min = parseBound(minText)
  const max = parseBound(maxText)
  if (min === null || max === null || (min === undefined && max === undefined)) return null
  const range: RangeValue = {}
  if (min !== undefined) range.min = min
  if (max !== undefined) range.max = max
  return range
}

function parseBound(text: string): number | undefined | null {
  if (text === '') return undefined
  if (!decimal.test(text)) return null
  const value = Number(text)
  return Number.isFinite(value) ? value : null
}

/**
 * The query string of a state, '' when there is nothing to write, else starting with '?'. Parameters come in
 * a fixed order: `query`, `refinementList` by attribute name then index, `range` by attribute name, `sortBy`,
 * `page` (only when not 1). Brackets are left readable; values are percent-encoded with '+' for a space.
 * Expects a normalised state (see {@link normaliseSearchState}).
 * @example buildSearchQuery({ query: 'hilux', range: { price: { min: 5000, max: 20000 } }, page: 2 })
 * // '?query=hilux&range[price]=5000:20000&page=2'
 */
export function buildSearchQuery(state: SearchState, defaultSort: SortKey = defaultSortKey): string {
  const parts: string[] = []
  if (state.query) parts.push(`query=${encodeComponent(state.query)}`)
  for (const attribute of sortedKeys(state.refinementList)) {
    state.refinementList?.[attribute]?.forEach((value, index) => {
      parts.push(`refinementList[${attribute}][${index}]=${encodeComponent(value)}`)
    })
  }
  for (const attribute of sortedKeys(state.range)) {
    const range = state.range?.[attribute]
    if (range) parts.push(`range[${attribute}]=${formatRange(range)}`)
  }
  if (state.sortBy && state.sortBy !== defaultSort) parts.push(`sortBy=${state.sortBy}`)
  if (state.page !== undefined && state.page !== 1) parts.push(`page=${state.page}`)
  return parts.length > 0 ? `?${parts.join('&')}` : ''
}

/**
 * A range as the query string writes it: `min:max`, an open side left empty.
 * @example formatRange({ min: 5000 }) // '5000:'
 */
export function formatRange(range: RangeValue): string {
  const bound = (value: number | undefined): string =>
    value === undefined ? '' : encodeComponent(String(value))
  return `${bound(range.min)}:${bound(range.max)}`
}

function sortedKeys(record: Partial<Record<SearchAttribute, unknown>> | undefined): SearchAttribute[] {
  return (Object.keys(record ?? {}) as SearchAttribute[]).sort()
}
