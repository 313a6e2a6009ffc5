import { formatRange, parseRange } from './query-string.js'
import {
  defaultIndexName,
  defaultReplicas,
  indexForSort,
  type SearchRequestOptions,
} from './search-request.js'
import { isRecord, normaliseSearchState, type SearchState } from './search-state.js'
import { sortKeys, type SortKey } from './sort-options.js'

/** The parts of InstantSearch's index UI state that a search URL holds. */
export interface InstantSearchIndexUiState {
  query?: string
  page?: number
  /** An index name (the main index or a replica), as InstantSearch's sortBy widget keeps it. */
  sortBy?: string
  refinementList?: Record<string, string[]>
  /** `min:max` per attribute, as InstantSearch's range widgets keep it. */
  range?: Record<string, string>
}

/**
 * The InstantSearch index UI state of a search state, for a custom InstantSearch router. Two differences only:
 * `sortBy` becomes the index name (nothing for `relevant`), and a range becomes InstantSearch's `min:max` text.
 * @example toInstantSearchUiState({ sortBy: 'latest', range: { price: { max: 20000 } } }, { indexName: 'Car_production' })
 * // { sortBy: 'Car_production_latest', range: { price: ':20000' } }
 */
export function toInstantSearchUiState(
  state: SearchState,
  options: Pick<SearchRequestOptions, 'indexName' | 'replicas' | 'defaultSort'> = {},
): InstantSearchIndexUiState {
  const { sortBy, range, ...rest } = normaliseSearchState(state, options.defaultSort)
  const uiState: InstantSearchIndexUiState = { ...rest }
  if (sortBy) uiState.sortBy = indexForSort(sortBy, options)
  if (range) {
    uiState.range = Object.fromEntries(
      Object.entries(range).map(([attribute, value]) => [attribute, formatRange(value)]),
    )
  }
  return uiState
}

/**
 * The search state of an InstantSearch index UI state: the index name maps back to its sort key (an unknown
 * index means `relevant`), `min:max` texts become ranges, and everything else is normalised. Never throws.
 * @example fromInstantSearchUiState({ sortBy: 'Car_production_price_asc', range: { price: '5000:' } }, {})
 * // { sortBy: 'price_asc', range: { price: { min: 5000 } } }
 */
export function fromInstantSearchUiState(
  uiState: InstantSearchIndexUiState,
  options: Pick<SearchRequestOptions, 'indexName' | 'replicas' | 'defaultSort'> = {},
): SearchState {
  const source: Record<string, unknown> = isRecord(uiState) ? uiState : {}
  const range = isRecord(source.range)
    ? Object.fromEntries(
        Object.entries(source.range).flatMap(([attribute, text]) => {
          const value = typeof text === 'string' ? parseRange(text) : null
          return value ? [[attribute, value]] : []
        }),
      )
    : undefined
  return normaliseSearchState(
    {
      query: source.query as string | undefined,
      page: source.page as number | undefined,
      sortBy: sortKeyOfIndex(source.sortBy, options),
      refinementList: source.refinementList as SearchState['refinementList'],
      range,
    },
    options.defaultSort,
  )
}

function sortKeyOfIndex(
  indexName: unknown,
  options: Pick<SearchRequestOptions, 'indexName' | 'replicas'>,
): SortKey | undefined {
  if (typeof indexName !== 'string') return undefined
  if (indexName === (options.indexName ?? defaultIndexName)) return 'relevant'
  const replicas: Partial<Record<SortKey, string>> =
    options.replicas ?? defaultReplicas(options.indexName ?? defaultIndexName)
  return sortKeys.find((key) => key !== 'relevant' && replicas[key] === indexName)
}
