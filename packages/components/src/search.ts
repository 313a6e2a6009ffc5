// InstantSearch-connected widgets: a separate entry, so pages without search never load InstantSearch.
export { ActiveRefinementsWidget } from './search-widgets/active-refinements-widget'
export { BatchedWidgets } from './search-widgets/batched-widgets'
export { PaginationWidget } from './search-widgets/pagination-widget'
export { RangeDropdown } from './search-widgets/range-dropdown'
export { RefinementDropdown } from './search-widgets/refinement-dropdown'
export { ResultsSummaryWidget } from './search-widgets/results-summary-widget'
export { SearchResults } from './search-widgets/search-results'
export { SortWidget } from './search-widgets/sort-widget'
export type {
  ActiveRefinementsWidgetProps,
  CurrentRefinement,
} from './search-widgets/active-refinements-widget'
export type { BatchedWidgetsProps } from './search-widgets/batched-widgets'
export type { PaginationWidgetProps } from './search-widgets/pagination-widget'
export type { RangeDropdownProps } from './search-widgets/range-dropdown'
export type { RefinementDropdownProps, RefinementDropdownTexts } from './search-widgets/refinement-dropdown'
export type { ResultsSummaryWidgetProps } from './search-widgets/results-summary-widget'
export type { SearchResultsProps } from './search-widgets/search-results'
export type { SortWidgetProps } from './search-widgets/sort-widget'
