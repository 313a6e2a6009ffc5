import { facetClause } from './algolia-filter.js'
import { toEpochMs, type Instant } from './time.js'
import type { CarStatus } from './types/car.js'

/** Sold-car windows a tenant may choose (spec section 9: 0, 1, 2, 3, 4, 5, 7, 14). */
export const includeSoldCarsDaysChoices = [0, 1, 2, 3, 4, 5, 7, 14] as const

/** One of {@link includeSoldCarsDaysChoices}. */
export type IncludeSoldCarsDays = (typeof includeSoldCarsDaysChoices)[number]

/** Tenant options of the stock filter (spec sections 4 and 9). */
export interface StockFilterOptions {
  /**
   * Sold cars stay listed for this many days after their sale (`include_sold_cars_days`); 0 lists none.
   * @default 3
   */
  includeSoldCarsDays?: IncludeSoldCarsDays | undefined
  /**
   * The tenant's default clause in Algolia filter syntax, e.g. `'car_type:used'`; none by default.
   * @default null
   */
  defaultClause?: string | null | undefined
  /**
   * Makes whose new cars are hidden.
   * @default []
   */
  hideNewCarsOfMakes?: readonly string[] | undefined
  /**
   * List in_stock cars only (no coming_soon, no recently sold).
   * @default false
   */
  inStockOnly?: boolean | undefined
  /**
   * Stock numbers never listed.
   * @default []
   */
  excludedStockNumbers?: readonly string[] | undefined
  /**
   * Add `price > 0` when the shopper sorts by price ascending.
   * @default false
   */
  requirePriceWhenSortingByPriceAscending?: boolean | undefined
}

/** Defaults of {@link StockFilterOptions}, as the spec states them. */
export const defaultStockFilterOptions: Required<StockFilterOptions> = {
  includeSoldCarsDays: 3,
  defaultClause: null,
  hideNewCarsOfMakes: [],
  inStockOnly: false,
  excludedStockNumbers: [],
  requirePriceWhenSortingByPriceAscending: false,
}

/** The query a stock filter is built for. */
export interface StockFilterQuery {
  /** The moment the search runs; the sold window counts back from it. */
  now: Instant
  /**
   * Whether the shopper sorts by price ascending.
   * @default false
   */
  sortByPriceAscending?: boolean | undefined
}

/** The stock filter as a value: every part ANDed together. */
export interface StockFilter {
  /** Statuses listed whatever their dates. */
  statuses: CarStatus[]
  /** Sold cars are listed when sold after this (unix seconds); null lists none. Only with both available statuses. */
  soldAfterTimestamp: number | null
  /** Always true: only cars with `show_on_dealer_website` true. */
  showOnDealerWebsite: true
  defaultClause: string | null
  hiddenNewMakes: string[]
  excludedStockNumbers: string[]
  /** Only cars with `price > 0`. */
  requirePositivePrice: boolean
}

/**
 * The tenant's stock filter (spec section 4, "Stock filter"): status in_stock or coming_soon or sold
 * within the last N days, AND show_on_dealer_website=true, plus the tenant's options; returned as a
 * value and as an Algolia `filters` string.
 * The string reads the derived fields of {@link searchRecord}: "in_stock or coming_soon or sold within N days"
 * is `listed_until_timestamp > now − N days`, and a hidden make hides only new cars, `NOT new_car_make:X`, so the
 * string stays in the form Algolia accepts.
 * @example stockFilter({ now: '2023-11-14T22:13:20Z' }).filters
 * // 'listed_until_timestamp > 1699740800 AND show_on_dealer_website:true'
 */
export function stockFilter(
  query: StockFilterQuery,
  options: StockFilterOptions = {},
): { filter: StockFilter; filters: string } {
  const settings = { ...defaultStockFilterOptions, ...options }
  const days = settings.inStockOnly ? 0 : settings.includeSoldCarsDays
  const filter: StockFilter = {
    statuses: settings.inStockOnly ? ['in_stock'] : ['in_stock', 'coming_soon'],
    soldAfterTimestamp: days > 0 ? Math.floor(toEpochMs(query.now) / 1000) - days * 86_400 : null,
    showOnDealerWebsite: true,
    defaultClause: settings.defaultClause?.trim() || null,
    hiddenNewMakes: [...settings.hideNewCarsOfMakes],
    excludedStockNumbers: [...settings.excludedStockNumbers],
    requirePositivePrice:
      settings.requirePriceWhenSortingByPriceAscending && query.sortByPriceAscending === true,
  }
  return { filter, filters: stockFilterString(filter) }
}

/**
 * Algolia `filters` string of a {@link StockFilter}.
 * @example stockFilterString({ ...filter, statuses: ['in_stock'], soldAfterTimestamp: null }) // 'status:in_stock AND …'
 */
export function stockFilterString(filter: StockFilter): string {
  // Available cars are listed until the far future and sold ones until their sale, so one numeric clause
  // covers "in_stock or coming_soon or sold after X" (see searchRecord).
  const listing =
    filter.soldAfterTimestamp === null
      ? group(filter.statuses.map((status) => facetClause('status', status)))
      : `listed_until_timestamp > ${filter.soldAfterTimestamp}`
  const clauses = [
    listing,
    facetClause('show_on_dealer_website', true),
    ...(filter.defaultClause
      ? [filter.defaultClause.includes(' OR ') ? `(${filter.defaultClause})` : filter.defaultClause]
      : []),
    ...filter.hiddenNewMakes.map((make) => `NOT ${facetClause('new_car_make', make)}`),
    ...filter.excludedStockNumbers.map((stocknum) => `NOT ${facetClause('stocknum', stocknum)}`),
    ...(filter.requirePositivePrice ? ['price > 0'] : []),
  ]
  return clauses.join(' AND ')
}

function group(clauses: string[]): string {
  return clauses.length === 1 ? (clauses[0] ?? '') : `(${clauses.join(' OR ')})`
}
