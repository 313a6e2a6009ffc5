import { readFile } from 'node:fs/promises'
import type { IncomingMessage, ServerResponse } from 'node:http'
import { join } from 'node:path'
import { isAvailable } from '@forecourt/stock-rules'
import { contentFileSchema, resolveTenant, stockFileSchema, type Tenant } from '@forecourt/tenant-config'
import { loadTenants } from '@forecourt/tenant-config/node'
import type { SearchClient } from 'instantsearch.js'
import type { SearchPageConfig } from '../search/search-config'
import type { SiteApi } from '../site/site-api'
import { buildHome } from './content/home'
import { buildSearchConfig } from './content/search-config'
import { priceRangeServerState, searchServerState } from './search-server-state'
import { createSearchMount } from './search-mount'
import { SitePages } from './content/pages'
import { buildShell, hasLiveOffers } from './content/shell'
import { canonicalOrigin, type TenantData } from './content/tenant-content'
import { vehiclePage } from './content/vehicle-page'
import type { VehiclePage } from '../site/vehicle-types'
import {
  handleVehicleEndpoint,
  loggedActivity,
  memoryViewCounts,
  type VehicleServices,
} from './vehicle-endpoints'
import { vehiclePdfFor } from './vehicle-pdf-input'
import { deliveryEstimatorFromEnv, valuationFromEnv } from './vehicle'
import type { ServerSettings } from './settings'
import type { TenantSite } from './site-handler'

/** A clock: the site asks it for "now" on every request. */
export type Clock = () => Date

/**
 * The demo clock: fixture data is dated relative to its reference date, so the demo runs as if today were that
 * date (plus the time since start), and "sold in the last 3 days" or "new arrival" stay true forever.
 * FORECOURT_NOW pins the clock; without fixtures' reference date it is the system clock.
 */
export function siteClock(referenceDate: string | null, pinned: string | null, started = Date.now()): Clock {
  if (pinned) {
    const at = new Date(pinned)
    if (Number.isNaN(at.valueOf())) throw new Error(`FORECOURT_NOW must be an ISO date, got "${pinned}"`)
    return () => at
  }
  if (!referenceDate) return () => new Date()
  const anchor = new Date(referenceDate).valueOf()
  return () => new Date(anchor + (Date.now() - started))
}

async function readJson(file: string): Promise<unknown> {
  return JSON.parse(await readFile(file, 'utf8')) as unknown
}

/** Reads and validates one tenant's content and stock files. */
export async function loadTenantData(
  fixturesDir: string,
  tenant: Tenant,
): Promise<TenantData & { referenceDate: string }> {
  const contentFile = join(fixturesDir, 'content', `${tenant.slug}.json`)
  const stockFile = join(fixturesDir, 'stock', `${tenant.slug}.json`)
  const content = contentFileSchema.safeParse(await readJson(contentFile))
  if (!content.success)
    throw new Error(
      `${contentFile}: ${content.error.issues[0]?.path.join('.')}: ${content.error.issues[0]?.message}`,
    )
  const stock = stockFileSchema.safeParse(await readJson(stockFile))
  if (!stock.success)
    throw new Error(
      `${stockFile}: ${stock.error.issues[0]?.path.join('.')}: ${stock.error.issues[0]?.message}`,
    )
  return { tenant, content: content.data, cars: stock.data.cars, referenceDate: stock.data.referenceDate }
}

