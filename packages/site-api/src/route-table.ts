import type { GatedPage } from '@forecourt/tenant-config'
import { z } from 'zod'
import { postBodies } from './post-bodies'

/** Who may call a route. */
export type RouteAccess =
  /** Any shopper, signed in or not. */
  | 'anyone'
  /** A signed-in shopper; others get 401 with the way to sign in. */
  | 'signed-in'
  /** Anyone, except where the tenant gates the page behind it (`gatedBy`): then a signed-in shopper only. */
  | 'gated'
  /** A request carrying a tenant's public search key (Algolia's protocol). */
  | 'search-key'
  /** The dealer's stock system, with one of the tenant's stock API tokens (`Authorization: Bearer`). */
  | 'stock-token'

/** One endpoint of a tenant's site. */
export interface SiteRoute {
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE'
  /** Hono's path pattern: `:slug` is one path segment. */
  path: string
  access: RouteAccess
  /** The page whose gate also gates this endpoint, for `access: 'gated'`. */
  gatedBy?: GatedPage
  /** The budgets a request spends (see `siteLimits` and `createAccountLimits`), or none. */
  limits: readonly string[]
  /** What it does, for the request map. */
  does: string
  /** The body a POST takes (`postBodies`): the endpoint reads it by this schema and the browser's client is typed by it. */
  body?: z.ZodType
}

/**
 * The JSON the browser's loaders ask on navigation (answered from memory), each with what it answers: the paths of the
 * route table under `/api/site/`.
 * @example Object.keys(siteDataRoutes) // ['/api/site/shell', '/api/site/home', …]
 */
export const siteDataRoutes = {
  '/api/site/shell': 'the header, footer, menu, theme and forms of the tenant',
  '/api/site/home': 'the home page',
  '/api/site/search': 'the search configuration and URL catalogue',
  '/api/site/page': 'a content page (`?path=`)',
  '/api/site/vehicle': 'a vehicle page (`?slug=`)',
  '/api/site/cars': 'cars by id or slug (`?ids=`, at most 24)',
  '/api/site/form-pages': 'what the form pages need beyond the shell',
  '/api/site/models': 'the models page',
  '/api/site/model': 'a model page (`?slug=`)',
  '/api/site/offers': 'the live offers',
  '/api/site/blog': 'the blog',
  '/api/site/locations': 'the locations page',
  '/api/site/location': 'a location page (`?route=&slug=`)',
  '/api/site/dealer-locator': 'locations nearest first (`?postcode=` or `?lat=&lng=`)',
} as const

/** A path of the loaders' JSON (`/api/site/*`): the browser asks only these, and the server answers each. */
export type SiteDataPath = keyof typeof siteDataRoutes

/** A route of the stock API: the dealer's stock system calls it with one of the tenant's tokens. */
const stockRoute = <Method extends SiteRoute['method'], Path extends string>(
  method: Method,
  path: Path,
  does: string,
) => ({ method, path, access: 'stock-token' as const, limits: ['stock-per-client'], does })

