import { stockFilter, type Instant, type StockFilterOptions } from '@forecourt/stock-rules'
import type { SearchAttribute } from './attributes.js'
import { facetFilter, orGroup, quotedFacetClause } from './algolia-syntax.js'
import { enabledFilterSwitches, type FilterSwitchKey } from './filter-switches.js'
import { siteSearchFilterClauses } from './site-search-filters.js'
import { normaliseSearchState, type SearchState } from './search-state.js'
import { defaultSortKey, type SortKey } from './sort-options.js'

/**
 * "Page size 21" (spec section 9).
 * @default 21
 */
export const hitsPerPage = 21

/**
 * The main index (spec section 7: "index 'Car_production', ordered by a custom rank descending").
 * @default 'Car_production'
 */
export const defaultIndexName = 'Car_production'

/**
 * Facet values fetched per facet; enough for every make of the 'All Makes' list.
 * @default 100
 */
export const defaultMaxValuesPerFacet = 100

/**
 * Facets every search asks for (spec section 7: "facets such as make_model, location_name, car_type, status");
 * the attributes of the switched-on filter dropdowns are added to them.
 */
export const baseFacets: readonly SearchAttribute[] = ['make_model', 'location_name', 'car_type', 'status']

/** The sorts served by a replica index. */
export type ReplicaSortKey = Exclude<SortKey, 'relevant'>

/**
 * The conventional replica names of an index: `{index}_latest`, `{index}_price_desc`, `{index}_price_asc`.
 * @example defaultReplicas('Car_production').price_desc // 'Car_production_price_desc'
 */
export function defaultReplicas(indexName: string = defaultIndexName): Record<ReplicaSortKey, string> {
  return {
    latest: `${indexName}_latest`,
    price_desc: `${indexName}_price_desc`,
    price_asc: `${indexName}_price_asc`,
  }
}

/** How a tenant searches: its index, stock filter, site search filters, manufacturer and filter dropdowns. */
export interface SearchRequestOptions {
  /**
   * The tenant's default sort, used when the state names none.
   * @default 'relevant'
   */
  defaultSort?: SortKey
  /** @default 'Car_production' */
  indexName?: string
  /**
   * Replica index per sort. Omitted: the conventional names of {@link defaultReplicas}. Given: a sort without
   * a replica uses the main index.
   */
  replicas?: Partial<Record<ReplicaSortKey, string>>
  /** The moment the search runs; the stock filter's sold window counts back from it. */
  now: Instant
  /** The tenant's stock filter options, including its default clause (`defaultClause`, e.g. 'car_type:used'). */
  stockFilter?: StockFilterOptions
  /** Legacy `attribute:value` site search filters; see {@link siteSearchFilterClauses}. @default [] */
  siteSearchFilters?: readonly string[]
  /** A manufacturer site's make(s): adds `make:"Toyota"` (several are ORed). @default null */
  manufacturer?: string | readonly string[] | null
  /** Facets to ask for; omitted: {@link baseFacets} plus the switched-on filter dropdowns' attributes. */
  facets?: readonly string[]
  /** Filter dropdowns switched off by the tenant (all on by default). @default {} */
  filterSwitches?: Partial<Record<FilterSwitchKey, boolean>>
  /** @default 21 */
  hitsPerPage?: number
  /** @default 100 */
  maxValuesPerFacet?: number
}

/** One search in Algolia's protocol: the index to query and the search parameters. */
export interface SearchRequest {
  indexName: string
  params: {
    query: string
    filters: string
    facetFilters: string[][]
    numericFilters: string[]
    facets: string[]
    hitsPerPage: number
    /** 0-based, as Algolia counts. */
    page: number
    maxValuesPerFacet: number
  }
}

/**
 * The engine request for a search state (spec section 7, "Search service query"): the index or the sort's
 * replica; `filters` = the stock filter of `@forecourt/stock-rules` (with its price condition when sorting by
 * price ascending, and the tenant's default clause) AND the site search filters AND the manufacturer filter;
 * one `facetFilters` OR-group per refined attribute; `numericFilters` from the ranges; hitsPerPage 21; page
 * 0-based. Every `filters` string is a conjunction of single filters and parenthesised ORs.
 * @example buildSearchRequest({ refinementList: { make: ['Toyota'] }, page: 2 }, { now, manufacturer: 'Toyota' }).params.page // 1
 */
export function buildSearchRequest(state: SearchState, options: SearchRequestOptions): SearchRequest {
  const normalised = normaliseSearchState(state, options.defaultSort)
  const { filters: stockFilters } = stockFilter(
    { now: options.now, sortByPriceAscending: normalised.sortBy === 'price_asc' },
    options.stockFilter,
  )
  const filters = [
    stockFilters,
    ...siteSearchFilterClauses(options.siteSearchFilters ?? []),
    ...manufacturerClause(options.manufacturer),
  ].filter((clause) => clause !== '')

  const facetFilters = sortedEntries(normalised.refinementList).map(([attribute, values]) =>
    values.map((value) => facetFilter(attribute, value)),
  )
  const numericFilters = sortedEntries(normalised.range).flatMap(([attribute, range]) => [
    ...(range.min === undefined ? [] : [`${attribute}>=${range.min}`]),
    ...(range.max === undefined ? [] : [`${attribute}<=${range.max}`]),
  ])

  return {
    indexName: indexForSort(normalised.sortBy, options),
    params: {
      query: normalised.query ?? '',
      filters: filters.join(' AND '),
      facetFilters,
      numericFilters,
      facets: [...(options.facets ?? defaultFacets(options.filterSwitches))],
      hitsPerPage: options.hitsPerPage ?? hitsPerPage,
      page: (normalised.page ?? 1) - 1,
      maxValuesPerFacet: options.maxValuesPerFacet ?? defaultMaxValuesPerFacet,
    },
  }
}

/**
 * The index a sort queries: the main index for `relevant`, else the sort's replica.
 * @example indexForSort('latest', { indexName: 'Car_production' }) // 'Car_production_latest'
 * @example indexForSort('latest', { indexName: 'Car_production', replicas: {} }) // 'Car_production'
 */
export function indexForSort(
  sortBy: SortKey | undefined,
  options: Pick<SearchRequestOptions, 'indexName' | 'replicas' | 'defaultSort'>,
): string {
  const indexName = options.indexName ?? defaultIndexName
  const key = sortBy ?? options.defaultSort ?? defaultSortKey
  if (key === 'relevant') return indexName
  const replicas = options.replicas ?? defaultReplicas(indexName)
  return replicas[key] ?? indexName
}

/**
 * The facets a search asks for: {@link baseFacets}, then the attributes of the switched-on filter dropdowns.
 * @example defaultFacets({ colour: false }).includes('colour') // false
 */
export function defaultFacets(switches: Partial<Record<FilterSwitchKey, boolean>> = {}): string[] {
  const attributes = [...baseFacets, ...enabledFilterSwitches(switches).map((entry) => entry.attribute)]
  return [...new Set(attributes)]
}

function manufacturerClause(manufacturer: SearchRequestOptions['manufacturer']): string[] {
  const makes = (typeof manufacturer === 'string' ? [manufacturer] : (manufacturer ?? [])).filter(
    (make) => make.trim() !== '',
  )
  return makes.length > 0 ? [orGroup([...new Set(makes)].map((make) => quotedFacetClause('make', make)))] : []
}

function sortedEntries<T>(record: Partial<Record<SearchAttribute, T>> | undefined): [SearchAttribute, T][] {
  return (Object.entries(record ?? {}) as [SearchAttribute, T][]).sort(([a], [b]) => (a < b ? -1 : 1))
}
