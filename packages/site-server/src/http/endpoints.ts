import type { IncomingMessage, ServerResponse } from 'node:http'
import { getRequestListener, type HttpBindings } from '@hono/node-server'
import { RESPONSE_ALREADY_SENT } from '@hono/node-server/utils/response'
import type { SiteDataPath, SiteRouteKey } from '@forecourt/site-api'
import { Hono, type Context } from 'hono'

/**
 * One endpoint of the route table, as the server writes it: it answers on Node's response (it may stream, and the
 * site's security headers are already set there), with the request's URL and the route's path parameters
 * (`{ slug }` for `/cars/:slug/view.json`, decoded). The router has matched method and path before it runs.
 * @example const views: Endpoint = async (req, res, url, { slug }) => sendJson(res, 200, { views: await count(slug) })
 */
export type Endpoint = (
  req: IncomingMessage,
  res: ServerResponse,
  url: URL,
  params: Readonly<Record<string, string>>,
) => Promise<void>

/**
 * Routes of the table a tenant's endpoints answer: all but the loaders' JSON, robots.txt and sitemap.xml, which the
 * site answers itself from what it holds in memory.
 */
export type EndpointKey = Exclude<
  SiteRouteKey,
  `GET ${SiteDataPath}` | 'GET /robots.txt' | 'GET /sitemap.xml'
>

/**
 * Endpoints by their route's key: each endpoint module gives its own, and a tenant's site puts them together into
 * one `Endpoints<EndpointKey>`, so a route of the table without an endpoint, or an endpoint of no route, fails `tsc`.
 * @example const endpoints: Endpoints<'POST /api/leads'> = { 'POST /api/leads': receiveLead }
 */
export type Endpoints<Key extends SiteRouteKey = EndpointKey> = Readonly<Record<Key, Endpoint>>

/**
 * Endpoints made from a module's routes, one per key: for a module whose endpoints share their preamble (budgets,
 * body reading, error handling) and differ in what they do.
 * @example endpointsOf({ 'GET /api/session': currentSession }, (handle, key) => (req, res) => answer(req, res, key, handle))
 */
export function endpointsOf<Key extends SiteRouteKey, Route>(
  routes: Readonly<Record<Key, Route>>,
  endpoint: (route: Route, key: Key) => Endpoint,
): Endpoints<Key> {
  return Object.fromEntries(
    (Object.entries(routes) as [Key, Route][]).map(([key, route]) => [key, endpoint(route, key)]),
  ) as Endpoints<Key>
}

/**
 * The method and Hono path pattern of a route's key; GET also answers HEAD.
 * @example routeOfKey('GET /cars/:slug/view.json') // { methods: ['GET', 'HEAD'], path: '/cars/:slug/view.json' }
 */
export function routeOfKey(key: SiteRouteKey): { methods: string[]; path: string } {
  const space = key.indexOf(' ')
  const method = key.slice(0, space)
  return { methods: method === 'GET' ? ['GET', 'HEAD'] : [method], path: key.slice(space + 1) }
}

/**
 * Runs an endpoint from a Hono route on @hono/node-server: the endpoint answers on Node's response itself.
 * @example app.post('/api/leads', (c) => runEndpoint(c, receiveLead))
 */
export async function runEndpoint<Env extends { Bindings: HttpBindings }>(
  c: Context<Env>,
  endpoint: Endpoint,
): Promise<Response> {
  await endpoint(c.env.incoming, c.env.outgoing, new URL(c.req.url), c.req.param())
  return RESPONSE_ALREADY_SENT
}

/**
 * A Node request listener of some endpoints on their routes' paths, for an endpoint module's tests and for a
 * server that embeds only these: any other request answers `unrouted` (418 by default, so a test sees it).
 * @example http.createServer(endpointListener(accountEndpoints(context)))
 */
export function endpointListener(
  endpoints: Partial<Record<SiteRouteKey, Endpoint>>,
  unrouted = 418,
): (req: IncomingMessage, res: ServerResponse) => Promise<void> {
  const app = new Hono<{ Bindings: HttpBindings }>()
  for (const [key, endpoint] of Object.entries(endpoints) as [SiteRouteKey, Endpoint][]) {
    const { methods, path } = routeOfKey(key)
    app.on(methods, path, (c) => runEndpoint(c, endpoint))
  }
  app.all('*', (c) => c.body(null, unrouted as 418))
  return getRequestListener(app.fetch)
}
