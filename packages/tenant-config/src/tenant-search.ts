import {
  facetClause,
  searchRecord,
  stockFilter,
  type Car,
  type Instant,
  type SearchRecord,
} from '@forecourt/stock-rules'
import type { Tenant } from './parse-tenant.js'
import { stockFilterOptionsFor } from './rule-options.js'

/**
 * The filter a search server ANDs into every query of a tenant's public search key: the tenant's own stock only
 * (`tenant:` clause first), through its stock filter at this moment (the sold-car window moves with the clock),
 * and its manufacturer where it has one. The browser never chooses it. Where several tenants share one index this
 * is what keeps each one's cars its own. On a sort by lowest price it also keeps out unpriced cars where the
 * tenant says so (`search.priceAboveZeroOnAscendingSort`).
 * @example tenantSearchFilter(tenant, new Date()) // 'tenant:wattle-bay-kia AND listed_until_timestamp > … AND …'
 */
export function tenantSearchFilter(
  tenant: Tenant,
  now: Instant,
  sort: { sortByPriceAscending?: boolean } = {},
): string {
  const manufacturer = tenant.options.stock.manufacturerFilter
  return [
    facetClause('tenant', tenant.slug),
    stockFilter({ now, ...sort }, stockFilterOptionsFor(tenant)).filters,
    ...(manufacturer ? [facetClause('make', manufacturer)] : []),
  ].join(' AND ')
}

/**
 * A tenant's cars as search records: each marked with the tenant (which {@link tenantSearchFilter} filters on) and
 * with its dealership's name (a car carries only the slug; a dealership's search page filters on the name).
 * @example tenantSearchRecords(tenant, cars)[0]?.dealership_name // 'Bunya Range Mazda'
 */
export function tenantSearchRecords(
  tenant: Tenant,
  cars: readonly Car[],
  options: {
    /** Shares repeated strings between records (see searchRecord). @defaultValue no sharing */
    intern?: <T>(value: T) => T
  } = {},
): SearchRecord[] {
  const dealershipNames = Object.fromEntries(
    tenant.dealerships.flatMap((dealership) => (dealership.slug ? [[dealership.slug, dealership.name]] : [])),
  )
  return cars.map((car) => searchRecord(car, { tenant: tenant.slug, dealershipNames, ...options }))
}
