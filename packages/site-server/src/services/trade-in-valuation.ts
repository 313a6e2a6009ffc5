import type { CarRecord } from '@forecourt/tenant-config'
import {
  asRecord,
  numberField,
  requestJson,
  ServiceUnavailableError,
  stringField,
  type OutsideServiceOptions,
} from './outside-http'
import type { SiteSettings } from '../settings/site-settings'

/** The car a shopper trades in. */
export interface TradeInVehicle {
  year: number
  make: string
  model: string
  /** Odometer, in km. */
  km: number
}

/**
 * One answer to an adjustment question and its effect on the offer, in percent (negative lowers it). Shaped like
 * the trade-in journey component's options (`value`, `label`), so the questions can be passed to it as they are.
 */
export interface AdjustmentOption {
  value: string
  label: string
  effectPercent: number
  /** For the odometer question: the reading that stands for the band, in km. */
  km?: number
}

/** A question the trade-in form asks (spec sections 3 "adjustment answers" and 4 "Trade-in flow steps"). */
export interface AdjustmentQuestion {
  id: string
  question: string
  options: AdjustmentOption[]
}

/** Answers by question id: the chosen option's value. */
export type AdjustmentAnswers = Record<string, string>

/**
 * The adjustment questions, in the order the form asks them; every one must be answered. The odometer question
 * gives the reading the valuation needs (the form asks no km otherwise): each band stands for a typical reading, and
 * 'Over 100,000 km' means no online estimate. Effects are the embedded valuer's: finance owing changes nothing
 * because the dealer pays the loan out of the offer (a traded car must be free of encumbrance), but the dealer needs
 * to know.
 * @example adjustmentQuestions.map((question) => question.id) // ['odometer', 'condition', 'accident_history', 'service_history', 'finance_owing', 'keys']
 */
export const adjustmentQuestions: readonly AdjustmentQuestion[] = [
  {
    id: 'odometer',
    question: 'How many kilometres has your car done?',
    options: [
      { value: 'under_20k', label: 'Under 20,000 km', effectPercent: 0, km: 10_000 },
      { value: '20k_50k', label: '20,000 to 50,000 km', effectPercent: 0, km: 35_000 },
      { value: '50k_80k', label: '50,000 to 80,000 km', effectPercent: 0, km: 65_000 },
      { value: '80k_100k', label: '80,000 to 100,000 km', effectPercent: 0, km: 90_000 },
      { value: 'over_100k', label: 'Over 100,000 km', effectPercent: 0, km: 150_000 },
    ],
  },
  {
    id: 'condition',
    question: 'What condition is your car in?',
    options: [
      { value: 'excellent', label: 'Excellent: like new, no marks', effectPercent: 3 },
      { value: 'good', label: 'Good: normal wear for its age', effectPercent: 0 },
      { value: 'fair', label: 'Fair: visible dents, scratches or a worn interior', effectPercent: -8 },
      { value: 'poor', label: 'Poor: needs mechanical or body repairs', effectPercent: -20 },
    ],
  },
  {
    id: 'accident_history',
    question: 'Has your car been in an accident?',
    options: [
      { value: 'none', label: 'No', effectPercent: 0 },
      { value: 'minor', label: 'Yes, minor damage that was repaired', effectPercent: -5 },
      { value: 'major', label: 'Yes, major or structural damage', effectPercent: -15 },
    ],
  },
  {
    id: 'service_history',
    question: 'Does your car have a service history?',
    options: [
      { value: 'full', label: 'Full service history', effectPercent: 2 },
      { value: 'partial', label: 'Partial service history', effectPercent: -3 },
      { value: 'none', label: 'No service history', effectPercent: -8 },
    ],
  },
  {
    id: 'finance_owing',
    question: 'Is there finance owing on your car?',
    options: [
      { value: 'no', label: 'No', effectPercent: 0 },
      { value: 'yes', label: 'Yes', effectPercent: 0 },
    ],
  },
  {
    id: 'keys',
    question: 'How many keys do you have?',
    options: [
      { value: 'two_or_more', label: 'Two or more', effectPercent: 0 },
      { value: 'one', label: 'One', effectPercent: -2 },
    ],
  },
]

const chosenOption = (question: AdjustmentQuestion, answers: AdjustmentAnswers) =>
  question.options.find((option) => option.value === answers[question.id])

/**
 * Checks answers against the questions: an object with exactly one known option for every question. The message
 * names the first problem in the form's words.
 * @example checkAdjustmentAnswers({ odometer: '20k_50k', condition: 'good', accident_history: 'none', service_history: 'full', finance_owing: 'no', keys: 'one' }).ok // true
 */
