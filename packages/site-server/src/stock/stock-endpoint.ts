import type { IncomingMessage, ServerResponse } from 'node:http'
import type { SiteRouteKey } from '@forecourt/site-api'
import type { StockSave, StockStore } from '@forecourt/site-storage'
import type { CarRecord } from '@forecourt/tenant-config'
import { clientAddress, type Clock, type RateLimiter } from '../accounts'
import type { Endpoint, Endpoints } from '../http/endpoints'
import { readBodyText, readJsonObject } from '../http/request-body'
import { sendJson } from '../http/responses'
import { applyMergePatch } from './merge-patch'
import { carOfStored, checkStockCar, storedCar, type StockFieldError, withdrawnCar } from './stock-car'
import { applyFeed, feedFormats, maxFeedErrorsListed, type FeedFormat, type FeedReading } from './stock-feed'
import { bearerToken, stockTokenHash } from './stock-tokens'

/** Cars stored, changed or removed by a stock system: what the site must show from now on. */
export interface StockChange {
  /** Cars as now stored (created, changed or withdrawn). */
  saved: readonly CarRecord[]
  /** Ids of cars removed for good. */
  removed: readonly number[]
}

/** One tenant's side of the stock API. */
export interface StockEndpointContext {
  tenant: string
  stock: StockStore
  /** Stock requests per client address (the key is prefixed by the tenant). */
  limits: { perClient: RateLimiter }
  trustProxy?: boolean
  /** The site's clock (the demo's on the demo, which its sold window runs on): a withdrawn car is sold from its now. */
  clock: Clock
  /** A change is stored; resolves once the site shows it (search, vehicle page, sitemap). */
  onChanged: (change: StockChange) => Promise<void>
  /** Ids of the tenant's cars a shopper holds now (an active reservation or checkout): a feed never withdraws them. */
  held: () => Promise<readonly number[]>
  /** Parses and checks a full feed (a worker thread on the server). @defaultValue the request's thread */
  readFeed?: (text: string, format: FeedFormat) => Promise<FeedReading>
}

/** Messages of the stock API: a stock system's developer reads them, so each says what to change. */
export const stockMessages = {
  token:
    "Send one of this site's stock API tokens as 'Authorization: Bearer <token>'; " +
    "the site's operator makes one with 'pnpm forecourt tokens create <tenant>'.",
  tooMany: 'Too many stock requests in a short time. Please wait a minute and try again.',
  badId: 'The car id in the address must be a whole number of at most 15 digits.',
  noCar: (id: number) => `This site's stock has no car ${id}.`,
  idMismatch: (pathId: number, bodyId: unknown) =>
    `The car's id (${JSON.stringify(bodyId)}) is not the id in the address (${pathId}).`,
  invalid: (count: number) =>
    `The car was not stored: ${count === 1 ? '1 field is' : `${count} fields are`} not valid.`,
  feedType: `Send the feed as one of ${Object.keys(feedFormats).join(', ')} (the content type says which).`,
  feedInvalid: (count: number) =>
    `The feed was not applied: ${count === 1 ? '1 problem' : `${count} problems`}; nothing was changed.`,
  feedBusy: "A feed for this site is being applied; send this one again once that one's answer has come.",
} as const

/** The largest full feed: 64 MB (10,000 cars of the demo's size are 36 MB as JSON). */
export const maxFeedBytes = 64 * 1024 * 1024

/** Tenants whose feed is being applied, per stock store: one feed of a tenant at a time. */
const feedsApplying = new WeakMap<StockStore, Set<string>>()

/**
 * The largest car a stock system may send: 256 KB of JSON (a demo car is under 4 KB; 60 photos, the standard
 * equipment and the finance lenders of a well-described car stay well below).
 */
export const maxStockCarBytes = 256 * 1024

/** A car the change of a PATCH or a withdrawal would leave invalid: answered 400 with its errors, nothing stored. */
class InvalidCar extends Error {
  constructor(readonly errors: StockFieldError[]) {
    super('invalid car')
  }
}

