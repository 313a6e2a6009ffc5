// Sign-in and gated-page routing, the same in the browser (links to /sign-in) and on the server (the redirect a
// gated page answers with). The '@forecourt/tenant-config/gated-pages' entry: it loads no schema (and no zod).
import type { GatedPage } from './accessors.js'

export type { GatedPage }

/**
 * The `type` query of /sign-in (spec section 2): what the shopper signs in for. A gated page signs in as itself;
 * the watchlist and the personalised finance page (finance for one car) have their own types.
 * @example const type: SignInType = 'car-finance'
 */
export type SignInType = GatedPage | 'watchlist' | 'car-finance'

/** The WHATWG URL classes, global in every runtime this package runs in; the ES types it compiles with lack them. */
interface WebUrl {
  readonly origin: string
  readonly pathname: string
}
interface WebSearchParams {
  get(name: string): string | null
  toString(): string
}
const web = globalThis as unknown as {
  URL: new (url: string, base: string) => WebUrl
  URLSearchParams: new (init?: string | Record<string, string>) => WebSearchParams
}

/**
 * What {@link gatedPageFor} needs to know about the tenant. Functions rather than the tenant itself, so the browser
 * can ask without the tenant file and the server can ask its stock.
 * @example
 * const options: GatedPageOptions = {
 *   isGated: (page) => pageShown(page, switches) && isGatedPage(tenant, page),
 *   brandGaragePaths: tenant.options.gatedPages.brandGaragePaths,
 *   reservePathSegment: tenant.options.reserve.path,
 *   knownCar: (slugOrId) => stock.has(slugOrId),
 * }
 */
export interface GatedPageOptions {
  /** Whether the tenant gates this page (`isGatedPage(tenant, page)`). */
  isGated(page: GatedPage): boolean
  /** The tenant's brand garage pages, e.g. ['/kia-garage']; gated like /my-garage. */
  brandGaragePaths: readonly string[]
  /** The tenant's reserve page segment: /cars/{slug}/checkout or /cars/{slug}/buy-online. */
  reservePathSegment: 'checkout' | 'buy-online'
  /** Whether a car slug (or, for /checkout-journey?car_id=, an id or slug) is in the tenant's stock. */
  knownCar(slugOrId: string): boolean
}

const financePaths = new Set([
  '/finance',
  '/finance-enquiry',
  '/apply-for-finance',
  '/finance-pre-approval',
  '/finance-and-insurance',
  '/personalised/finance',
])
// The spec lists /sell-my-car with the trade-in flows: selling is a trade-in without a purchase.
const tradeInPaths = new Set(['/trade-in', '/cars/trade-in', '/instant-price', '/sell-my-car'])

/**
 * A path as gates read it: percent-decoded, single slashes, no trailing slash. Gates must not be skipped by
 * writing /finance/ or /%66inance when the router would still show the page; names are compared in lower case.
 */
function decodedPath(pathname: string): string {
  let path = pathname
  try {
    path = decodeURIComponent(pathname)
  } catch {
    // A malformed escape is read as written.
  }
  path = path.replace(/\/{2,}/g, '/')
  return path.length > 1 ? path.replace(/\/+$/, '') : path
}

/** A path's pathname and query, split by hand: URL parsing would read '//finance' as a host. */
function splitPath(path: string): { pathname: string; query: WebSearchParams } {
  const [beforeHash = ''] = path.split('#', 1)
  const mark = beforeHash.indexOf('?')
  return mark < 0
    ? { pathname: beforeHash, query: new web.URLSearchParams() }
    : { pathname: beforeHash.slice(0, mark), query: new web.URLSearchParams(beforeHash.slice(mark + 1)) }
}

/**
 * The switches that say whether a tenant has an optional account page at all (see {@link pageShown}).
 * @example const switches: AccountPageSwitches = { garage: tenant.options.features.garage, spinToWin: false, reserve: true }
 */
export interface AccountPageSwitches {
  /** `options.features.garage`: /my-garage and the brand garage pages. */
  garage: boolean
  /** `options.features.spinToWin`: /spin-to-win. */
  spinToWin: boolean
  /** `options.reserve.enabled`: the reserve and buy-online checkout. */
  reserve: boolean
}

/**
 * Whether a tenant has a gated page at all. A page the tenant does not have answers 404, so it is never gated:
 * sending the shopper to sign in first would only lead them to the 404.
 * @example pageShown('spin-to-win', { garage: true, spinToWin: false, reserve: true }) // false
 */
export function pageShown(page: GatedPage, switches: AccountPageSwitches): boolean {
  if (page === 'my-garage') return switches.garage
  if (page === 'spin-to-win') return switches.spinToWin
  if (page === 'checkout') return switches.reserve
  return true
}

/**
 * The brand garage page a pathname is, as configured (e.g. '/toyota-garage'), or null. Paths compare as gates read
 * them: decoded, in lower case, without a trailing slash.
 * @example brandGarageFor('/Toyota-Garage/', ['/toyota-garage']) // '/toyota-garage'
 */
