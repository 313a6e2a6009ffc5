import type { SiteDataPath } from '@forecourt/site-api/client'
import type { InstantSearchServerState } from 'react-instantsearch'
import type { SearchPageConfig } from '../search/search-config'
import type { BlogListPage, ModelPageData, ModelsPage, OffersPage } from './catalogue-types'
import type { FormPagesData } from './form-pages-types'
import type {
  DealerLocatorData,
  DealerLocatorQuery,
  LocationPage,
  LocationRoute,
  LocationsPageData,
} from './locations-types'
import type { CarSummary, HomePage, PageContent, SiteShell } from './site-types'
import type { VehiclePage } from './vehicle-types'

/**
 * What route loaders ask for. The server answers from memory; the browser asks the same server over
 * /api/site/*, so loaders are identical on both sides and server-rendered data is never fetched twice.
 */
export interface SiteApi {
  shell(): Promise<SiteShell>
  home(): Promise<HomePage>
  /** A content page by its path (e.g. '/about-us'), or null when the tenant has none there. */
  page(path: string): Promise<PageContent | null>
  /** The tenant's search configuration and URL catalogue. */
  search(): Promise<SearchPageConfig>
  /**
   * The first page of results for a search URL, computed where the data is (the server), so the HTML carries the
   * cars and the browser hydrates without searching again. The browser has none to give: null.
   */
  searchServerState(href: string): Promise<InstantSearchServerState | null>
  /** The price-range page's first counts, likewise (null in the browser). */
  priceRangeServerState(): Promise<InstantSearchServerState | null>
  /** A vehicle page by the car's slug, or null when the tenant shows no such car. */
  vehicle(slug: string): Promise<VehiclePage | null>
  /** Cars by id or slug (at most 24), in the order asked; unknown ones are left out. */
  cars(idsOrSlugs: readonly (number | string)[]): Promise<CarSummary[]>
  /** What the form pages need beyond the shell: FAQs by page, service booking links, finance and trade-in settings. */
  formPages(): Promise<FormPagesData>
  /** The locations page: every location group (dealership) with its locations, for the tabs and search. */
  locations(): Promise<LocationsPageData>
  /** A page of /locations/{slug}, /our-location/{slug} or /contact-us/{slug}, or null when there is none. */
  locationPage(route: LocationRoute, slug: string): Promise<LocationPage | null>
  /**
   * The dealer locator: locations nearest first from a postcode or a position (checked by the server), or null where
   * the tenant has no location pages.
   */
  dealerLocator(query: DealerLocatorQuery): Promise<DealerLocatorData | null>
  /** The /models listing: every model and the bodies to filter by. */
  models(): Promise<ModelsPage>
  /** A model page by the model's slug, or null when the tenant has no such model. */
  model(slug: string): Promise<ModelPageData | null>
  /** /special-offers: the live offers, or where to go when there are none. */
  offers(): Promise<OffersPage>
  /** /blog: the tenant's posts, newest first. */
  blog(): Promise<BlogListPage>
}

/** A loader's URL: one of the route table's `/api/site/*` paths (a path it does not list fails `tsc`). */
const siteData = (path: SiteDataPath, query: Record<string, string> = {}) => {
  const search = new URLSearchParams(query).toString()
  return search ? `${path}?${search}` : path
}

async function getJson<T>(url: string): Promise<T> {
  const response = await fetch(url, { headers: { accept: 'application/json' } })
  if (!response.ok) throw new Error(`${url} answered ${response.status}`)
  return (await response.json()) as T
}

/**
 * GETs JSON from the site's own server: null when it answers 404, an error for any other failure.
 * @example await getJsonOrNull<PageContent>('/api/site/page?path=/about-us')
 */
export async function getJsonOrNull<T>(url: string): Promise<T | null> {
  const response = await fetch(url, { headers: { accept: 'application/json' } })
  if (response.status === 404) return null
  if (!response.ok) throw new Error(`${url} answered ${response.status}`)
  return (await response.json()) as T
}

/** Asks once per page load; a failed answer is forgotten so the next navigation asks again. */
function once<T>(load: () => Promise<T>): () => Promise<T> {
  let pending: Promise<T> | null = null
  return () => {
    pending ??= load().catch((error: unknown) => {
      pending = null
      throw error
    })
    return pending
  }
}

/** The browser's SiteApi: the same questions, asked of the site's own server. */
export function createBrowserSiteApi(): SiteApi {
  return {
    shell: once(() => getJson<SiteShell>(siteData('/api/site/shell'))),
    home: () => getJson<HomePage>(siteData('/api/site/home')),
    search: once(() => getJson<SearchPageConfig>(siteData('/api/site/search'))),
    searchServerState: () => Promise.resolve(null),
    priceRangeServerState: () => Promise.resolve(null),
    page: (path) => getJsonOrNull<PageContent>(siteData('/api/site/page', { path })),
    vehicle: (slug) => getJsonOrNull<VehiclePage>(siteData('/api/site/vehicle', { slug })),
    cars: (idsOrSlugs) =>
      idsOrSlugs.length === 0
        ? Promise.resolve([])
        : getJson<CarSummary[]>(siteData('/api/site/cars', { ids: idsOrSlugs.join(',') })),
    formPages: () => getJson<FormPagesData>(siteData('/api/site/form-pages')),
    locations: once(() => getJson<LocationsPageData>(siteData('/api/site/locations'))),
    locationPage: (route, slug) =>
      getJsonOrNull<LocationPage>(siteData('/api/site/location', { route, slug })),
    dealerLocator: (query) =>
      getJsonOrNull<DealerLocatorData>(
        siteData(
          '/api/site/dealer-locator',
          Object.fromEntries(
            Object.entries(query).filter((entry): entry is [string, string] => Boolean(entry[1])),
          ),
        ),
      ),
    models: once(() => getJson<ModelsPage>(siteData('/api/site/models'))),
    model: (slug) => getJsonOrNull<ModelPageData>(siteData('/api/site/model', { slug })),
    offers: () => getJson<OffersPage>(siteData('/api/site/offers')),
    blog: once(() => getJson<BlogListPage>(siteData('/api/site/blog'))),
  }
}
