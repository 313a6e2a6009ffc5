import type { IncomingMessage, ServerResponse } from 'node:http'
import type { SiteApi } from '../site/site-api'
import type { PageAssets } from '../site/site-types'
import { crossSiteRefusal } from './cross-site-guard'
import { sendWebResponse, toWebRequest } from './http-adapter'
import { securityHeaders, sendJson, sendText } from './responses'
import { serveStatic, type StaticMount } from './static-files'

/** One tenant's site as the server sees it. */
export interface TenantSite {
  slug: string
  /** The tenant's canonical origin, e.g. https://www.example.com.au. */
  origin: string
  api: SiteApi
  /** Every public path of the tenant, for sitemap.xml. */
  sitemapPaths(): Promise<string[]>
  /** The tenant's own endpoints (leads, accounts, services, the vehicle page's); true when it handled the request. */
  endpoints?: (req: IncomingMessage, res: ServerResponse, url: URL) => Promise<boolean>
  /** Where a page that needs a signed-in shopper sends one who is not (the sign-in page), else null. */
  gate?: (req: IncomingMessage, url: URL) => Promise<string | null>
}

/** Picks the tenant for a request's Host header; null when the host belongs to no tenant. */
export type TenantForHost = (host: string | undefined) => TenantSite | null

/** Everything the request handler needs; dev and production differ only in these. */
export interface SiteHandlerOptions {
  tenantForHost: TenantForHost
  render: (request: Request, site: SiteApi, assets: PageAssets) => Promise<Response>
  assets: () => PageAssets
  staticMounts: readonly StaticMount[]
  /** Other handlers tried first (the search engine's endpoint); each answers true when it handled the request. */
  mounts?: readonly ((req: IncomingMessage, res: ServerResponse) => Promise<boolean> | boolean)[]
  log?: (message: string) => void
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

/**
 * The site's request handler: static files, robots.txt and sitemap.xml, the JSON the browser's loaders ask for,
 * other mounted endpoints, and server-rendered pages for everything else.
 */
export function createSiteHandler(options: SiteHandlerOptions) {
  const log = options.log ?? ((message: string) => console.error(message))
  return async function handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    try {
      const url = new URL(req.url ?? '/', 'http://site.invalid')
      const method = req.method ?? 'GET'
      if (
        (method === 'GET' || method === 'HEAD') &&
        (await serveStatic(url.pathname, res, options.staticMounts, method))
      )
        return
      for (const mount of options.mounts ?? []) if (await mount(req, res)) return

      const tenant = options.tenantForHost(req.headers.host)
      if (!tenant)
        return sendText(
          res,
          404,
          'text/plain; charset=utf-8',
          'No dealer site is configured for this address.',
        )

      const refusal = crossSiteRefusal(req)
      if (refusal) {
        req.resume()
        return sendJson(res, refusal.status, { message: refusal.message }, 'no-store')
      }
      if (tenant.endpoints && (await tenant.endpoints(req, res, url))) return
      if (method !== 'GET' && method !== 'HEAD') {
        res.setHeader('allow', 'GET, HEAD')
        return sendText(res, 405, 'text/plain; charset=utf-8', 'Method not allowed')
      }
      if (url.pathname === '/robots.txt')
        return sendText(
          res,
          200,
          'text/plain; charset=utf-8',
          robotsTxt(tenant.origin),
          'public, max-age=3600',
        )
      if (url.pathname === '/sitemap.xml') {
        return sendText(
          res,
          200,
          'application/xml; charset=utf-8',
          sitemapXml(tenant.origin, await tenant.sitemapPaths()),
          'public, max-age=3600',
        )
      }
      if (url.pathname === '/api/site/shell') return sendJson(res, 200, await tenant.api.shell())
      if (url.pathname === '/api/site/home') return sendJson(res, 200, await tenant.api.home())
      if (url.pathname === '/api/site/search') return sendJson(res, 200, await tenant.api.search())
      if (url.pathname === '/api/site/page') {
        const page = await tenant.api.page(url.searchParams.get('path') ?? '')
        return page ? sendJson(res, 200, page) : sendJson(res, 404, { message: 'No such page' })
      }
      if (url.pathname === '/api/site/vehicle') {
        const vehicle = await tenant.api.vehicle(url.searchParams.get('slug') ?? '')
        return vehicle ? sendJson(res, 200, vehicle) : sendJson(res, 404, { message: 'No such car' })
      }
      if (url.pathname === '/api/site/cars') {
        const ids = (url.searchParams.get('ids') ?? '').split(',').filter(Boolean).slice(0, 24)
        return sendJson(res, 200, await tenant.api.cars(ids), 'no-store')
      }
      if (url.pathname === '/api/site/form-pages')
        return sendJson(res, 200, await tenant.api.formPages(), 'no-store')
      if (url.pathname === '/api/site/models') return sendJson(res, 200, await tenant.api.models())
      if (url.pathname === '/api/site/model') {
        const model = await tenant.api.model(url.searchParams.get('slug') ?? '')
        return model ? sendJson(res, 200, model) : sendJson(res, 404, { message: 'No such model' })
      }
      if (url.pathname === '/api/site/offers')
        return sendJson(res, 200, await tenant.api.offers(), 'no-store')
      if (url.pathname === '/api/site/blog') return sendJson(res, 200, await tenant.api.blog())
      if (url.pathname === '/api/site/locations') return sendJson(res, 200, await tenant.api.locations())
      if (url.pathname === '/api/site/location') {
        const route = url.searchParams.get('route')
        const page =
          route === 'locations' || route === 'our-location' || route === 'contact-us'
            ? await tenant.api.locationPage(route, url.searchParams.get('slug') ?? '')
            : null
        return page ? sendJson(res, 200, page) : sendJson(res, 404, { message: 'No such location' })
      }
      if (url.pathname === '/api/site/dealer-locator') {
        const query = Object.fromEntries(
          ['postcode', 'lat', 'lng'].map((name) => [
            name,
            url.searchParams.get(name)?.slice(0, 32) ?? undefined,
          ]),
        )
        return sendJson(res, 200, await tenant.api.dealerLocator(query), 'no-store')
      }
      if (url.pathname.startsWith('/api/')) return sendJson(res, 404, { message: 'No such endpoint' })

      const signIn = tenant.gate ? await tenant.gate(req, url) : null
      if (signIn) {
        res.setHeader('location', signIn)
        return sendText(res, 303, 'text/plain; charset=utf-8', `Please sign in: ${signIn}`)
      }

      const controller = new AbortController()
      res.on('close', () => {
        if (!res.writableFinished) controller.abort()
      })
      const response = await options.render(
        toWebRequest(req, controller.signal),
        tenant.api,
        options.assets(),
      )
      for (const [name, value] of Object.entries(securityHeaders)) response.headers.set(name, value)
      if (!response.headers.has('cache-control')) response.headers.set('cache-control', 'no-cache')
      await sendWebResponse(res, response)
    } catch (error) {
      log(
        `${req.method} ${req.url} failed: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`,
      )
      if (!res.headersSent)
        sendText(res, 500, 'text/plain; charset=utf-8', 'Something went wrong on our side. Please try again.')
      else res.destroy()
    }
  }
}
