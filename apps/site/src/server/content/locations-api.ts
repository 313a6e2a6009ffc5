import { contactUsSlug } from '@forecourt/stock-rules'
import { locationsOf } from '@forecourt/tenant-config'
import type { SiteApi } from '../../site/site-api'
import { locationPages, type LocationPages } from './locations-page'
import type { TenantData } from '@forecourt/site-server'

/**
 * The locations part of a tenant's SiteApi: the locations page, the location pages by slug and the dealer locator,
 * composed once a day. The Google Maps key is the tenant variable its `locations.googleMapsKeyEnv` names; without
 * it maps stay the inline map.
 * @example const api: SiteApi = { ...otherParts, ...locationsApi(data, clock, settings.tenantVariables) }
 */
export function locationsApi(
  data: TenantData,
  clock: () => Date,
  tenantVariables: Readonly<Record<string, string>>,
): Pick<SiteApi, 'locations' | 'locationPage' | 'dealerLocator'> {
  const keyEnv = data.tenant.options.locations.googleMapsKeyEnv
  const googleMapsKey = keyEnv ? (tenantVariables[keyEnv] ?? null) : null
  let composedOn = ''
  let pages: LocationPages | null = null
  const current = (): LocationPages => {
    const now = clock()
    const day = now.toISOString().slice(0, 10)
    if (!pages || composedOn !== day) {
      pages = locationPages(data, now, { googleMapsKey })
      composedOn = day
    }
    return pages
  }
  return {
    locations: () => Promise.resolve(current().locations()),
    locationPage: (route, slug) => Promise.resolve(current().page(route, slug)),
    dealerLocator: (query) => current().dealerLocator(query),
  }
}

/**
 * The public paths of the tenant's location pages, for sitemap.xml (none where it has no location pages).
 * @example locationPaths(data) // ['/dealer-locator', '/our-location/wattle-bay-kia-gosford', …]
 */
export function locationPaths(data: TenantData): string[] {
  if (!data.tenant.options.features.locationPages) return []
  const locations = locationsOf(data.tenant)
  const dealerships = data.tenant.dealerships.filter((dealership) =>
    locations.some((location) => location.dealership_id === dealership.id),
  )
  return [
    '/dealer-locator',
    ...dealerships.map((dealership) => `/locations/${dealership.slug}`),
    ...locations.filter((location) => location.slug).map((location) => `/our-location/${location.slug}`),
    ...new Set(locations.map((location) => `/contact-us/${contactUsSlug(location.name)}`)),
  ]
}
