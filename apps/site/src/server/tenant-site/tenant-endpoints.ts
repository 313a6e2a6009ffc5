import {
  accountEndpoints,
  accountMessages,
  availableSlots,
  createAccountLimits,
  deliveryEstimatorFromEnv,
  endpointsOf,
  gatedPageOfForm,
  leadEndpoints,
  onlinePaymentEndpoints,
  reservationEndpoints,
  sendJson,
  serviceEndpoints,
  serviceProvidersFromEnv,
  spinToWinEndpoints,
  stockEndpoints,
  type Endpoint,
  type EndpointKey,
  type Endpoints,
  type StockChange,
  type TenantData,
  valuationFromEnv,
} from '@forecourt/site-server'
import type { GatedPage } from '@forecourt/tenant-config'
import { formsConfig } from '../content/shell'
import { gatedPageOfEndpoint } from '@forecourt/site-api'
import type { Clock } from '../site-clock'
import type { SiteImages } from '../site-images'
import type { SiteRuntime } from '../site-runtime'
import { vehicleEndpoints, type VehicleServices } from '../vehicle-endpoints'
import { vehiclePdfFor } from '../vehicle-pdf-input'
import type { ShopperSessions } from './shopper-sessions'
import type { TenantPages } from './tenant-pages'
import type { TenantStock } from './tenant-stock'

/** What a tenant's endpoints are wired to. */
export interface TenantEndpointsContext {
  data: TenantData
  /** The site's clock (the demo's, pinned or anchored). */
  clock: Clock
  /** Real time, for everything security-related: codes, sessions, limits, payments. */
  realClock: Clock
  /** The site's pictures: the vehicle PDF takes its photo from the image pipeline. */
  images: SiteImages
  runtime: SiteRuntime
  stock: TenantStock
  pages: TenantPages
  sessions: ShopperSessions
  /** Whether the tenant gates this page behind sign-in. */
  gatedHere: (page: GatedPage) => boolean
  /** The tenant's date today, in its own time zone. */
  today: () => string
  /** A lead was stored: its CRM delivery should start now. */
  onLeadStored: () => void
  /** The stock API stored a change: resolves once the site shows it. */
  onStockChanged: (change: StockChange) => Promise<void>
}

/**
 * The tenant's endpoints of the route table (accounts, leads, reservations, online payment, the stock API, spin to
 * win, the outside services and the vehicle page's), wired to its stock, storage and pictures. An endpoint behind a
 * page the tenant gates refuses a signed-out shopper with 401 before the endpoint sees the request.
 * @example const endpoints = createTenantEndpoints(context); await endpoints['GET /api/session'](req, res, url, {})
 */
