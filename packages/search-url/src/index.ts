export { isSearchAttribute, searchAttributes } from './attributes.js'
export { defaultSortKey, isSortKey, sortKeys, sortOptions } from './sort-options.js'
export { hasPersistedFilter, isPageNumber, normaliseSearchState } from './search-state.js'
export { slugify } from './slug.js'
export {
  carTypePaths,
  itemTypePathSuffix,
  itemTypeSegment,
  pathTargetAttributes,
  resolveSegment,
  resolveSegments,
  targetRefinements,
} from './catalogue.js'
export { buildSearchPath, defaultSearchPath, parseSearchPath, searchPathPrefix } from './search-path.js'
export { buildSearchQuery, formatRange, parseRange, parseSearchQuery } from './query-string.js'
export { buildSearchUrl, parseSearchUrl } from './search-url.js'
export { clearFilters, refreshPath, withDefaults } from './defaults.js'
export {
  isMaxRange,
  isMinRange,
  priceRangeSearchState,
  priceSliderDefaults,
  rangeRefinement,
} from './range.js'
export { carTypeOrder, sortCarTypes, sortCarTypeValues } from './car-types.js'
export {
  allMakesLabel,
  capFacetCount,
  facetCountCap,
  groupPopularMakes,
  popularMakesCount,
} from './facets.js'
export { defaultFilterSwitches, enabledFilterSwitches } from './filter-switches.js'
export { facetFilter, orGroup, quotedFacetClause } from './algolia-syntax.js'
export { siteSearchFilterClauses } from './site-search-filters.js'
export {
  baseFacets,
  buildSearchRequest,
  defaultFacets,
  defaultIndexName,
  defaultMaxValuesPerFacet,
  defaultReplicas,
  hitsPerPage,
  indexForSort,
} from './search-request.js'
export { fromInstantSearchUiState, toInstantSearchUiState } from './instantsearch.js'
export { decodeComponent, encodeComponent, wellFormed } from './text.js'

export type { SearchAttribute } from './attributes.js'
export type { SortKey, SortOption } from './sort-options.js'
export type { RangeState, RangeValue, RefinementList, SearchState } from './search-state.js'
export type {
  CatalogueMake,
  CataloguePlace,
  PathTargetAttribute,
  SearchCatalogue,
  SearchPathTarget,
} from './catalogue.js'
export type { CanonicalPath } from './search-path.js'
export type { SearchUrlInput } from './search-url.js'
export type { SearchDefaults } from './defaults.js'
export type { RangeBounds } from './range.js'
export type { CappedCount, GroupedMakes } from './facets.js'
export type { FilterSwitch, FilterSwitchKey } from './filter-switches.js'
export type { ReplicaSortKey, SearchRequest, SearchRequestOptions } from './search-request.js'
export type { InstantSearchIndexUiState } from './instantsearch.js'
