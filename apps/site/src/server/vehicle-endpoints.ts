import type { IncomingMessage, ServerResponse } from 'node:http'
import type { ActivityStore } from '@forecourt/site-storage'
import type { AutogaugeResponse, DeliveryEstimate } from '@forecourt/stock-rules'
import type { CarRecord } from '@forecourt/tenant-config'
import type { VehiclePage } from '../site/vehicle-types'
import { parsePostBody } from '@forecourt/site-api'
import {
  answerHead,
  clientAddress,
  type Endpoints,
  type RateLimiter,
  readJsonObject,
  sendAnswer,
  sendJson,
} from '@forecourt/site-server'

/** Messages of the delivery calculator (spec section 5). */
export const deliveryMessages = {
  empty: 'Please enter a postcode.',
  unknown:
    "Sorry, we can't provide an estimate for that location. Please use the enquiry form on this page or give us a call to get a quote.",
} as const

/** What the vehicle endpoints ask of the outside world, each behind its provider. */
export interface VehicleServices {
  gauge(car: CarRecord): Promise<AutogaugeResponse | null>
  deliveryEstimate(postcode: string): Promise<DeliveryEstimate | null>
  pdf(page: VehiclePage, car: CarRecord): Promise<Uint8Array>
  /** Where views, phone reveals and analytics events are recorded: the site's storage. */
  activity: Pick<ActivityStore, 'incrementViews' | 'phoneReveal' | 'event'>
}

/** One tenant's side of the vehicle endpoints: its cars, pages and services. */
export interface VehicleEndpointContext {
  tenant: string
  /** A car of the tenant's stock by slug (as the router decoded it); null for none. */
  car(slug: string): CarRecord | null
  carById(id: number): CarRecord | null
  page(slug: string): Promise<VehiclePage | null>
  services: VehicleServices
  log?: (message: string) => void
  /**
   * Each client's budgets, past which the answer is 429 with Retry-After: `perClient` for the valuation (a paid
   * outside call), `activity` for the writes every page makes (view counts, phone reveals, analytics events).
   */
  limits?: { perClient: RateLimiter; activity?: RateLimiter }
  /** Read the client's address from X-Forwarded-For (behind a trusted proxy). @defaultValue false */
  trustProxy?: boolean
}

/** What a client that has spent its budget reads. */
export const activityMessages = {
  tooMany: 'Too many requests in a short time. Please wait a minute and try again.',
} as const

const maxBodyBytes = 4096

/** A JSON answer, or an empty one; vehicle answers are not cached unless told otherwise. */
function send(res: ServerResponse, status: number, body?: unknown, cache = 'no-store') {
  if (body !== undefined) return sendJson(res, status, body, cache)
  answerHead(res, status, cache)
  res.end()
}

/** The routes of the vehicle page's own endpoints. */
export type VehicleEndpointKey =
  | 'GET /cars/:slug/view.json'
  | 'GET /cars/:slug/autogauge'
  | 'GET /api/cars/:slug/pdf'
  | 'GET /api/delivery-estimate'
  | 'POST /api/phone-reveal'
  | 'POST /api/events'

/**
 * The vehicle page's own endpoints, by route: view counter (`GET /cars/{slug}/view.json`), valuation
 * (`GET /cars/{slug}/autogauge`), PDF (`GET /api/cars/{slug}/pdf`), delivery estimate
 * (`GET /api/delivery-estimate?postcode=`), phone-reveal record (`POST /api/phone-reveal`) and analytics events
 * (`POST /api/events`). Nothing the browser sends is trusted: cars are looked up in the tenant's own stock, and
 * bodies are bounded and validated.
 * @example http.createServer(endpointListener(vehicleEndpoints(context)))
 */
