import { imageUrl, type ImageCdn } from '@forecourt/stock-rules'
import type { Tenant } from './parse-tenant.js'

/** A dealership as declared in a tenant file. */
export type TenantDealership = Tenant['dealerships'][number]
/** A location as declared in a tenant file. */
export type TenantLocation = Tenant['locations'][number]
/** Every option of a tenant, defaults filled in. */
export type TenantOptions = Tenant['options']
/** The finance options in force for one dealership. */
export type FinanceOptions = TenantOptions['finance']
/**
 * Every page that may need a signed-in shopper, in the order the spec lists them; {@link GatedPage} is derived
 * from it, so the list and the type cannot drift apart.
 */
export const everyGatedPage = [
  'checkout',
  'finance',
  'trade-in',
  'spin-to-win',
  'online-payment',
  'my-garage',
] as const
/** A page that may need a signed-in shopper. */
export type GatedPage = (typeof everyGatedPage)[number]

/**
 * A dealership of the tenant by id.
 * @example dealershipById(tenant, 12)?.name
 */
export function dealershipById(tenant: Tenant, id: number): TenantDealership | undefined {
  return tenant.dealerships.find((dealership) => dealership.id === id)
}

/**
 * The tenant's finance options with one dealership's overrides applied ("for some dealers").
 * @example financeOptionsFor(tenant, 12).frequency // 'monthly' when dealership 12 overrides it
 */
export function financeOptionsFor(tenant: Tenant, dealershipId?: number): FinanceOptions {
  const overrides = dealershipId === undefined ? undefined : dealershipById(tenant, dealershipId)?.finance
  if (!overrides) return tenant.options.finance
  const defined = Object.fromEntries(Object.entries(overrides).filter(([, value]) => value !== undefined))
  return { ...tenant.options.finance, ...defined }
}

/**
 * Visible locations of the tenant, optionally of one dealership.
 * @example locationsOf(tenant, 12).map((location) => location.name)
 */
export function locationsOf(tenant: Tenant, dealershipId?: number): TenantLocation[] {
  return tenant.locations.filter(
    (location) =>
      location.visible !== false && (dealershipId === undefined || location.dealership_id === dealershipId),
  )
}

/**
 * Path of the reserve page of a car: checkout, or buy-online for tenants that use it.
 * @example reservePath(tenant, '2024-toyota-hilux-sr5-123') // '/cars/2024-toyota-hilux-sr5-123/checkout'
 */
export function reservePath(tenant: Tenant, carSlug: string): string {
  return `/cars/${carSlug}/${tenant.options.reserve.path}`
}

/**
 * Whether a page needs a signed-in shopper: online payment and garages always, the rest by option.
 * @example isGatedPage(tenant, 'my-garage') // true
 */
export function isGatedPage(tenant: Tenant, page: GatedPage): boolean {
  const gated = tenant.options.gatedPages
  switch (page) {
    case 'online-payment':
    case 'my-garage':
      return true
    case 'checkout':
      return gated.checkout
    case 'finance':
      return gated.finance
    case 'trade-in':
      return gated.tradeIn
    case 'spin-to-win':
      return gated.spinToWin
  }
}

/**
 * Index to query for a sort: its replica when one is configured, else the main index.
 * @example searchIndexFor(tenant, 'price-asc') // 'Car_production_price_asc' when a replica is set
 */
export function searchIndexFor(tenant: Tenant, sort: Tenant['options']['search']['defaultSort']): string {
  return tenant.search.replicas[sort] ?? tenant.search.indexName
}

/**
 * Key under which the site stores a value in the browser; site-specific so tenants on one browser never mix.
 * @example storageKey(tenant, 'phone') // 'harbourside-motor-group:phone'
 */
export function storageKey(tenant: Tenant, key: string): string {
  return `${tenant.options.features.storageKeyPrefix ?? tenant.slug}:${key}`
}

/**
 * Where Book a Service goes for a dealership: its external page for makes configured so, else /service.
 * @example serviceBookingHref(tenant, dealership) // 'https://…' or '/service'
 */
export function serviceBookingHref(tenant: Tenant, dealership: TenantDealership): string {
  const external =
    dealership.make !== null && tenant.options.brands.externalServiceBookingMakes.includes(dealership.make)
  return external && dealership.service_booking_url ? dealership.service_booking_url : '/service'
}

/**
 * Where the site's own Book a Service (menu, footer, home) goes: the one booking page every dealership of the
 * tenant books on, so a franchise whose make books externally goes straight there; a group whose dealerships book
 * in different places goes to /service, which links each brand's own page.
 * @example tenantServiceBookingHref(tenant) // 'https://service-booking.wattlebaykia.example/book' or '/service'
 */
export function tenantServiceBookingHref(tenant: Tenant): string {
  const hrefs = new Set(tenant.dealerships.map((dealership) => serviceBookingHref(tenant, dealership)))
  return hrefs.size === 1 ? [...hrefs][0]! : '/service'
}

/**
 * New-car warranty in years for a make: 3 unless the make is configured otherwise.
 * @example newCarWarrantyYears(tenant, 'Kia') // 7 when configured
 */
export function newCarWarrantyYears(tenant: Tenant, make: string): number {
  return tenant.options.brands.newCarWarrantyYears[make] ?? 3
}

/**
 * The tenant's canonical origin: its www domain, else its first public domain (never a *.localhost alias).
 * @example canonicalOrigin(tenant) // 'https://www.wattlebaykia.example'
 */
export function canonicalOrigin(tenant: Tenant): string {
  const publicDomains = tenant.domains.filter((domain) => !domain.endsWith('.localhost'))
  const host =
    publicDomains.find((domain) => domain.startsWith('www.')) ??
    publicDomains[0] ??
    tenant.domains[0] ??
    'localhost'
  return `https://${host}`
}

/**
 * The tenant's image CDN (`images.cdnTemplate` with its canonical origin) for stock-rules' `imageUrl`, or null when
 * the site's own image pipeline serves its pictures.
 * @example imageUrl('/images/a.jpg', { width: 480 }, imageCdnFor(tenant))
 */
export function imageCdnFor(tenant: Tenant): ImageCdn | null {
  const template = tenant.options.images.cdnTemplate
  return template ? { template, origin: canonicalOrigin(tenant) } : null
}

/**
 * A brand logo's address at the size both the home page's brand grid and the header's mega menu draw it (160 px,
 * quality 90), so the browser fetches each logo once for both.
 * @example brandLogoUrl('/images/brands/kia.svg', imageCdnFor(tenant)) // '/images/brands/kia.svg?w=160&q=90'
 */
export function brandLogoUrl(logo: string, cdn: ImageCdn | null): string {
  return imageUrl(logo, { width: 160, quality: 90 }, cdn)
}