export function checkAdjustmentAnswers(
  value: unknown,
  questions: readonly AdjustmentQuestion[] = adjustmentQuestions,
): { ok: true; answers: AdjustmentAnswers } | { ok: false; message: string } {
  const record = asRecord(value)
  if (!record) return { ok: false, message: 'adjustmentAnswers must be an object of answers.' }
  const unknown = Object.keys(record).find((id) => !questions.some((question) => question.id === id))
  if (unknown !== undefined) return { ok: false, message: `Unknown question '${unknown}'.` }
  const answers: AdjustmentAnswers = {}
  for (const question of questions) {
    const chosen = record[question.id]
    if (chosen === undefined || chosen === null || chosen === '')
      return { ok: false, message: `Please answer: ${question.question}` }
    const option = question.options.find((candidate) => candidate.value === chosen)
    if (!option) return { ok: false, message: `Please choose one of the answers to: ${question.question}` }
    answers[question.id] = option.value
  }
  return { ok: true, answers }
}

/**
 * The total effect of checked answers, in percent.
 * @example adjustmentPercent({ condition: 'fair', accident_history: 'minor', keys: 'one' }) // -15
 */
export function adjustmentPercent(
  answers: AdjustmentAnswers,
  questions: readonly AdjustmentQuestion[] = adjustmentQuestions,
): number {
  return questions.reduce(
    (total, question) => total + (chosenOption(question, answers)?.effectPercent ?? 0),
    0,
  )
}

/**
 * The odometer reading the answers stand for (the odometer band's typical km), or undefined without one.
 * @example answeredKm({ odometer: '50k_80k' }) // 65000
 */
export function answeredKm(
  answers: AdjustmentAnswers,
  questions: readonly AdjustmentQuestion[] = adjustmentQuestions,
): number | undefined {
  for (const question of questions) {
    const km = chosenOption(question, answers)?.km
    if (km !== undefined) return km
  }
  return undefined
}

/**
 * Spec section 5: "an online estimate is generally not given for cars over 7 years old or over 100,000 km".
 * @example onlineEstimateLimits.maxKm // 100000
 */
export const onlineEstimateLimits = { maxAgeYears: 7, maxKm: 100_000 } as const

/**
 * True when a car is valued in person, not online: more than 7 years old (by model year) or over 100,000 km.
 * @example needsManualValuation({ year: 2015, make: 'Mazda', model: 'CX-5', km: 60000 }, new Date('2026-11-23')) // true
 */
export function needsManualValuation(vehicle: TradeInVehicle, now: Date): boolean {
  return (
    now.getUTCFullYear() - vehicle.year > onlineEstimateLimits.maxAgeYears ||
    vehicle.km > onlineEstimateLimits.maxKm
  )
}

/**
 * What the shopper is told when there is no online offer.
 * @example tradeInMessages.noComparables
 */
export const tradeInMessages = {
  manual:
    'An online estimate is generally not given for cars over 7 years old or over 100,000 km. Our team will contact you to value your car in person.',
  noComparables:
    "We don't have enough similar cars to estimate yours online. Our team will contact you with an offer.",
} as const

/**
 * A trade-in offer in whole dollars, or why there is none.
 * @example { offer_price: null, reason: 'manual', message: tradeInMessages.manual }
 */
export type TradeInOffer =
  | {
      offer_price: number
      reason: 'estimate'
      /** How many of the tenant's cars the embedded valuer compared with (absent from a real service). */
      comparables?: number
    }
  | { offer_price: null; reason: 'manual' | 'no-comparables'; message: string }

/** How the embedded valuer prices a trade-in from comparable stock. */
export interface TradeInRules {
  /** The dealer's trade price as a share of the comparables' median retail price. @defaultValue 0.85 */
  margin: number
  /** Model years either side of the car's. @defaultValue 2 */
  yearWindow: number
  /** Fewer comparables give no online offer. @defaultValue 2 */
  minimumComparables: number
  /** Dollars per km the car is over (or under) the comparables' median odometer. @defaultValue 0.1 */
  dollarsPerKm: number
  /** The km adjustment is capped at this share of the trade price, either way. @defaultValue 0.15 */
  maxKmShare: number
}

/**
 * The default trade-in rules.
 * @example defaultTradeInRules.margin // 0.85
 */
export const defaultTradeInRules: TradeInRules = {
  margin: 0.85,
  yearWindow: 2,
  minimumComparables: 2,
  dollarsPerKm: 0.1,
  maxKmShare: 0.15,
}