/** The routes of the table as written, their methods and paths kept as literals for {@link SiteRouteKey}. */
const routeList = [
  ...(Object.keys(siteDataRoutes) as SiteDataPath[]).map((path) => ({
    method: 'GET' as const,
    path,
    access: 'anyone' as const,
    limits: [],
    does: siteDataRoutes[path],
  })),
  { method: 'GET', path: '/robots.txt', access: 'anyone', limits: [], does: 'robots.txt' },
  { method: 'GET', path: '/sitemap.xml', access: 'anyone', limits: [], does: 'every public path' },

  // Leads and purchases.
  {
    method: 'POST',
    path: '/api/leads',
    body: postBodies['/api/leads'],
    access: 'gated',
    limits: ['leads-per-client', 'leads-per-tenant', 'test-drives'],
    does: "stores a form's lead (gated by the form's page) and queues its CRM delivery",
  },
  {
    method: 'POST',
    path: '/api/reservations',
    body: postBodies['/api/reservations'],
    access: 'gated',
    gatedBy: 'checkout',
    limits: ['reservations-per-client'],
    does: 'pays the deposit and holds the car',
  },
  {
    method: 'POST',
    path: '/api/online-payment',
    body: postBodies['/api/online-payment'],
    access: 'signed-in',
    limits: ['reservations-per-client'],
    does: 'takes an online payment',
  },
  {
    method: 'GET',
    path: '/api/spin-to-win',
    access: 'anyone',
    limits: [],
    does: "the spin-to-win wheel's prizes",
  },
  {
    method: 'POST',
    path: '/api/spin-to-win',
    body: postBodies['/api/spin-to-win'],
    access: 'signed-in',
    limits: ['reservations-per-client'],
    does: 'spins once per shopper and stores the prize as a lead',
  },

  // Accounts.
  {
    method: 'POST',
    path: '/api/sign-in/code',
    body: postBodies['/api/sign-in/code'],
    access: 'anyone',
    limits: ['sign-in-per-client', 'sign-in-per-tenant'],
    does: 'sends a one-time sign-in code by email or SMS',
  },
  {
    method: 'POST',
    path: '/api/sign-in/verify',
    body: postBodies['/api/sign-in/verify'],
    access: 'anyone',
    limits: ['sign-in-per-client'],
    does: 'checks a code and starts a session',
  },
  {
    method: 'POST',
    path: '/api/sign-out',
    body: postBodies['/api/sign-out'],
    access: 'anyone',
    limits: [],
    does: 'ends the session',
  },
  {
    method: 'GET',
    path: '/api/session',
    access: 'anyone',
    limits: [],
    does: 'the signed-in shopper, or none',
  },
  {
    method: 'POST',
    path: '/api/account/phone',
    body: postBodies['/api/account/phone'],
    access: 'signed-in',
    limits: ['sign-in-per-client', 'sign-in-per-tenant'],
    does: "adds a verified mobile to the shopper's account",
  },
  {
    method: 'GET',
    path: '/api/watchlist',
    access: 'signed-in',
    limits: [],
    does: "the shopper's saved cars",
  },
  {
    method: 'POST',
    path: '/api/watchlist/save-car',
    body: postBodies['/api/watchlist/save-car'],
    access: 'signed-in',
    limits: ['watchlist-per-shopper'],
    does: 'saves a car',
  },
  {
    method: 'POST',
    path: '/api/watchlist/remove-car',
    body: postBodies['/api/watchlist/remove-car'],
    access: 'signed-in',
    limits: ['watchlist-per-shopper'],
    does: 'removes a saved car',
  },

  // Test drives, finance and trade-in.
  {
    method: 'GET',
    path: '/api/test-drive/availability',
    access: 'anyone',
    limits: [],
    does: "a location's free test-drive times (`?location_id=&from=`)",
  },
  {
    method: 'POST',
    path: '/api/youx/quote',
    body: postBodies['/api/youx/quote'],
    access: 'anyone',
    limits: ['services-per-client'],
    does: 'a finance quote (a paid outside call)',
  },
  {
    method: 'POST',
    path: '/api/trade-in/rego-lookup',
    body: postBodies['/api/trade-in/rego-lookup'],
    access: 'gated',
    gatedBy: 'trade-in',
    limits: ['services-per-client'],
    does: 'looks the car up by rego (a paid outside call) and values it',
  },
  {
    method: 'POST',
    path: '/api/trade-in/adjustments',
    body: postBodies['/api/trade-in/adjustments'],
    access: 'gated',
    gatedBy: 'trade-in',
    limits: ['services-per-client'],
    does: "stores the trade-in's condition answers",
  },
  {
    method: 'POST',
    path: '/api/trade-in/offer-accepted',
    body: postBodies['/api/trade-in/offer-accepted'],
    access: 'gated',
    gatedBy: 'trade-in',
    limits: ['services-per-client'],
    does: 'records that the shopper accepted the offer',
  },
  {
    method: 'POST',
    path: '/api/miscellaneous',
    body: postBodies['/api/miscellaneous'],
    access: 'gated',
    gatedBy: 'trade-in',
    limits: ['services-per-client'],
    does: "stores a valuation on the shopper's trade-in lead",
  },

  // Vehicle pages.
  {
    method: 'GET',
    path: '/cars/:slug/view.json',
    access: 'anyone',
    limits: ['activity-per-client'],
    does: "counts a view and answers the car's view count",
  },
  {
    method: 'GET',
    path: '/cars/:slug/autogauge',
    access: 'anyone',
    limits: ['services-per-client'],
    does: 'the price comparison from comparable stock',
  },
  { method: 'GET', path: '/api/cars/:slug/pdf', access: 'anyone', limits: [], does: "the car's PDF" },
  {
    method: 'GET',
    path: '/api/delivery-estimate',
    access: 'anyone',
    limits: [],
    does: 'the nearest location and delivery time (`?postcode=`)',
  },
  {
    method: 'POST',
    path: '/api/phone-reveal',
    body: postBodies['/api/phone-reveal'],
    access: 'anyone',
    limits: ['activity-per-client'],
    does: "counts a reveal of the dealer's phone number",
  },
  {
    method: 'POST',
    path: '/api/events',
    body: postBodies['/api/events'],
    access: 'anyone',
    limits: ['activity-per-client'],
    does: 'counts an analytics event',
  },

  // The stock API, for the dealer's stock system (the app's README: "Connecting a stock system").
  stockRoute('GET', '/api/stock/cars/:id', 'the car as stored'),
  stockRoute(
    'PUT',
    '/api/stock/cars/:id',
    'stores a whole car (spec §3), checked as the fixtures are: created, updated or unchanged',
  ),
  stockRoute(
    'PATCH',
    '/api/stock/cars/:id',
    'changes some fields of a car (a JSON merge patch), the car checked whole',
  ),
  stockRoute('DELETE', '/api/stock/cars/:id', 'removes a car for good'),
  stockRoute(
    'POST',
    '/api/stock/cars/:id/withdraw',
    'marks a car sold now: SOLD on its page, out of search after the sold window',
  ),
  stockRoute(
    'PUT',
    '/api/stock/feed',
    'applies a full feed (JSON, NDJSON or CSV) as one transaction: cars added, updated, the missing withdrawn',
  ),
] as const satisfies readonly SiteRoute[]

