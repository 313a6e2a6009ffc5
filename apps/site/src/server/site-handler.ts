import type { IncomingMessage, ServerResponse } from 'node:http'
import { getRequestListener, type HttpBindings } from '@hono/node-server'
import { RESPONSE_ALREADY_SENT } from '@hono/node-server/utils/response'
import { Hono, type Handler } from 'hono'
import type { SiteApi } from '../site/site-api'
import type { PageAssets } from '../site/site-types'
import {
  compression,
  contentSecurityPolicy,
  crossSiteRefusal,
  imageFiles,
  isHttpsRequest,
  newNonce,
  routeOfKey,
  runEndpoint,
  securityHeaders,
  type EndpointKey,
  type Endpoints,
  type ImagePipeline,
} from '@forecourt/site-server'
import { routeKey, siteRoutes, type SiteDataPath } from '@forecourt/site-api'
import { staticFiles, type StaticMount } from './static-files'

/** One tenant's site as the server sees it. */
export interface TenantSite {
  slug: string
  /** The tenant's canonical origin, e.g. https://www.example.com.au. */
  origin: string
  api: SiteApi
  /** Every public path of the tenant, for sitemap.xml. */
  sitemapPaths(): Promise<string[]>
  /**
   * The tenant's own endpoints of the route table (leads, accounts, services, the stock API, the vehicle page's),
   * by route: the route table sends each request to its route's endpoint. A site without them answers 404 there.
   */
  endpoints?: Endpoints
  /** Where a page that needs a signed-in shopper sends one who is not (the sign-in page), else null. */
  gate?: (req: IncomingMessage, url: URL) => Promise<string | null>
}

/** Picks the tenant for a request's Host header; null when the host belongs to no tenant. */
export type TenantForHost = (host: string | undefined) => TenantSite | null

/** Everything the request handler needs; dev and production differ only in these. */
export interface SiteHandlerOptions {
  tenantForHost: TenantForHost
  /** Renders a page; its inline scripts carry the nonce, the only scripts the page's CSP lets run. */
  render: (request: Request, site: SiteApi, assets: PageAssets, nonce: string) => Promise<Response>
  assets: () => PageAssets
  staticMounts: readonly StaticMount[]
  /** Makes the raster pictures under `/images/` in the width and format asked; SVG drawings are static files. */
  images?: ImagePipeline
  /** Other handlers tried first (the search engine's endpoint); each answers true when it handled the request. */
  mounts?: readonly ((req: IncomingMessage, res: ServerResponse) => Promise<boolean> | boolean)[]
  log?: (message: string) => void
  /** Whether X-Forwarded-Proto is believed (behind the site's own proxy), for HSTS. */
  trustProxy?: boolean
}