export function createTenantEndpoints(context: TenantEndpointsContext): Endpoints {
  const { data, clock, realClock, images, runtime, stock, pages, sessions, gatedHere, today } = context
  const { storage } = runtime
  const slug = data.tenant.slug
  const forms = formsConfig(data.tenant)
  const locationsById = new Map(data.tenant.locations.map((location) => [location.id, location]))
  const valuation = valuationFromEnv(runtime.settings, data.cars, { now: clock })
  const delivery = deliveryEstimatorFromEnv(runtime.settings)
  const services: VehicleServices = {
    // The price comparison is the tenant's autograb feature; without it the endpoint has nothing to say.
    gauge: (car) => (data.tenant.autograb ? valuation.gauge(car) : Promise.resolve(null)),
    deliveryEstimate: (postcode) => delivery.estimate(postcode, data.tenant.locations),
    pdf: (page, car) => vehiclePdfFor(page, car, images, clock()),
    activity: storage.activity,
  }
  const providers = serviceProvidersFromEnv(runtime.settings, {
    cars: data.cars,
    locations: data.tenant.locations,
    now: clock,
  })
  const accountLimits = createAccountLimits(storage.rateLimits, realClock)
  const onStored = () => context.onLeadStored()
  const trustProxy = runtime.accounts.trustProxy

  /** Whether a test-drive slot is still free: only the days up to the slot's are worked out, at most 15. */
  const isBookable = async (locationId: number, startsAt: Date) => {
    const location = locationsById.get(locationId)
    if (!location) return false
    const booked = await storage.appointments.booked(
      slug,
      locationId,
      new Date(startsAt.valueOf() - 86_400_000),
      new Date(startsAt.valueOf() + 86_400_000),
    )
    const now = clock()
    // Plus one day for the time-zone boundary.
    const daysAhead = Math.floor((startsAt.valueOf() - now.valueOf()) / 86_400_000) + 2
    if (daysAhead < 1) return false
    const days = availableSlots({ location, booked, from: now, now, days: Math.min(15, daysAhead) })
    return days.some((day) => day.times.some((time) => time.value === startsAt.toISOString()))
  }

  const endpoints: Endpoints = {
    ...accountEndpoints({
      tenant: slug,
      siteName: data.tenant.name,
      accounts: storage.accounts,
      watchlist: storage.watchlist,
      carExists: (id) => stock.byId(id) !== null,
      codes: runtime.accounts.codes,
      secret: runtime.accounts.secret,
      clock: realClock,
      limits: accountLimits,
      log: runtime.log,
      trustProxy,
      secureCookies: runtime.accounts.secureCookies,
    }),
    ...leadEndpoints({
      tenant: slug,
      forms,
      signInRequired: (form) => {
        const page = gatedPageOfForm[form]
        return page !== undefined && gatedHere(page)
      },
      signedIn: sessions.signedIn,
      car: stock.byIdOrSlug,
      autogaugeEnabled: data.tenant.autograb,
      leads: storage.leads,
      appointments: storage.appointments,
      isBookable,
      today,
      limits: {
        perClient: runtime.limits.leadsPerClient,
        perTenant: runtime.limits.leadsPerTenant,
        testDrives: runtime.limits.testDrives,
      },
      trustProxy,
      onStored,
      log: runtime.log,
    }),
    ...reservationEndpoints({
      tenant: slug,
      forms,
      car: stock.byIdOrSlug,
      isReserved: stock.isReservedNow,
      user: sessions.user,
      autogaugeEnabled: data.tenant.autograb,
      leads: storage.leads,
      reservations: storage.reservations,
      payments: runtime.payments,
      limits: { perClient: runtime.limits.reservationsPerClient },
      trustProxy,
      onReserved: (carId) => {
        stock.markReserved(carId)
        const car = stock.byId(carId)
        if (car) pages.forgetVehicle(car.slug)
      },
      onStored,
      today,
      log: runtime.log,
    }),
    ...onlinePaymentEndpoints({
      tenant: slug,
      forms,
      accounts: storage.accounts,
      clock: realClock,
      leads: storage.leads,
      payments: runtime.payments,
      limits: { perClient: runtime.limits.reservationsPerClient },
      trustProxy,
      onStored,
    }),
    ...stockEndpoints({
      tenant: slug,
      stock: storage.stock,
      limits: { perClient: runtime.limits.stockPerClient },
      trustProxy,
      clock,
      onChanged: context.onStockChanged,
      held: () => storage.reservations.reservedCarIds(slug),
      readFeed: (text, format) => runtime.feeds.read(text, format),
    }),
    ...spinToWinEndpoints({
      tenant: slug,
      enabled: data.tenant.options.features.spinToWin,
      prizes: data.tenant.options.features.spinToWinPrizes,
      accounts: storage.accounts,
      clock: realClock,
      leads: storage.leads,
      limits: { perClient: runtime.limits.reservationsPerClient },
      trustProxy,
      onStored,
    }),
    ...serviceEndpoints({
      tenant: slug,
      locations: data.tenant.locations,
      cars: data.cars,
      leads: storage.leads,
      appointments: storage.appointments,
      providers,
      clock,
      log: runtime.log,
      limits: { perClient: runtime.limits.servicesPerClient },
      trustProxy,
    }),
    ...vehicleEndpoints({
      tenant: slug,
      car: stock.bySlug,
      carById: stock.byId,
      page: (carSlug) => Promise.resolve(pages.vehicle(carSlug)),
      services,
      limits: { perClient: runtime.limits.servicesPerClient, activity: runtime.limits.activityPerClient },
      trustProxy,
    }),
  }
  // An endpoint behind a page the tenant gates refuses a signed-out shopper before it reads the request.
  const gated = (key: EndpointKey, endpoint: Endpoint): Endpoint => {
    const page = key.startsWith('POST ') ? gatedPageOfEndpoint(key.slice('POST '.length)) : null
    if (!page || !gatedHere(page)) return endpoint
    return async (req, res, url, params) => {
      if (await sessions.signedIn(req)) return endpoint(req, res, url, params)
      req.resume()
      sendJson(res, 401, { message: accountMessages.signInFirst }, 'no-store')
    }
  }
  return endpointsOf(endpoints, (endpoint: Endpoint, key) => gated(key, endpoint))
}