const carId = /^\d{1,15}$/

/**
 * The stock API of one tenant, for the dealer's stock system (machine to machine, `Authorization: Bearer` with one
 * of the tenant's tokens; another tenant's token is refused like an unknown one):
 * - `GET /api/stock/cars/:id` answers the stored car;
 * - `PUT /api/stock/cars/:id` stores a whole car (spec §3, checked as the fixtures are): 201 created, else 200
 *   `updated` or `unchanged`;
 * - `PATCH /api/stock/cars/:id` changes some fields (a JSON merge patch: `null` removes a field, arrays are
 *   replaced), the result checked whole;
 * - `POST /api/stock/cars/:id/withdraw` marks the car sold now (it shows SOLD, then leaves search after the
 *   tenant's sold window);
 * - `DELETE /api/stock/cars/:id` removes it for good.
 * - `PUT /api/stock/feed` applies a full feed (JSON, NDJSON or CSV by content type) as one transaction: new cars
 *   added, changed ones updated, cars it no longer has withdrawn (not those a shopper holds, which it names);
 *   sending the same feed again changes nothing.
 * A car that fails the checks answers 400 with every problem as `{ field, message }` (`{ row, field, message }`
 * for a feed) and nothing stored. Each change is answered once the site shows it.
 * @example http.createServer(endpointListener(stockEndpoints({ tenant, stock: storage.stock, limits, clock, onChanged })))
 */
export function stockEndpoints(context: StockEndpointContext): Endpoints<StockEndpointKey> {
  const car: Endpoint = (req, res, _url, params) => answerStock(req, res, context, { id: params.id ?? '' })
  return {
    'GET /api/stock/cars/:id': car,
    'PUT /api/stock/cars/:id': car,
    'PATCH /api/stock/cars/:id': car,
    'DELETE /api/stock/cars/:id': car,
    'POST /api/stock/cars/:id/withdraw': (req, res, _url, params) =>
      answerStock(req, res, context, { id: params.id ?? '', withdraw: true }),
    'PUT /api/stock/feed': (req, res) => answerStock(req, res, context, 'feed'),
  }
}

/** The routes of the stock API. */
export type StockEndpointKey = Extract<SiteRouteKey, `${string} /api/stock/${string}`>

/** One call of the stock API: a car by its id (withdrawn, or by the request's method), or the whole feed. */
type StockTarget = { id: string; withdraw?: boolean } | 'feed'

