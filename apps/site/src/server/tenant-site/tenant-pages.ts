import { isAvailable } from '@forecourt/stock-rules'
import type { TenantData } from '@forecourt/site-server'
import type { SearchClient } from 'instantsearch.js'
import type { SearchPageConfig } from '../../search/search-config'
import type { SiteApi } from '../../site/site-api'
import type { VehiclePage } from '../../site/vehicle-types'
import { catalogueApi, cataloguePaths, withSalesCounter } from '../content/catalogue-api'
import { carSummary } from '../content/car-summary'
import { buildFormPages } from '../content/form-pages'
import { buildHome } from '../content/home'
import { locationPaths, locationsApi } from '../content/locations-api'
import { SitePages } from '../content/pages'
import { buildSearchConfig } from '../content/search-config'
import { buildShell, hasLiveOffers } from '../content/shell'
import { vehiclePage } from '../content/vehicle-page'
import { priceRangeServerState, searchServerState } from '../search-server-state'
import type { Clock } from '../site-clock'
import type { TenantStock } from './tenant-stock'

/** What a tenant's pages are made of, and the vehicle pages composed from it. */
export interface TenantPages {
  /** What route loaders ask, answered from memory. */
  api: SiteApi
  /** A car's vehicle page, or null when the site shows no such car. */
  vehicle: (slug: string) => VehiclePage | null
  /** Forgets a car's composed page, so the next view shows what changed (Reserved). */
  forgetVehicle: (slug: string) => void
  /** Every public path, for sitemap.xml. */
  sitemapPaths: () => string[]
}

/**
 * A tenant's pages from memory. The shell, home, content pages and search configuration are each composed when first
 * asked for and again each day (new-arrival tags, offers and the sold-car window move with the day), and so are
 * vehicle pages, of which only the 500 most recently viewed are kept. A stock change makes new pages (see
 * `loadTenantSites`), so each part is composed again only when asked for.
 * @example const pages = createTenantPages(data, clock, stock, searchClient, { today, tenantVariables })
 */
export function createTenantPages(
  data: TenantData,
  clock: Clock,
  stock: TenantStock,
  searchClient: () => SearchClient,
  options: { today: () => string; tenantVariables: Readonly<Record<string, string>> },
): TenantPages {
  /** A part of the pages composed on first use and again each new day (on the site's clock). */
  const daily = <T>(compose: (now: Date) => T): (() => T) => {
    let composedOn = ''
    let composed: { value: T } | null = null
    return () => {
      const now = clock()
      const day = now.toISOString().slice(0, 10)
      if (!composed || composedOn !== day) {
        composed = { value: compose(now) }
        composedOn = day
      }
      return composed.value
    }
  }
  // Each part apart: a vehicle page asked for right after a stock change composes that page only, not the home page,
  // the shell and every content page as well.
  const sitePages = daily((now) => new SitePages(data, now))
  const shell = daily((now) => buildShell(data, sitePages(), now))
  const home = daily((now) => buildHome(data, now, { offers: hasLiveOffers(data, now) }))
  const search = daily((now): Omit<SearchPageConfig, 'now'> => buildSearchConfig(data, now))
  /** Vehicle pages composed today, most recently viewed last (at most 500). */
  const vehicles = daily(() => new Map<string, VehiclePage>())
  const vehicle = (slug: string): VehiclePage | null => {
    const car = stock.bySlug(slug)
    if (!car) return null
    const vehiclePages = vehicles()
    let page = vehiclePages.get(slug)
    if (page) vehiclePages.delete(slug)
    else page = vehiclePage(data, stock.isReserved(car.id) ? { ...car, reserved: true } : car, clock())
    vehiclePages.set(slug, page)
    if (vehiclePages.size > 500) vehiclePages.delete(vehiclePages.keys().next().value ?? '')
    return page
  }
  // A reservation made through another server shows within a minute: the composed pages of its car are dropped.
  const refreshReserved = async () => {
    if (await stock.refreshReserved()) vehicles().clear()
  }
  const searchConfig = (): SearchPageConfig => ({ ...search(), now: clock().toISOString() })
  const api: SiteApi = {
    shell: () => Promise.resolve(shell()),
    home: () => Promise.resolve(withSalesCounter(home(), data, clock())),
    page: (path) => Promise.resolve(sitePages().get(path)),
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
        .map((idOrSlug) => stock.byIdOrSlug(idOrSlug))
        .filter((car) => car !== null)
        .map((car) => carSummary(data, car, clock(), stock.isReserved(car.id)))
    },
    formPages: () => Promise.resolve(buildFormPages(data, options.today())),
    ...catalogueApi(data, clock),
    ...locationsApi(data, clock, options.tenantVariables),
  }
  return {
    api,
    vehicle,
    forgetVehicle: (slug) => vehicles().delete(slug),
    sitemapPaths: () => [
      '/',
      ...(data.tenant.options.features.search ? ['/price-range'] : []),
      ...sitePages().paths(),
      ...locationPaths(data),
      ...cataloguePaths(data, clock()),
      ...data.cars
        .filter((car) => isAvailable(car) && car.show_on_dealer_website !== false)
        .map((car) => `/cars/${car.slug}`),
    ],
  }
}