/**
 * Every endpoint of a tenant's site, in one place: the server routes requests by it (a path it does not list
 * answers 404, a method it does not list 405 with `allow`), the request map in the app's README is printed from it,
 * and the hostile-input and cross-site suites walk it. Pages (every other GET) are the router's.
 * @example siteRoutes.filter((route) => route.method === 'POST').map((route) => route.path)
 */
export const siteRoutes: readonly SiteRoute[] = routeList

type KeyOf<Route> = Route extends { method: infer Method extends string; path: infer Path extends string }
  ? `${Method} ${Path}`
  : never

/**
 * A route of the table by its method and path, as `'POST /api/leads'`: the server's endpoints are written against
 * these keys, so an endpoint the table does not list, or a route without its endpoint, fails `tsc`.
 * @example const key: SiteRouteKey = 'GET /cars/:slug/view.json'
 */
export type SiteRouteKey = KeyOf<(typeof routeList)[number]>

/**
 * The key of a route of the table.
 * @example siteRoutes.map(routeKey) // ['GET /api/site/shell', …, 'PUT /api/stock/feed']
 */
export function routeKey(route: Pick<SiteRoute, 'method' | 'path'>): SiteRouteKey {
  return `${route.method} ${route.path}` as SiteRouteKey
}

/**
 * The gated page behind an endpoint: a tenant that gates the page gates the endpoint too, so the gate cannot be
 * walked around by calling it directly. Null for an endpoint no gate covers (leads are gated by their form's page).
 * @example gatedPageOfEndpoint('/api/trade-in/rego-lookup') // 'trade-in'
 */
export function gatedPageOfEndpoint(path: string): GatedPage | null {
  return siteRoutes.find((route) => route.method === 'POST' && route.path === path)?.gatedBy ?? null
}

/**
 * The request map: every route of {@link siteRoutes} as a Markdown table, printed into the app's README (a test
 * keeps the two in step).
 * @example requestMap().split('\n')[0] // '| Method | Path | Who may call it | Budgets | Body | What it does |'
 */
export function requestMap(): string {
  const who = (route: SiteRoute) =>
    route.access === 'gated'
      ? route.gatedBy
        ? `anyone; signed in where the tenant gates ${route.gatedBy}`
        : "anyone; signed in where the tenant gates the form's page"
      : route.access
  const fields = (route: SiteRoute) =>
    route.body instanceof z.ZodObject
      ? Object.keys(route.body.shape)
          .map((name) => `\`${name}\``)
          .join(', ') || '{}'
      : '–'
  const rows = siteRoutes.map(
    (route) =>
      `| ${route.method} | \`${route.path}\` | ${who(route)} | ${route.limits.join(', ') || '–'} | ${fields(route)} | ${route.does} |`,
  )
  return [
    '| Method | Path | Who may call it | Budgets | Body | What it does |',
    '| --- | --- | --- | --- | --- | --- |',
    ...rows,
    '| POST | `/1/indexes/*` | search-key | – | Algolia’s | search in Algolia’s protocol (the embedded engine) |',
    '| GET | any other path | anyone; signed in on gated pages | – | – | a server-rendered page |',
  ].join('\n')
}