async function answerStock(
  req: IncomingMessage,
  res: ServerResponse,
  context: StockEndpointContext,
  target: StockTarget,
): Promise<void> {
  const refuse = (status: number, body: Record<string, unknown>, headers: Record<string, string> = {}) => {
    req.resume()
    for (const [name, value] of Object.entries(headers)) res.setHeader(name, value)
    sendJson(res, status, body, 'no-store')
  }
  const { tenant, stock } = context
  const decision = await context.limits.perClient.take(
    `${tenant}:${clientAddress(req, { trustProxy: context.trustProxy })}`,
  )
  if (!decision.allowed)
    return refuse(
      429,
      { message: stockMessages.tooMany },
      { 'retry-after': String(decision.retryAfterSeconds) },
    )
  const token = bearerToken(req.headers.authorization)
  const holder = token ? await stock.tokenByHash(stockTokenHash(token)) : null
  if (holder?.tenant !== tenant)
    return refuse(401, { message: stockMessages.token }, { 'www-authenticate': 'Bearer realm="stock"' })
  if (target === 'feed') return answerFeed(req, res, context, refuse)
  const { id: idText, withdraw } = target
  if (!carId.test(idText)) return refuse(400, { message: stockMessages.badId })
  const id = Number(idText)
  const method = req.method ?? 'GET'
  const answerChange = async (status: number, result: StockSave | 'deleted', change: StockChange) => {
    if (result !== 'unchanged') await context.onChanged(change)
    const [car] = change.saved
    sendJson(res, status, car && method !== 'PUT' ? { id, result, car } : { id, result }, 'no-store')
  }
  const update = async (change: (car: CarRecord) => CarRecord) => {
    try {
      const updated = await stock.update(tenant, id, (stored) => {
        const checked = checkStockCar(change(carOfStored(stored)))
        if (!checked.ok) throw new InvalidCar(checked.errors)
        return storedCar(checked.car)
      })
      if (!updated) return refuse(404, { message: stockMessages.noCar(id) })
      const car = carOfStored(updated.car)
      return answerChange(200, updated.changed ? 'updated' : 'unchanged', { saved: [car], removed: [] })
    } catch (error) {
      if (!(error instanceof InvalidCar)) throw error
      return refuse(400, { message: stockMessages.invalid(error.errors.length), errors: error.errors })
    }
  }

  if (withdraw) {
    req.resume()
    const now = context.clock()
    return update((car) => withdrawnCar(car, now))
  }
  switch (method) {
    case 'GET':
    case 'HEAD': {
      const car = await stock.car(tenant, id)
      return car ? sendJson(res, 200, car, 'no-store') : refuse(404, { message: stockMessages.noCar(id) })
    }
    case 'PUT': {
      const read = await readJsonObject(req, maxStockCarBytes)
      if (!read.ok) return refuse(read.status, { message: read.message })
      const sent = { id, ...read.body }
      if (sent.id !== id) return refuse(400, { message: stockMessages.idMismatch(id, sent.id) })
      const checked = checkStockCar(sent)
      if (!checked.ok)
        return refuse(400, { message: stockMessages.invalid(checked.errors.length), errors: checked.errors })
      const result = await stock.save(tenant, storedCar(checked.car))
      return answerChange(result === 'created' ? 201 : 200, result, { saved: [checked.car], removed: [] })
    }
    case 'PATCH': {
      const read = await readJsonObject(req, maxStockCarBytes)
      if (!read.ok) return refuse(read.status, { message: read.message })
      const patch = read.body
      if ('id' in patch && patch.id !== id)
        return refuse(400, { message: stockMessages.idMismatch(id, patch.id) })
      return update((car) => applyMergePatch(car, patch) as CarRecord)
    }
    case 'DELETE': {
      req.resume()
      if (!(await stock.remove(tenant, id))) return refuse(404, { message: stockMessages.noCar(id) })
      return answerChange(200, 'deleted', { saved: [], removed: [id] })
    }
  }
}

/** `PUT /api/stock/feed`, its caller already known to hold one of the tenant's tokens. */
async function answerFeed(
  req: IncomingMessage,
  res: ServerResponse,
  context: StockEndpointContext,
  refuse: (status: number, body: Record<string, unknown>) => void,
): Promise<void> {
  const type = (req.headers['content-type'] ?? '').split(';', 1)[0]!.trim().toLowerCase()
  const format = Object.hasOwn(feedFormats, type) ? feedFormats[type as keyof typeof feedFormats] : null
  if (!format) return refuse(415, { message: stockMessages.feedType })
  const { tenant, stock } = context
  let applying = feedsApplying.get(stock)
  if (!applying) feedsApplying.set(stock, (applying = new Set()))
  if (applying.has(tenant)) return refuse(409, { message: stockMessages.feedBusy })
  applying.add(tenant)
  try {
    const read = await readBodyText(req, maxFeedBytes)
    if (!read.ok) return refuse(read.status, { message: read.message })
    const applied = await applyFeed(stock, tenant, read.text, format, {
      now: context.clock(),
      held: new Set(await context.held()),
      ...(context.readFeed ? { read: context.readFeed } : {}),
    })
    if (!applied.ok)
      return refuse(400, {
        message: stockMessages.feedInvalid(applied.errors.length),
        errorCount: applied.errors.length,
        errors: applied.errors.slice(0, maxFeedErrorsListed),
      })
    if (applied.saved.length > 0) await context.onChanged({ saved: applied.saved, removed: [] })
    sendJson(res, 200, { result: 'applied', ...applied.summary }, 'no-store')
  } finally {
    applying.delete(tenant)
  }
}
