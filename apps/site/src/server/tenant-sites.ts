import { readFile } from 'node:fs/promises'
import type { IncomingMessage, ServerResponse } from 'node:http'
import { join } from 'node:path'
import type { User } from '@forecourt/site-storage'
import { isAvailable } from '@forecourt/stock-rules'
import {
  contentFileSchema,
  gatedPagesOf,
  resolveTenant,
  signInAddressFor,
  stockFileSchema,
  type GatedPage,
  type Tenant,
} from '@forecourt/tenant-config'
import { loadTenants } from '@forecourt/tenant-config/node'
import type { SearchClient } from 'instantsearch.js'
import type { SearchPageConfig } from '../search/search-config'
import type { SiteApi } from '../site/site-api'
import { buildHome } from './content/home'
import { catalogueApi, cataloguePaths, withSalesCounter } from './content/catalogue-api'
import { locationPaths, locationsApi } from './content/locations-api'
import { buildSearchConfig } from './content/search-config'
import { priceRangeServerState, searchServerState } from './search-server-state'
import { createSearchMount } from './search-mount'
import { SitePages } from './content/pages'
import { buildShell, hasLiveOffers } from './content/shell'
import {
  accountMessages,
  adfDocumentFor,
  availableSlots,
  canonicalOrigin,
  createAccountLimits,
  createCrmDelivery,
  createTransportPicker,
  type CrmDelivery,
  deliveryEstimatorFromEnv,
  gatedPageOfForm,
  handleAccountEndpoint,
  handleLeadEndpoint,
  handleOnlinePaymentEndpoint,
  handleReservationEndpoint,
  handleServiceEndpoint,
  handleSpinToWinEndpoint,
  sendJson,
  serviceProvidersFromEnv,
  sessionFor,
  type TenantData,
  timeZoneForState,
  valuationFromEnv,
  wallClock,
} from '@forecourt/site-server'
import { vehiclePage } from './content/vehicle-page'
import type { VehiclePage } from '../site/vehicle-types'
import { handleVehicleEndpoint, type VehicleServices } from './vehicle-endpoints'
import { gatedPageOfEndpoint } from './route-table'
import type { SiteRuntime } from './site-runtime'
import { formsConfig } from './content/shell'
import { carSummary } from './content/car-summary'
import { buildFormPages } from './content/form-pages'
import type { CarRecord } from '@forecourt/tenant-config'
import { vehiclePdfFor } from './vehicle-pdf-input'
import type { ServerSettings } from './settings'
import type { TenantSite } from './site-handler'
import { siteClock, type Clock } from './site-clock'

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
  runtime: SiteRuntime,
  onLeadStored: () => void,
): TenantSite {
  const { storage } = runtime
  const slug = data.tenant.slug
  // Reservations are stored; the cars they hold read Reserved on their pages. Kept fresh from storage, so a car
  // reserved through another server shows within a minute, and at once on this one.
  const reserved = new Set<number>()
  let reservedCheckedAt = 0
  const refreshReserved = async () => {
    if (Date.now() - reservedCheckedAt < 60_000) return
    reservedCheckedAt = Date.now()
    const ids = await storage.reservations.reservedCarIds(slug)
    const changed = ids.length !== reserved.size || ids.some((id) => !reserved.has(id))
    if (!changed) return
    reserved.clear()
    for (const id of ids) reserved.add(id)
    current().vehicles.clear()
  }
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
    else page = vehiclePage(data, reserved.has(car.id) ? { ...car, reserved: true } : car, clock())
    vehiclePages.set(slug, page)
    if (vehiclePages.size > 500) vehiclePages.delete(vehiclePages.keys().next().value ?? '')
    return page
  }
  const searchConfig = (): SearchPageConfig => ({ ...current().search, now: clock().toISOString() })
  const api: SiteApi = {
    shell: () => Promise.resolve(current().shell),
    home: () => Promise.resolve(withSalesCounter(current().home, data, clock())),
    page: (path) => Promise.resolve(current().pages.get(path)),
    search: () => Promise.resolve(searchConfig()),
    searchServerState: (href) => searchServerState(searchConfig(), searchClient(), href),
    priceRangeServerState: () => priceRangeServerState(searchConfig(), searchClient()),
    vehicle: async (slug) => {
      await refreshReserved()
      return vehicle(slug)
    },
    cars: async (idsOrSlugs) => {
      await refreshReserved()
      return idsOrSlugs
        .slice(0, 24)
        .map((idOrSlug) => carByIdOrSlug(idOrSlug))
        .filter((car): car is CarRecord => car !== null)
        .map((car) => carSummary(data, car, clock(), reserved.has(car.id)))
    },
    formPages: () => Promise.resolve(buildFormPages(data, today())),
    ...catalogueApi(data, clock),
    ...locationsApi(data, clock, runtime.settings.tenantVariables),
  }
  const valuation = valuationFromEnv(runtime.settings, data.cars, { now: clock })
  const delivery = deliveryEstimatorFromEnv(runtime.settings)
  const services: VehicleServices = {
    // The price comparison is the tenant's autograb feature; without it the endpoint has nothing to say.
    gauge: (car) => (data.tenant.autograb ? valuation.gauge(car) : Promise.resolve(null)),
    deliveryEstimate: (postcode) => delivery.estimate(postcode, data.tenant.locations),
    pdf: (page) => vehiclePdfFor(page, settings.fixturesDir, clock()),
    activity: storage.activity,
  }
  const carsById = new Map([...carsBySlug.values()].map((car) => [car.id, car]))
  const carByIdOrSlug = (idOrSlug: number | string) =>
    (typeof idOrSlug === 'number' || /^\d+$/.test(idOrSlug)
      ? carsById.get(Number(idOrSlug))
      : carsBySlug.get(idOrSlug)) ?? null
  const forms = formsConfig(data.tenant)
  const locationsById = new Map(data.tenant.locations.map((location) => [location.id, location]))
  const firstLocation = data.tenant.locations[0]
  const timeZone = timeZoneForState(firstLocation?.address?.state)
  const today = () => wallClock(clock(), timeZone).date
  const providers = serviceProvidersFromEnv(runtime.settings, {
    cars: data.cars,
    locations: data.tenant.locations,
    now: clock,
  })
  // Security runs on real time whatever the demo clock says: codes, sessions and limits stamped by the store's real
  // clock and compared with a pinned or anchored one would never expire, or lock an address out for weeks.
  const realClock: Clock = () => new Date()
  const accountLimits = createAccountLimits(storage.rateLimits, realClock)
  // One session read per request, however many checks ask (the gate of a gated endpoint, then the endpoint).
  const usersOfRequests = new WeakMap<IncomingMessage, Promise<User | null>>()
  const user = (req: IncomingMessage): Promise<User | null> => {
    let found = usersOfRequests.get(req)
    if (!found) {
      found = sessionFor(req, slug, storage.accounts, realClock).then((session) => session?.user ?? null)
      usersOfRequests.set(req, found)
    }
    return found
  }
  const leadStored = () => onLeadStored()
  const reservePathSegment = data.tenant.options.reserve.path
  const gatedPages = new Set(gatedPagesOf(data.tenant))
  const gatedHere = (page: GatedPage) => gatedPages.has(page)
  const signedIn = async (req: IncomingMessage) => (await user(req)) !== null
  const endpoints = async (req: IncomingMessage, res: ServerResponse, url: URL): Promise<boolean> => {
    if (!url.pathname.startsWith('/api/') && !url.pathname.startsWith('/cars/')) return false
    const gatedPage = gatedPageOfEndpoint(url.pathname)
    if (gatedPage && req.method === 'POST' && gatedHere(gatedPage) && !(await signedIn(req))) {
      req.resume()
      sendJson(res, 401, { message: accountMessages.signInFirst }, 'no-store')
      return true
    }
    return (
      (await handleAccountEndpoint(req, res, url, {
        tenant: slug,
        siteName: data.tenant.name,
        accounts: storage.accounts,
        watchlist: storage.watchlist,
        carExists: (id) => carsById.has(id),
        codes: runtime.accounts.codes,
        secret: runtime.accounts.secret,
        clock: realClock,
        limits: accountLimits,
        log: runtime.log,
        trustProxy: runtime.accounts.trustProxy,
        secureCookies: runtime.accounts.secureCookies,
      })) ||
      (await handleLeadEndpoint(req, res, url, {
        tenant: slug,
        forms,
        signInRequired: (form) => {
          const page = gatedPageOfForm[form]
          return page !== undefined && gatedHere(page)
        },
        signedIn,
        car: carByIdOrSlug,
        autogaugeEnabled: data.tenant.autograb,
        leads: storage.leads,
        appointments: storage.appointments,
        isBookable: async (locationId, startsAt) => {
          const location = locationsById.get(locationId)
          if (!location) return false
          const from = new Date(startsAt.valueOf() - 86_400_000)
          const booked = await storage.appointments.booked(
            slug,
            locationId,
            from,
            new Date(startsAt.valueOf() + 86_400_000),
          )
          // Only the days up to the slot's are worked out (plus one for the time-zone boundary), at most 15.
          const now = clock()
          const daysAhead = Math.floor((startsAt.valueOf() - now.valueOf()) / 86_400_000) + 2
          if (daysAhead < 1) return false
          const days = availableSlots({ location, booked, from: now, now, days: Math.min(15, daysAhead) })
          return days.some((day) => day.times.some((time) => time.value === startsAt.toISOString()))
        },
        today,
        limits: {
          perClient: runtime.limits.leadsPerClient,
          perTenant: runtime.limits.leadsPerTenant,
          testDrives: runtime.limits.testDrives,
        },
        trustProxy: runtime.accounts.trustProxy,
        onStored: leadStored,
        log: runtime.log,
      })) ||
      (await handleReservationEndpoint(req, res, url, {
        tenant: slug,
        forms,
        car: carByIdOrSlug,
        isReserved: async (carId) => {
          if (carsById.get(carId)?.reserved) return true
          return (await storage.reservations.reservedCarIds(slug)).includes(carId)
        },
        user,
        autogaugeEnabled: data.tenant.autograb,
        leads: storage.leads,
        reservations: storage.reservations,
        payments: runtime.payments,
        limits: { perClient: runtime.limits.reservationsPerClient },
        trustProxy: runtime.accounts.trustProxy,
        onReserved: (carId) => {
          reserved.add(carId)
          const car = carsById.get(carId)
          if (car) current().vehicles.delete(car.slug)
        },
        onStored: leadStored,
        today,
        log: runtime.log,
      })) ||
      (await handleOnlinePaymentEndpoint(req, res, url, {
        tenant: slug,
        forms,
        accounts: storage.accounts,
        clock: realClock,
        leads: storage.leads,
        payments: runtime.payments,
        limits: { perClient: runtime.limits.reservationsPerClient },
        trustProxy: runtime.accounts.trustProxy,
        onStored: leadStored,
      })) ||
      (await handleSpinToWinEndpoint(req, res, url, {
        tenant: slug,
        enabled: data.tenant.options.features.spinToWin,
        prizes: data.tenant.options.features.spinToWinPrizes,
        accounts: storage.accounts,
        clock: realClock,
        leads: storage.leads,
        limits: { perClient: runtime.limits.reservationsPerClient },
        trustProxy: runtime.accounts.trustProxy,
        onStored: leadStored,
      })) ||
      (await handleServiceEndpoint(req, res, url, {
        tenant: slug,
        locations: data.tenant.locations,
        cars: data.cars,
        leads: storage.leads,
        appointments: storage.appointments,
        providers,
        clock,
        log: runtime.log,
        limits: { perClient: runtime.limits.servicesPerClient },
        trustProxy: runtime.accounts.trustProxy,
      })) ||
      handleVehicleEndpoint(req, res, url, {
        tenant: slug,
        car: (carSlug) => carsBySlug.get(carSlug) ?? null,
        carById: (id) => carsById.get(id) ?? null,
        page: (carSlug) => Promise.resolve(vehicle(carSlug)),
        services,
        limits: { perClient: runtime.limits.servicesPerClient, activity: runtime.limits.activityPerClient },
        trustProxy: runtime.accounts.trustProxy,
      })
    )
  }
  const gate = async (req: IncomingMessage, url: URL): Promise<string | null> => {
    const path = `${url.pathname}${url.search}`
    const address = signInAddressFor(path, {
      isGated: gatedHere,
      brandGaragePaths: data.tenant.options.gatedPages.brandGaragePaths,
      reservePathSegment,
      knownCar: (slugOrId) => carByIdOrSlug(slugOrId) !== null,
    })
    return address && !(await user(req)) ? address : null
  }
  return {
    slug,
    origin: canonicalOrigin(data.tenant),
    api,
    endpoints,
    gate,
    sitemapPaths: () =>
      Promise.resolve([
        '/',
        '/price-range',
        ...current().pages.paths(),
        ...locationPaths(data),
        ...cataloguePaths(data, clock()),
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
  /** Delivers stored leads to each tenant's CRM from the outbox; started by the server, stopped on shutdown. */
  crm: CrmDelivery
}

const localHosts = new Set(['localhost', '127.0.0.1', '[::1]', '::1'])

/**
 * Loads and validates every tenant with its content and stock. A Host naming one of a tenant's domains gets that
 * tenant; plain localhost gets TENANT (or the first tenant), so `npm start` shows a site straight away.
 */
export async function loadTenantSites(settings: ServerSettings, runtime: SiteRuntime): Promise<TenantSites> {
  const tenants = await loadTenants(join(settings.fixturesDir, 'tenants'))
  const data = await Promise.all(tenants.map((tenant) => loadTenantData(settings.fixturesDir, tenant)))
  const clock = siteClock(data[0]?.referenceDate ?? null, settings.pinnedNow)
  const search = createSearchMount(data, clock, runtime.log)
  const dataBySlug = new Map(data.map((item) => [item.tenant.slug, item]))
  const pickTransport = createTransportPicker(runtime.settings, { log: runtime.log })
  const crm = createCrmDelivery({
    outbox: runtime.storage.crm,
    transportFor: (job) => {
      const tenant = dataBySlug.get(job.tenant)?.tenant
      if (!tenant) throw new Error(`no tenant '${job.tenant}' on this server`)
      return pickTransport(tenant)
    },
    documentFor: adfDocumentFor((slug) => dataBySlug.get(slug)),
    // Real time: retries are spaced in real seconds even when the demo clock is pinned.
    clock: () => new Date(),
    log: runtime.log,
  })
  // A stored lead is delivered within moments rather than at the next tick of the timer.
  const nudgeCrm = () => crm.nudge()
  const sites = new Map(
    data.map((item) => [
      item.tenant.slug,
      tenantSite(item, clock, () => search.clientFor(item.tenant.search.apiKey), settings, runtime, nudgeCrm),
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
    crm,
    describe: () =>
      `${tenants.length} tenants (${[...sites.keys()].join(', ')}; localhost shows ${fallbackSlug})`,
  }
}