/** The site's view of one tenant, answering from memory. Page data is composed once a day (it changes daily). */
function tenantSite(
  data: TenantData,
  clock: Clock,
  searchClient: () => SearchClient,
  settings: ServerSettings,
): TenantSite {
  let composedOn = ''
  let composed: {
    pages: SitePages
    shell: ReturnType<typeof buildShell>
    home: ReturnType<typeof buildHome>
    search: Omit<SearchPageConfig, 'now'>
    /** Vehicle pages composed today, most recently viewed last (at most 500). */
    vehicles: Map<string, VehiclePage>
  } | null = null
  const current = () => {
    const now = clock()
    const day = now.toISOString().slice(0, 10)
    if (!composed || composedOn !== day) {
      const pages = new SitePages(data, now)
      composed = {
        pages,
        shell: buildShell(data, pages, now),
        home: buildHome(data, now, { offers: hasLiveOffers(data, now) }),
        search: buildSearchConfig(data, now),
        vehicles: new Map(),
      }
      composedOn = day
    }
    return composed
  }
  const carsBySlug = new Map(
    data.cars.filter((car) => car.show_on_dealer_website !== false).map((car) => [car.slug, car]),
  )
  // Vehicle pages change with the day (new-arrival tags, rego expiry) like the rest of the composed data, so they
  // are kept with it, and only the most recently viewed ones.
  const vehicle = (slug: string): VehiclePage | null => {
    const car = carsBySlug.get(slug)
    if (!car) return null
    const vehiclePages = current().vehicles
    let page = vehiclePages.get(slug)
    if (page) vehiclePages.delete(slug)
    else page = vehiclePage(data, car, clock())
    vehiclePages.set(slug, page)
    if (vehiclePages.size > 500) vehiclePages.delete(vehiclePages.keys().next().value ?? '')
    return page
  }
  const searchConfig = (): SearchPageConfig => ({ ...current().search, now: clock().toISOString() })
  const api: SiteApi = {
    shell: () => Promise.resolve(current().shell),
    home: () => Promise.resolve(current().home),
    page: (path) => Promise.resolve(current().pages.get(path)),
    search: () => Promise.resolve(searchConfig()),
    searchServerState: (href) => searchServerState(searchConfig(), searchClient(), href),
    priceRangeServerState: () => priceRangeServerState(searchConfig(), searchClient()),
    vehicle: (slug) => Promise.resolve(vehicle(slug)),
  }
  const valuation = valuationFromEnv(settings.services, data.cars, { now: clock })
  const delivery = deliveryEstimatorFromEnv(settings.services)
  const services: VehicleServices = {
    // The price comparison is the tenant's autograb feature; without it the endpoint has nothing to say.
    gauge: (car) => (data.tenant.autograb ? valuation.gauge(car) : Promise.resolve(null)),
    deliveryEstimate: (postcode) => delivery.estimate(postcode, data.tenant.locations),
    pdf: (page) => vehiclePdfFor(page, settings.fixturesDir, clock()),
    views: memoryViewCounts(),
    activity: loggedActivity(),
  }
  const carsById = new Map([...carsBySlug.values()].map((car) => [car.id, car]))
  return {
    slug: data.tenant.slug,
    origin: canonicalOrigin(data.tenant),
    api,
    endpoints: (req, res, url) =>
      handleVehicleEndpoint(req, res, url, {
        tenant: data.tenant.slug,
        car: (slug) => carsBySlug.get(slug) ?? null,
        carById: (id) => carsById.get(id) ?? null,
        page: (slug) => Promise.resolve(vehicle(slug)),
        services,
      }),
    sitemapPaths: () =>
      Promise.resolve([
        '/',
        ...current().pages.paths(),
        ...data.cars
          .filter((car) => isAvailable(car) && car.show_on_dealer_website !== false)
          .map((car) => `/cars/${car.slug}`),
      ]),
  }
}

/** Every tenant the server serves, and how a request finds its tenant. */
export interface TenantSites {
  tenantForHost: (host: string | undefined) => TenantSite | null
  mounts: ((req: IncomingMessage, res: ServerResponse) => Promise<boolean> | boolean)[]
  clock: Clock
  describe: () => string
}

const localHosts = new Set(['localhost', '127.0.0.1', '[::1]', '::1'])

/**
 * Loads and validates every tenant with its content and stock. A Host naming one of a tenant's domains gets that
 * tenant; plain localhost gets TENANT (or the first tenant), so `npm start` shows a site straight away.
 */
export async function loadTenantSites(settings: ServerSettings): Promise<TenantSites> {
  const tenants = await loadTenants(join(settings.fixturesDir, 'tenants'))
  const data = await Promise.all(tenants.map((tenant) => loadTenantData(settings.fixturesDir, tenant)))
  const clock = siteClock(data[0]?.referenceDate ?? null, settings.pinnedNow)
  const search = createSearchMount(data, clock)
  const sites = new Map(
    data.map((item) => [
      item.tenant.slug,
      tenantSite(item, clock, () => search.clientFor(item.tenant.search.apiKey), settings),
    ]),
  )
  const fallbackSlug = settings.defaultTenant ?? tenants[0]?.slug
  const fallback = fallbackSlug ? sites.get(fallbackSlug) : undefined
  if (settings.defaultTenant && !fallback) {
    throw new Error(
      `TENANT=${settings.defaultTenant} names no tenant; known: ${[...sites.keys()].join(', ')}`,
    )
  }
  return {
    tenantForHost: (host) => {
      if (!host) return fallback ?? null
      const tenant = resolveTenant(tenants, host)
      if (tenant) return sites.get(tenant.slug) ?? null
      const hostname = host.replace(/:\d+$/, '').toLowerCase()
      return localHosts.has(hostname) ? (fallback ?? null) : null
    },
    mounts: [search.mount],
    clock,
    describe: () =>
      `${tenants.length} tenants (${[...sites.keys()].join(', ')}; localhost shows ${fallbackSlug})`,
  }
}
