import {
  isAutograbEligible,
  isAvailable,
  isSold,
  type AutogaugeResponse,
  type Car,
} from '@forecourt/stock-rules'
import type { SiteSettings } from '../settings/site-settings'

/** What valuing a car reads from it. */
export type ValuationCar = Pick<
  Car,
  | 'id'
  | 'slug'
  | 'path'
  | 'make'
  | 'model'
  | 'year'
  | 'price'
  | 'status'
  | 'sold'
  | 'reserved'
  | 'car_type'
  | 'sold_date_timestamp'
>

/**
 * The valuation (autogauge) service: where a car's price sits in its market, for the price comparison block
 * (spec sections 3 "Autogauge response", 5 "Price comparison", 7 "GET {api base}/{car path}/autogauge"). Resolves
 * null when there is nothing to show; it never rejects.
 */
export interface Valuation {
  gauge(car: ValuationCar): Promise<AutogaugeResponse | null>
}

/** Which stock counts as comparable, and how much of it the embedded valuation needs. */
export interface ComparableRules {
  /** Model years either side of the car's. @defaultValue 2 */
  yearWindow: number
  /** Sold cars count for this many days after their sale. @defaultValue 90 */
  recentlySoldDays: number
  /** Fewer comparables than this give no valuation at all. @defaultValue 3 */
  minimumComparables: number
}

/** The default comparable rules. */
export const defaultComparableRules: ComparableRules = {
  yearWindow: 2,
  recentlySoldDays: 90,
  minimumComparables: 3,
}

const dayMs = 86_400_000

function conditionGroup(car: Pick<Car, 'car_type'>): 'new' | 'pre-owned' {
  return car.car_type === 'new' ? 'new' : 'pre-owned'
}

function modelKey(car: Pick<Car, 'make' | 'model'>): string {
  return `${car.make.trim().toLowerCase()}|${car.model.trim().toLowerCase()}`
}

/**
 * The tenant's cars that a car's price is compared with: another car of the same make and model (case-insensitive),
 * the same condition (new with new; used and demo together), a model year within `yearWindow`, a real advertised
 * price (above 10: the spec shows no price at 10 or less), and either available (in stock or coming soon) or sold
 * within the last `recentlySoldDays` (by `sold_date_timestamp`; a sale without a date does not count).
 * @example comparableCars(car, tenantCars, new Date()).length
 */
export function comparableCars<T extends ValuationCar>(
  car: ValuationCar,
  cars: readonly T[],
  now: Date,
  rules: ComparableRules = defaultComparableRules,
): T[] {
  const soldSince = now.valueOf() - rules.recentlySoldDays * dayMs
  const key = modelKey(car)
  const group = conditionGroup(car)
  return cars.filter((other) => {
    if (other.id === car.id || modelKey(other) !== key || conditionGroup(other) !== group) return false
    if (Math.abs(other.year - car.year) > rules.yearWindow || !(other.price > 10)) return false
    if (isAvailable(other) && !isSold(other)) return true
    const soldAt = other.sold_date_timestamp
    return (
      isSold(other) &&
      typeof soldAt === 'number' &&
      soldAt * 1000 >= soldSince &&
      soldAt * 1000 <= now.valueOf()
    )
  })
}

/**
 * The p-th percentile (0–1) of sorted values, interpolating linearly between neighbours.
 * @example percentile([10, 20, 30, 40], 0.5) // 25
 */
export function percentile(sorted: readonly number[], p: number): number {
  if (!sorted.length) throw new Error('percentile of no values')
  const at = (sorted.length - 1) * p
  const low = Math.floor(at)
  const high = Math.ceil(at)
  return (sorted[low] ?? 0) + ((sorted[high] ?? 0) - (sorted[low] ?? 0)) * (at - low)
}

/**
 * Confidence from the number of comparables: 0.1 per comparable beyond 2, at most 0.9. Three or four comparables
 * give 0.1 or 0.2, so the block stays hidden (spec section 5: confidence must be above 0.2); five give 0.3; eleven
 * or more give 0.9.
 * @example confidenceFor(4) // 0.2
 */