const xmlEscape = (text: string) =>
  text.replace(
    /[<>&'"]/g,
    (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', "'": '&apos;', '"': '&quot;' })[c] ?? c,
  )

/** sitemap.xml of a tenant: one <url> per public path, on the tenant's canonical origin. */
export function sitemapXml(origin: string, paths: readonly string[]): string {
  const urls = paths.map((path) => `  <url><loc>${xmlEscape(new URL(path, origin).href)}</loc></url>`)
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls.join('\n')}\n</urlset>\n`
}

/** robots.txt of a tenant: everything public is crawlable; the API is not. */
export function robotsTxt(origin: string): string {
  return `User-agent: *\nAllow: /\nDisallow: /api/\nSitemap: ${new URL('/sitemap.xml', origin).href}\n`
}

/** What the site's middleware knows of a request once it has passed them. */
interface SiteVariables {
  tenant: TenantSite
  /** The script nonce of a page, set by the page handler; other answers run no script and have none. */
  nonce?: string
}

/** The site's Hono environment: Node's request and response (the endpoints write to Node's response). */
export type SiteEnv = { Bindings: HttpBindings; Variables: SiteVariables }

/** The answer to a request another handler already wrote to Node's response; one shared object, never changed. */
const alreadySent = () => RESPONSE_ALREADY_SENT
const wasSentElsewhere = (res: Response) => res === RESPONSE_ALREADY_SENT

/** One GET of the JSON the browser's loaders ask for. */
interface SiteDataAnswer {
  /** Cache-Control of its answer. */
  cache: string
  /** The answer, or null for 404 with `missing` as the message. */
  answer: (api: SiteApi, query: URLSearchParams) => Promise<unknown>
  missing?: string
}

const perShopper = 'no-store'
const shared = 'private, max-age=60'
const query = (params: URLSearchParams, name: string, max = 200) => (params.get(name) ?? '').slice(0, max)

/** The answers of the JSON routes of the route table (`/api/site/*`): what the browser's loaders ask on navigation. */
export const siteDataAnswers: Readonly<Record<SiteDataPath, SiteDataAnswer>> = {
  '/api/site/shell': { cache: shared, answer: (api) => api.shell() },
  '/api/site/home': { cache: shared, answer: (api) => api.home() },
  '/api/site/search': { cache: shared, answer: (api) => api.search() },
  '/api/site/page': {
    cache: shared,
    answer: (api, params) => api.page(query(params, 'path')),
    missing: 'No such page',
  },
  '/api/site/vehicle': {
    cache: shared,
    answer: (api, params) => api.vehicle(query(params, 'slug')),
    missing: 'No such car',
  },
  '/api/site/cars': {
    cache: perShopper,
    answer: (api, params) => api.cars(query(params, 'ids', 2000).split(',').filter(Boolean).slice(0, 24)),
  },
  '/api/site/form-pages': { cache: perShopper, answer: (api) => api.formPages() },
  '/api/site/models': { cache: shared, answer: (api) => api.models() },
  '/api/site/model': {
    cache: shared,
    answer: (api, params) => api.model(query(params, 'slug')),
    missing: 'No such model',
  },
  '/api/site/offers': { cache: perShopper, answer: (api) => api.offers() },
  '/api/site/blog': { cache: shared, answer: (api) => api.blog() },
  '/api/site/locations': { cache: shared, answer: (api) => api.locations() },
  '/api/site/location': {
    cache: shared,
    answer: (api, params) => {
      const route = params.get('route')
      return route === 'locations' || route === 'our-location' || route === 'contact-us'
        ? api.locationPage(route, query(params, 'slug'))
        : Promise.resolve(null)
    },
    missing: 'No such location',
  },
  '/api/site/dealer-locator': {
    cache: perShopper,
    answer: (api, params) =>
      api.dealerLocator(
        Object.fromEntries(
          ['postcode', 'lat', 'lng'].map((name) => [name, params.get(name)?.slice(0, 32) ?? undefined]),
        ),
      ),
    missing: 'No dealer locator',
  },
}

const text = (status: number, body: string, cache = 'no-store', headers: Record<string, string> = {}) =>
  new Response(body, {
    status,
    headers: { 'content-type': 'text/plain; charset=utf-8', 'cache-control': cache, ...headers },
  })

/**
 * The site as a Hono application: security headers and compression on every answer; static files (the build's
 * assets precompressed); the search engine's endpoint; the tenant by Host; the cross-site guard on every write;
 * the tenant's endpoints; robots.txt, sitemap.xml and the JSON of the browser's loaders; server-rendered pages for
 * everything else. Reads are GET (and HEAD, answered as GET without a body); anything else on a read-only path is
 * 405 with `allow: GET, HEAD`.
 * @example const app = createSiteApp(options); serve({ fetch: app.fetch, port: 3000 })
 */
export function createSiteApp(options: SiteHandlerOptions): Hono<SiteEnv> {
  const log = options.log ?? ((message: string) => console.error(message))
  const app = new Hono<SiteEnv>()

  app.onError((error, c) => {
    log(
      `${c.req.method} ${c.req.path} failed: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`,
    )
    if (c.env.outgoing.headersSent) {
      c.env.outgoing.destroy()
      return alreadySent()
    }
    return text(500, 'Something went wrong on our side. Please try again.')
  })

  // Security headers on every answer. Endpoints that write to Node's response get them before they write; a page
  // gets its own nonce in its CSP.
  app.use('*', async (c, next) => {
    const https = isHttpsRequest(c.env.incoming, { trustProxy: options.trustProxy ?? false })
    const headers = Object.entries(securityHeaders({ https }))
    for (const [name, value] of headers) c.env.outgoing.setHeader(name, value)
    await next()
    if (wasSentElsewhere(c.res)) return
    for (const [name, value] of headers) c.res.headers.set(name, value)
    const nonce = c.get('nonce')
    if (nonce) c.res.headers.set('content-security-policy', contentSecurityPolicy(nonce))
  })
  app.use('*', compression())
  if (options.images) app.use('*', imageFiles('/images/', options.images))
  app.use('*', staticFiles(options.staticMounts))

  for (const mount of options.mounts ?? [])
    app.use('*', async (c, next) => {
      if (await mount(c.env.incoming, c.env.outgoing)) return alreadySent()
      await next()
    })

  app.use('*', async (c, next) => {
    const tenant = options.tenantForHost(c.req.header('host'))
    if (!tenant) return text(404, 'No dealer site is configured for this address.')
    c.set('tenant', tenant)
    const refusal = crossSiteRefusal(c.env.incoming)
    if (refusal) {
      c.env.incoming.resume()
      return c.json({ message: refusal.message }, refusal.status, { 'cache-control': 'no-store' })
    }
    await next()
  })

  // The route table: each route by its method (GET also answers HEAD); a listed path asked with another method is
  // 405 with the methods it takes, an unlisted /api/ path 404.
  const ownAnswers: Readonly<Record<string, Handler<SiteEnv>>> = {
    '/robots.txt': (c) => text(200, robotsTxt(c.get('tenant').origin), 'public, max-age=3600'),
    '/sitemap.xml': async (c) => {
      const tenant = c.get('tenant')
      return c.body(sitemapXml(tenant.origin, await tenant.sitemapPaths()), 200, {
        'content-type': 'application/xml; charset=utf-8',
        'cache-control': 'public, max-age=3600',
      })
    },
  }
  const endpoint =
    (key: EndpointKey): Handler<SiteEnv> =>
    (c) => {
      const answer = c.get('tenant').endpoints?.[key]
      if (!answer) return c.json({ message: 'No such endpoint' }, 404, { 'cache-control': 'no-store' })
      return runEndpoint(c, answer)
    }
  const methodsOf = new Map<string, Set<string>>()
  const dataAnswers = new Map<string, SiteDataAnswer>(Object.entries(siteDataAnswers))
  for (const route of siteRoutes) {
    const key = routeKey(route)
    const data = dataAnswers.get(route.path)
    const handler: Handler<SiteEnv> = data
      ? async (c) => {
          const answer = await data.answer(c.get('tenant').api, new URL(c.req.url).searchParams)
          if (answer === null) return c.json({ message: data.missing ?? 'Not found' }, 404)
          return c.json(answer, 200, { 'cache-control': data.cache })
        }
      : (ownAnswers[route.path] ?? endpoint(key as EndpointKey))
    const routeMethods = routeOfKey(key).methods
    app.on(routeMethods, route.path, handler)
    methodsOf.set(route.path, new Set([...(methodsOf.get(route.path) ?? []), ...routeMethods]))
  }
  for (const [path, methods] of methodsOf) {
    const allow = [...methods].join(', ')
    app.all(path, (c) =>
      c.json({ message: 'Method not allowed' }, 405, { allow, 'cache-control': 'no-store' }),
    )
  }
  app.all('/api/*', (c) => c.json({ message: 'No such endpoint' }, 404, { 'cache-control': 'no-store' }))

  app.get('*', async (c) => {
    const tenant = c.get('tenant')
    const url = new URL(c.req.url)
    const signIn = tenant.gate ? await tenant.gate(c.env.incoming, url) : null
    if (signIn) return text(303, `Please sign in: ${signIn}`, 'no-store', { location: signIn })
    const nonce = newNonce()
    c.set('nonce', nonce)
    const page = await options.render(c.req.raw, tenant.api, options.assets(), nonce)
    if (!page.headers.has('cache-control')) page.headers.set('cache-control', 'no-cache')
    return page
  })
  app.all('*', () => text(405, 'Method not allowed', 'no-store', { allow: 'GET, HEAD' }))
  return app
}

/**
 * The site as a Node request listener (`http.createServer(createSiteHandler(options))`), for production, the dev
 * server and the tests alike.
 */
export function createSiteHandler(
  options: SiteHandlerOptions,
): (req: IncomingMessage, res: ServerResponse) => Promise<void> {
  return getRequestListener(createSiteApp(options).fetch)
}