/** What the embedded valuer reads from the tenant's stock. */
export type TradeInStockCar = Pick<CarRecord, 'make' | 'model' | 'year' | 'price' | 'km' | 'car_type'>

/**
 * The middle value of a list (the mean of the two middle values for an even count).
 * @example median([3, 1, 2, 10]) // 2.5
 */
export function median(values: readonly number[]): number {
  if (!values.length) throw new Error('median of no values')
  const sorted = [...values].sort((a, b) => a - b)
  const middle = sorted.length / 2
  return sorted.length % 2
    ? (sorted[Math.floor(middle)] ?? 0)
    : ((sorted[middle - 1] ?? 0) + (sorted[middle] ?? 0)) / 2
}

const sameText = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase()

/**
 * The tenant's pre-owned (used or demo) cars like the trade-in: same make and model (case-insensitive), a model
 * year within `yearWindow`, and an advertised price (above 10; the spec shows no price at 10 or less).
 * @example tradeInComparables({ year: 2022, make: 'Mazda', model: 'CX-5', km: 40000 }, data.cars).length
 */
export function tradeInComparables<T extends TradeInStockCar>(
  vehicle: TradeInVehicle,
  stock: readonly T[],
  rules: TradeInRules = defaultTradeInRules,
): T[] {
  return stock.filter(
    (car) =>
      car.car_type !== 'new' &&
      sameText(car.make, vehicle.make) &&
      sameText(car.model, vehicle.model) &&
      Math.abs(car.year - vehicle.year) <= rules.yearWindow &&
      car.price > 10,
  )
}

/**
 * The embedded offer: the comparables' median price × `margin`, less `dollarsPerKm` for every km over their median
 * odometer (more for fewer km; capped at `maxKmShare` either way), then each answer's percentage, in whole dollars.
 * No offer for a car over 7 years or 100,000 km ('manual') or with fewer than `minimumComparables` ('no-comparables').
 * @example tradeInOffer({ vehicle, answers, stock: data.cars, now: new Date() }) // { offer_price: 27540, reason: 'estimate', comparables: 4 }
 */
export function tradeInOffer(input: {
  vehicle: TradeInVehicle
  answers: AdjustmentAnswers
  stock: readonly TradeInStockCar[]
  now: Date
  rules?: TradeInRules
}): TradeInOffer {
  const rules = input.rules ?? defaultTradeInRules
  const { vehicle } = input
  if (needsManualValuation(vehicle, input.now))
    return { offer_price: null, reason: 'manual', message: tradeInMessages.manual }
  const comparables = tradeInComparables(vehicle, input.stock, rules)
  if (comparables.length < rules.minimumComparables)
    return { offer_price: null, reason: 'no-comparables', message: tradeInMessages.noComparables }
  const tradePrice = median(comparables.map((car) => car.price)) * rules.margin
  const odometers = comparables.flatMap((car) => (typeof car.km === 'number' ? [car.km] : []))
  const cap = tradePrice * rules.maxKmShare
  const kmAdjustment = odometers.length
    ? Math.min(cap, Math.max(-cap, (median(odometers) - vehicle.km) * rules.dollarsPerKm))
    : 0
  const offer = (tradePrice + kmAdjustment) * (1 + adjustmentPercent(input.answers) / 100)
  return { offer_price: Math.max(0, Math.round(offer)), reason: 'estimate', comparables: comparables.length }
}

/**
 * Values a trade-in (spec section 3, "Trade-in valuation": offer_price and adjustment answers). Rejects with
 * {@link ServiceUnavailableError} when the valuation service fails.
 * @example await valuer.offer({ vehicle: { year: 2022, make: 'Mazda', model: 'CX-5', km: 50000 }, answers }) // { offer_price: 27744, reason: 'estimate', comparables: 3 }
 */
export interface TradeInValuer {
  offer(request: { vehicle: TradeInVehicle; answers: AdjustmentAnswers }): Promise<TradeInOffer>
}

/** The embedded valuer's options. */
export interface EmbeddedTradeInOptions {
  /** @defaultValue the system clock */
  now?: () => Date
  rules?: Partial<TradeInRules>
}

/**
 * The embedded valuer: {@link tradeInOffer} over the tenant's own stock. No network, no key.
 * @example await embeddedTradeInValuer(data.cars).offer({ vehicle, answers })
 */
export function embeddedTradeInValuer(
  stock: readonly TradeInStockCar[],
  options: EmbeddedTradeInOptions = {},
): TradeInValuer {
  const rules = { ...defaultTradeInRules, ...options.rules }
  const now = options.now ?? (() => new Date())
  return {
    offer: ({ vehicle, answers }) =>
      Promise.resolve(tradeInOffer({ vehicle, answers, stock, now: now(), rules })),
  }
}