export function confidenceFor(comparables: number): number {
  return Math.round(Math.min(0.9, Math.max(0, (comparables - 2) * 0.1)) * 100) / 100
}

/**
 * Where a price sits in a market range, as the gauge's fill: 1 at or below the range minimum, 0 at or above the
 * maximum, linear between, so a cheaper car fills more (spec section 9: good deal below fill 0.65, otherwise
 * great deal). A range of one price gives 1 below it, 0 above it and 0.5 at it.
 * @example gaugeFill(40000, 38000, 42000) // 0.5
 */
export function gaugeFill(price: number, min: number, max: number): number {
  if (max <= min) return price < min ? 1 : price > max ? 0 : 0.5
  const fill = (max - price) / (max - min)
  return Math.round(Math.min(1, Math.max(0, fill)) * 1000) / 1000
}

const dollars = new Intl.NumberFormat('en-AU', {
  style: 'currency',
  currency: 'AUD',
  maximumFractionDigits: 0,
})
const roundToHundred = (amount: number) => Math.round(amount / 100) * 100

/**
 * The gauge computed from comparable cars: the market range is the 10th to 90th percentile of their prices
 * (rounded to $100; with few comparables that is close to their lowest and highest), the fill places the car's price
 * in it, and the confidence grows with the number of comparables ({@link confidenceFor}). Null for a car that is not
 * eligible (spec section 5, "Autograb feature": price above 200, in stock, not sold, not reserved) or with fewer than
 * `minimumComparables` comparables.
 * @example gaugeFromComparables(car, comparableCars(car, cars, now))
 */
export function gaugeFromComparables(
  car: ValuationCar,
  comparables: readonly Pick<Car, 'price' | 'year'>[],
  rules: ComparableRules = defaultComparableRules,
): AutogaugeResponse | null {
  if (!isAutograbEligible(car) || comparables.length < rules.minimumComparables) return null
  const prices = comparables.map((other) => other.price).sort((a, b) => a - b)
  const min = roundToHundred(percentile(prices, 0.1))
  const max = roundToHundred(percentile(prices, 0.9))
  const years = comparables.map((other) => other.year)
  const from = Math.min(...years)
  const to = Math.max(...years)
  const span = from === to ? `${from}` : `${from}–${to}`
  return {
    fill: gaugeFill(car.price, min, max),
    listing_price: car.price,
    market_range_min: min,
    market_range_max: max,
    confidence: confidenceFor(comparables.length),
    description: `Compared with ${comparables.length} similar ${car.make} ${car.model} (${span}) listed or recently sold by this dealer group; their market range is ${dollars.format(min)} to ${dollars.format(max)}.`,
  }
}

/** The embedded valuation's options. */
export interface EmbeddedValuationOptions {
  /** @defaultValue the system clock */
  now?: () => Date
  rules?: Partial<ComparableRules>
}

/**
 * The embedded valuation: computed from the tenant's own stock ({@link comparableCars}, {@link gaugeFromComparables}).
 * Pass the tenant's cars; no network, no key.
 * @example await embeddedValuation(data.cars, { now: clock }).gauge(car)
 */
export function embeddedValuation<T extends ValuationCar>(
  cars: readonly T[],
  options: EmbeddedValuationOptions = {},
): Valuation {
  const rules = { ...defaultComparableRules, ...options.rules }
  const now = options.now ?? (() => new Date())
  let byModel: Map<string, T[]> | null = null
  const sameModel = (car: ValuationCar): T[] => {
    if (!byModel) {
      const index = new Map<string, T[]>()
      for (const candidate of cars) {
        const key = modelKey(candidate)
        const list = index.get(key)
        if (list) list.push(candidate)
        else index.set(key, [candidate])
      }
      byModel = index
    }
    return byModel.get(modelKey(car)) ?? []
  }
  return {
    gauge: (car) =>
      Promise.resolve(gaugeFromComparables(car, comparableCars(car, sameModel(car), now(), rules), rules)),
  }
}

