import type { IncomingMessage } from 'node:http'
import { canonicalOrigin, timeZoneForState, type TenantData, wallClock } from '@forecourt/site-server'
import { gatedPagesOf, signInAddressFor, type GatedPage } from '@forecourt/tenant-config'
import type { SearchClient } from 'instantsearch.js'
import type { Clock } from '../site-clock'
import type { TenantSite } from '../site-handler'
import type { SiteImages } from '../site-images'
import type { SiteRuntime } from '../site-runtime'
import { createShopperSessions } from './shopper-sessions'
import { createTenantEndpoints, type TenantEndpointsContext } from './tenant-endpoints'
import { createTenantPages } from './tenant-pages'
import { createTenantStock } from './tenant-stock'

/**
 * The site's view of one tenant, composed of its stock (cars and reservations), its pages (from memory, composed
 * once a day), its shoppers' sessions, its endpoints and the sign-in gate of its gated pages.
 * @example
 * const site = tenantSite(data, clock, () => search.clientFor(apiKey), images, runtime, {
 *   onLeadStored: () => crm.nudge(),
 *   onStockChanged: (change) => stockChanged(data.tenant.slug, change),
 * })
 */
export function tenantSite(
  data: TenantData,
  clock: Clock,
  searchClient: () => SearchClient,
  images: SiteImages,
  runtime: SiteRuntime,
  hooks: Pick<TenantEndpointsContext, 'onLeadStored' | 'onStockChanged'>,
): TenantSite {
  const { tenant } = data
  // Security runs on real time whatever the demo clock says: codes, sessions and limits stamped by the store's real
  // clock and compared with a pinned or anchored one would never expire, or lock an address out for weeks.
  const realClock: Clock = () => new Date()
  const timeZone = timeZoneForState(tenant.locations[0]?.address?.state)
  const today = () => wallClock(clock(), timeZone).date
  const stock = createTenantStock(data, runtime.storage)
  const pages = createTenantPages(data, clock, stock, searchClient, {
    today,
    tenantVariables: runtime.settings.tenantVariables,
  })
  const sessions = createShopperSessions(tenant.slug, runtime.storage.accounts, realClock)
  const gatedPages = new Set(gatedPagesOf(tenant))
  const gatedHere = (page: GatedPage) => gatedPages.has(page)
  const gate = async (req: IncomingMessage, url: URL): Promise<string | null> => {
    const address = signInAddressFor(`${url.pathname}${url.search}`, {
      isGated: gatedHere,
      brandGaragePaths: tenant.options.gatedPages.brandGaragePaths,
      reservePathSegment: tenant.options.reserve.path,
      knownCar: (slugOrId) => stock.byIdOrSlug(slugOrId) !== null,
    })
    return address && !(await sessions.user(req)) ? address : null
  }
  return {
    slug: tenant.slug,
    origin: canonicalOrigin(tenant),
    api: pages.api,
    endpoints: createTenantEndpoints({
      data,
      clock,
      realClock,
      images,
      runtime,
      stock,
      pages,
      sessions,
      gatedHere,
      today,
      ...hooks,
    }),
    gate,
    sitemapPaths: () => Promise.resolve(pages.sitemapPaths()),
  }
}
