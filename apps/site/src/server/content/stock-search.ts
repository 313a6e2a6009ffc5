import type { TenantData } from '@forecourt/site-server'

/**
 * A path into the tenant's stock search as a link target, or null for a tenant without stock search pages
 * (`features.search` off), whose /search/… and /price-range pages are the site's 404: no page links to them.
 * @example stockSearchLink(tenant, `/search/${make}`) // '/search/kia', or null
 */
export function stockSearchLink(tenant: TenantData['tenant'], path: string): string | null {
  return tenant.options.features.search ? path : null
}

/**
 * The tenant's default search path (`search.defaultPath`), where 'Search stock' links lead, or null for a tenant
 * without stock search pages.
 * @example defaultSearchLink(tenant) // '/search/new-and-demo-cars'
 */
export function defaultSearchLink(tenant: TenantData['tenant']): string | null {
  return stockSearchLink(tenant, tenant.options.search.defaultPath)
}