export function brandGarageFor(pathname: string, brandGaragePaths: readonly string[]): string | null {
  const path = decodedPath(pathname).toLowerCase()
  return brandGaragePaths.find((garage) => decodedPath(garage).toLowerCase() === path) ?? null
}

/**
 * The gated page a path shows, when the tenant gates it; null when the page is open to everyone. `path` is a
 * pathname with an optional query: /checkout-journey reads its car from `car_id`. A checkout page without a
 * known car is not gated (spec section 4), so it shows its own "no such car" state instead of a sign-in.
 * @example gatedPageFor('/cars/2024-kia-ev6-1/checkout', options) // 'checkout' when the tenant gates checkout
 * @example gatedPageFor('/my-garage', options) // 'my-garage' (always gated)
 * @example gatedPageFor('/search/used-cars', options) // null
 */
export function gatedPageFor(path: string, options: GatedPageOptions): GatedPage | null {
  const { pathname, query } = splitPath(path)
  const page = pageOf(decodedPath(pathname), query, options)
  return page && options.isGated(page) ? page : null
}

function pageOf(decoded: string, query: WebSearchParams, options: GatedPageOptions): GatedPage | null {
  const pathname = decoded.toLowerCase()
  if (pathname === '/online-payment') return 'online-payment'
  if (pathname === '/spin-to-win') return 'spin-to-win'
  if (pathname === '/my-garage' || brandGarageFor(decoded, options.brandGaragePaths) !== null)
    return 'my-garage'
  if (financePaths.has(pathname)) return 'finance'
  if (tradeInPaths.has(pathname)) return 'trade-in'
  if (pathname === '/checkout-journey') {
    const car = query.get('car_id')?.trim()
    return car && options.knownCar(car) ? 'checkout' : null
  }
  // The slug is passed on as written: a car found case-sensitively must not slip past the gate in capitals.
  const reserve = /^\/cars\/([^/]+)\/([^/]+)$/.exec(decoded)
  if (reserve && reserve[2]?.toLowerCase() === options.reservePathSegment)
    return options.knownCar(reserve[1] ?? '') ? 'checkout' : null
  return null
}

/**
 * Where a shopper going to `path` is sent to sign in first, or null when the page is open to everyone; whether
 * this shopper is already signed in is the caller's to check (and only worth checking when this is not null).
 * The server's gate of a whole page and the router's gate of a move within the site both ask this.
 * @example signInAddressFor('/finance', options) // '/sign-in?type=finance&redirect=%2Ffinance&back=%2F' when finance is gated
 * @example signInAddressFor('/search/used-cars', options) // null
 */
export function signInAddressFor(path: string, options: GatedPageOptions): string | null {
  const page = gatedPageFor(path, options)
  return page ? signInRedirect(signInTypeFor(page, path), path) : null
}

/**
 * The sign-in `type` for a gated page: the personalised finance page (finance for one car) signs in as
 * car-finance, every other page as itself.
 * @example signInTypeFor('finance', '/personalised/finance?car_id=12') // 'car-finance'
 */
export function signInTypeFor(page: GatedPage, path: string): SignInType {
  const pathname = decodedPath(splitPath(path).pathname).toLowerCase()
  return page === 'finance' && pathname === '/personalised/finance' ? 'car-finance' : page
}

/**
 * A redirect target the site can trust: a same-site path such as '/cars/x?tab=1'. Absolute URLs,
 * protocol-relative '//host', backslashes (browsers read '/\host' as '//host'), control characters, /sign-in
 * itself (a loop) and anything that is not a string fall back to '/'.
 * @example safeRedirectTarget('/finance?car_id=12') // '/finance?car_id=12'
 * @example safeRedirectTarget('//evil.example/') // '/'
 */
export function safeRedirectTarget(raw: unknown): string {
  if (typeof raw !== 'string' || raw.length === 0 || raw.length > 2048) return '/'
  if (!raw.startsWith('/') || raw.startsWith('//')) return '/'
  // eslint-disable-next-line no-control-regex -- control characters are exactly what is refused here
  if (/[\\\u0000-\u001f\u007f]/.test(raw)) return '/'
  const base = 'http://site.invalid'
  let url: WebUrl
  try {
    url = new web.URL(raw, base)
  } catch {
    return '/'
  }
  if (url.origin !== base) return '/'
  if (decodedPath(url.pathname).toLowerCase() === '/sign-in') return '/'
  return raw
}

/**
 * The /sign-in address that sends the shopper on to `redirect` after sign-in, with `back` as the place to return
 * to when they give up (the home page unless told; going back to a gated page would only ask again).
 * @example signInRedirect('finance', '/finance?car_id=12') // '/sign-in?type=finance&redirect=%2Ffinance%3Fcar_id%3D12&back=%2F'
 */
export function signInRedirect(type: SignInType, redirect: string, back?: string): string {
  const query = new web.URLSearchParams({
    type,
    redirect: safeRedirectTarget(redirect),
    back: safeRedirectTarget(back ?? '/'),
  })
  return `/sign-in?${query.toString()}`
}