/** The HTTP valuation's options. */
export interface HttpValuationOptions {
  /** The stock API's base address; the request goes to `{apiBase}{car path}/autogauge`. */
  apiBase: string
  /** Sent as the `x-api-key` header when given. */
  apiKey?: string
  /** @defaultValue 5000 */
  timeoutMs?: number
  /** @defaultValue globalThis.fetch */
  fetch?: typeof fetch
  /** Where failures and empty answers are logged. @defaultValue console.warn */
  log?: (message: string) => void
}

const gaugeFields = [
  'fill',
  'listing_price',
  'market_range_min',
  'market_range_max',
  'confidence',
] as const satisfies readonly (keyof AutogaugeResponse)[]

/** The gauge fields of a response body, numbers parsed; null when the body has none of them. */
function asGauge(body: unknown): AutogaugeResponse | null {
  if (!body || typeof body !== 'object') return null
  const record = body as Record<string, unknown>
  const gauge: AutogaugeResponse = {}
  for (const field of gaugeFields) {
    const value = record[field]
    const number = typeof value === 'string' && value.trim() !== '' ? Number(value) : value
    if (typeof number === 'number' && Number.isFinite(number)) gauge[field] = number
  }
  if (typeof record.description === 'string') gauge.description = record.description
  return Object.keys(gauge).length ? gauge : null
}

/**
 * The real valuation service: `GET {apiBase}{car path}/autogauge` (the car's `path`, else `/cars/{slug}`) with the
 * key from the environment. Cars that are not eligible are not asked about. A failure (network, timeout, non-OK
 * status, bad JSON) is logged and gives null; an empty answer logs 'No data returned' (spec section 8) and gives
 * null. Either way the block stays hidden.
 * @example httpValuation({ apiBase: 'https://api.dealer.example', apiKey: process.env.AUTOGAUGE_API_KEY })
 */
export function httpValuation(options: HttpValuationOptions): Valuation {
  const fetchImpl = options.fetch ?? globalThis.fetch
  const log = options.log ?? ((message: string) => console.warn(message))
  const base = options.apiBase.replace(/\/+$/, '')
  return {
    async gauge(car) {
      if (!isAutograbEligible(car)) return null
      const path = car.path?.trim() || `/cars/${car.slug}`
      const url = `${base}${path.startsWith('/') ? '' : '/'}${path}/autogauge`
      try {
        const response = await fetchImpl(url, {
          headers: { accept: 'application/json', ...(options.apiKey ? { 'x-api-key': options.apiKey } : {}) },
          signal: AbortSignal.timeout(options.timeoutMs ?? 5000),
        })
        if (!response.ok) {
          log(`Autogauge request for ${car.slug} failed: HTTP ${response.status}`)
          return null
        }
        const text = await response.text()
        const gauge = text.trim() === '' ? null : asGauge(JSON.parse(text))
        if (!gauge) log('No data returned')
        return gauge
      } catch (error) {
        log(
          `Autogauge request for ${car.slug} failed: ${error instanceof Error ? error.message : String(error)}`,
        )
        return null
      }
    },
  }
}

/**
 * The valuation the environment asks for: AUTOGAUGE_API_BASE (with AUTOGAUGE_API_KEY) selects the real service;
 * without it, the embedded valuation over the tenant's cars.
 * @example valuationFromEnv(readSiteSettings(process.env), data.cars, { now: clock })
 */
export function valuationFromEnv<T extends ValuationCar>(
  settings: Pick<SiteSettings, 'AUTOGAUGE_API_BASE' | 'AUTOGAUGE_API_KEY'>,
  cars: readonly T[],
  options: EmbeddedValuationOptions = {},
): Valuation {
  const apiBase = settings.AUTOGAUGE_API_BASE
  if (!apiBase) return embeddedValuation(cars, options)
  return httpValuation({ apiBase, apiKey: settings.AUTOGAUGE_API_KEY })
}