/** Where the real valuation service is. */
export interface HttpTradeInOptions extends OutsideServiceOptions {
  /** The valuation endpoint; `{ vehicle, answers }` is POSTed to it as JSON. */
  url: string
  /** @defaultValue the system clock */
  now?: () => Date
}

/**
 * The real valuation service: POSTs `{ vehicle, answers }` as JSON and reads `offer_price` (a number, or null for
 * "no online offer"). Cars over 7 years or 100,000 km are not sent: they are valued in person. A non-OK status or
 * another answer rejects with {@link ServiceUnavailableError}.
 * @example httpTradeInValuer({ url: 'https://valuations.example/trade-in', apiKey: 'k' })
 */
export function httpTradeInValuer(options: HttpTradeInOptions): TradeInValuer {
  const now = options.now ?? (() => new Date())
  return {
    async offer({ vehicle, answers }) {
      if (needsManualValuation(vehicle, now()))
        return { offer_price: null, reason: 'manual', message: tradeInMessages.manual }
      const answer = await requestJson('Trade-in valuation', options.url, {
        ...options,
        json: { vehicle, answers },
      })
      const body = asRecord(answer.body)
      if (answer.status < 200 || answer.status > 299 || !body || !('offer_price' in body))
        throw new ServiceUnavailableError('Trade-in valuation', `HTTP ${answer.status} without offer_price`)
      const price = numberField(body, 'offer_price')
      if (price === null)
        return {
          offer_price: null,
          reason: 'manual',
          message: stringField(body, 'message') ?? tradeInMessages.manual,
        }
      return { offer_price: Math.max(0, Math.round(price)), reason: 'estimate' }
    },
  }
}

/**
 * The valuer the environment asks for: TRADE_IN_VALUATION_URL (with TRADE_IN_VALUATION_KEY, sent as `x-api-key`,
 * and TRADE_IN_VALUATION_TIMEOUT_MS, default 5000) selects the real service; unset, the embedded valuer over the
 * tenant's stock.
 * @example tradeInValuerFromEnv(readSiteSettings(process.env), data.cars, { now: clock })
 */
export function tradeInValuerFromEnv(
  settings: Pick<
    SiteSettings,
    'TRADE_IN_VALUATION_URL' | 'TRADE_IN_VALUATION_KEY' | 'TRADE_IN_VALUATION_TIMEOUT_MS'
  >,
  stock: readonly TradeInStockCar[],
  options: EmbeddedTradeInOptions = {},
): TradeInValuer {
  const url = settings.TRADE_IN_VALUATION_URL
  if (!url) return embeddedTradeInValuer(stock, options)
  return httpTradeInValuer({
    url,
    apiKey: settings.TRADE_IN_VALUATION_KEY,
    timeoutMs: settings.TRADE_IN_VALUATION_TIMEOUT_MS,
    now: options.now,
  })
}

/**
 * Reads the trade-in's details from what the form sent or the lead holds: year, make, model and km. Missing or
 * invalid fields are left out, so sources can be merged; {@link completeVehicle} says when all are there.
 * @example vehicleFields({ year: '2021', make: 'Mazda', model: 'CX-5', km: '45,000' }) // { year: 2021, make: 'Mazda', model: 'CX-5', km: 45000 }
 */
export function vehicleFields(value: unknown): Partial<TradeInVehicle> {
  const record = asRecord(value)
  if (!record) return {}
  const fields: Partial<TradeInVehicle> = {}
  const year = numberField(record, 'year')
  if (year !== null && Number.isInteger(year) && year >= 1900 && year <= 2100) fields.year = year
  const make = stringField(record, 'make')
  if (make && make.length <= 60) fields.make = make
  const model = stringField(record, 'model')
  if (model && model.length <= 60) fields.model = model
  const kmText = typeof record.km === 'string' ? record.km.replace(/[\s,]|kms?$/gi, '') : record.km
  const km = numberField({ km: kmText }, 'km')
  if (km !== null && km >= 0 && km <= 2_000_000) fields.km = Math.round(km)
  return fields
}

/**
 * The vehicle when every field is there, else null.
 * @example completeVehicle({ year: 2021, make: 'Mazda', model: 'CX-5' }) // null (no km)
 */
export function completeVehicle(fields: Partial<TradeInVehicle>): TradeInVehicle | null {
  const { year, make, model, km } = fields
  return year !== undefined && make && model && km !== undefined ? { year, make, model, km } : null
}
