export { SearchEngineError, invalidCredentials, isSearchEngineError } from './errors'
export { facetFiltersToNode, numericFiltersToNode, tagFiltersToNode } from './facet-filters'
export { matchAll } from './filter-node'
export { maxFilterDepth, parseFilters, parseNumericFilter } from './filter-parser'
export { createInProcessSearchClient } from './in-process-client'
export { searchLimits, utf8Bytes } from './limits'
export { createSearchEngine } from './search-engine'
export { minAppendsBeforeRebuild } from './search-index'
export { defaultRanking, resolveSettings } from './settings'
export { tokenize } from './tokenize'
export { typoDistance } from './typo-distance'

export type { FacetFilterList } from './facet-filters'
export type { FilterNode, NumericOperator } from './filter-node'
export type {
  InProcessRequest,
  InProcessSearchClient,
  InProcessSearchClientOptions,
} from './in-process-client'
export type { BrowsePage } from './browse'
export type { IndexWrite } from './index-writes'
export type { SearchEngine, SearchEngineOptions, WriteTask } from './search-engine'
export type { ResolvedSettings } from './settings'
export type {
  FacetCounts,
  FacetHit,
  FacetStats,
  HighlightResult,
  IndexInput,
  IndexSettings,
  MultipleQueriesResponse,
  SearchCredentials,
  SearchForFacetValuesResponse,
  SearchHit,
  IndexRecord,
  RecordFields,
  SearchResponse,
  TenantScope,
} from './types'