export function vehicleEndpoints(context: VehicleEndpointContext): Endpoints<VehicleEndpointKey> {
  const log = context.log ?? ((message: string) => console.error(message))
  const client = (req: IncomingMessage) => clientAddress(req, { trustProxy: context.trustProxy ?? false })
  /** Counts a write against the client's activity budget; answers 429 and true when it is spent. */
  const activitySpent = async (req: IncomingMessage, res: ServerResponse) => {
    const decision = await context.limits?.activity?.take(`${context.tenant}:${client(req)}`)
    if (!decision || decision.allowed) return false
    req.resume()
    res.setHeader('retry-after', String(decision.retryAfterSeconds))
    send(res, 429, { message: activityMessages.tooMany })
    return true
  }
  /** The tenant's car of the route's slug, or null after answering 404. */
  const carOf = (res: ServerResponse, slug: string | undefined) => {
    const car = slug === undefined ? null : context.car(slug)
    if (!car) send(res, 404, { message: 'No such car' })
    return car
  }
  const readBody = async (req: IncomingMessage, res: ServerResponse) => {
    if (await activitySpent(req, res)) return null
    const read = await readJsonObject(req, maxBodyBytes)
    if (!read.ok) send(res, read.status, { message: read.message })
    return read.ok ? read.body : null
  }
  return {
    'GET /cars/:slug/view.json': async (req, res, _url, { slug }) => {
      const car = carOf(res, slug)
      if (!car || (await activitySpent(req, res))) return
      const views = await context.services.activity.incrementViews(context.tenant, car.id, car.views ?? 0)
      send(res, 200, {
        views,
        car_fields: {
          photos_count: car.photos_count ?? car.images?.length ?? 0,
          updated_at: car.updated_at ?? null,
        },
      })
    },
    'GET /cars/:slug/autogauge': async (req, res, _url, { slug }) => {
      const car = carOf(res, slug)
      if (!car) return
      const decision = await context.limits?.perClient.take(`autogauge:${context.tenant}:${client(req)}`)
      if (decision && !decision.allowed) {
        res.setHeader('retry-after', String(decision.retryAfterSeconds))
        return send(res, 429, { message: activityMessages.tooMany })
      }
      const gauge = await context.services.gauge(car).catch((error: unknown) => {
        log(`autogauge for ${car.slug} failed: ${String(error)}`)
        return null
      })
      if (gauge) send(res, 200, gauge, 'private, max-age=300')
      else send(res, 204)
    },
    'GET /api/cars/:slug/pdf': async (req, res, _url, { slug }) => {
      const car = carOf(res, slug)
      if (!car) return
      const page = await context.page(slug ?? car.slug)
      if (!page) return send(res, 404, { message: 'No such car' })
      const pdf = await context.services.pdf(page, car)
      answerHead(res, 200, 'private, max-age=300', 'application/pdf')
      res.setHeader('content-length', String(pdf.byteLength))
      res.setHeader('content-disposition', `attachment; filename="${car.slug}.pdf"`)
      res.end(req.method === 'HEAD' ? undefined : pdf)
    },
    'GET /api/delivery-estimate': async (_req, res, url) => {
      const postcode = (url.searchParams.get('postcode') ?? '').trim()
      if (!postcode) return send(res, 400, { message: deliveryMessages.empty })
      if (!/^\d{4}$/.test(postcode)) return send(res, 404, { message: deliveryMessages.unknown })
      const estimate = await context.services.deliveryEstimate(postcode)
      if (!estimate) return send(res, 404, { message: deliveryMessages.unknown })
      send(res, 200, estimate, 'public, max-age=3600')
    },
    'POST /api/phone-reveal': async (req, res) => {
      const body = await readBody(req, res)
      if (!body) return
      const reveal = parsePostBody('/api/phone-reveal', body)
      const car = reveal.ok ? context.carById(reveal.body.car_id) : null
      if (!car) return send(res, 400, { message: 'Unknown car_id' })
      await context.services.activity.phoneReveal({
        tenant: context.tenant,
        carId: car.id,
        dealershipId: car.dealership_id ?? null,
        websiteId: context.tenant,
      })
      sendAnswer(res, '/api/phone-reveal', 204, null)
    },
    'POST /api/events': async (req, res) => {
      const body = await readBody(req, res)
      if (!body) return
      const counted = parsePostBody('/api/events', body)
      if (!counted.ok) return send(res, 400, { message: 'Unknown event' })
      const { event, car_id: carId } = counted.body
      const car = carId === undefined || carId === null ? null : context.carById(carId)
      await context.services.activity.event({
        tenant: context.tenant,
        event,
        carId: car?.id ?? null,
        at: new Date(),
      })
      sendAnswer(res, '/api/events', 204, null)
    },
  }
}
