import { describe, expect, it, vi } from 'vitest'
import { ServiceUnavailableError } from './outside-http'
import {
  adjustmentPercent,
  adjustmentQuestions,
  answeredKm,
  checkAdjustmentAnswers,
  completeVehicle,
  embeddedTradeInValuer,
  httpTradeInValuer,
  median,
  needsManualValuation,
  tradeInMessages,
  tradeInOffer,
  tradeInValuerFromEnv,
  vehicleFields,
  type AdjustmentAnswers,
  type TradeInStockCar,
  type TradeInVehicle,
} from './trade-in-valuation'

const now = new Date('2026-11-23T00:00:00Z')
const cx5 = (
  year: number,
  price: number,
  km: number | null,
  carType: TradeInStockCar['car_type'] = 'used',
) => ({
  make: 'Mazda',
  model: 'CX-5',
  year,
  price,
  km,
  car_type: carType,
})
const stock: TradeInStockCar[] = [
  cx5(2021, 30_000, 60_000),
  cx5(2022, 32_000, 50_000, 'demo'),
  cx5(2023, 34_000, 40_000),
  cx5(2023, 45_000, 10, 'new'), // new cars are not what a trade-in is worth
  cx5(2018, 18_000, 120_000), // outside ±2 model years of 2022
  cx5(2022, 0, 50_000), // no advertised price
  { ...cx5(2022, 25_000, 50_000), model: 'Mazda3' },
]
const vehicle: TradeInVehicle = { year: 2022, make: 'mazda', model: 'cx-5', km: 50_000 }
const usual: AdjustmentAnswers = {
  odometer: '20k_50k',
  condition: 'good',
  accident_history: 'none',
  service_history: 'full',
  finance_owing: 'no',
  keys: 'two_or_more',
}

describe('adjustment questions, exported for the form', () => {
  it('every question has unique ids and at least two options', () => {
    expect(new Set(adjustmentQuestions.map((question) => question.id)).size).toBe(adjustmentQuestions.length)
    for (const question of adjustmentQuestions) {
      expect(question.options.length).toBeGreaterThanOrEqual(2)
      expect(new Set(question.options.map((option) => option.value)).size).toBe(question.options.length)
    }
    expect(adjustmentQuestions.map((question) => question.id)).toEqual([
      'odometer',
      'condition',
      'accident_history',
      'service_history',
      'finance_owing',
      'keys',
    ])
  })

  it.each([
    ['not an object', ['good'], 'adjustmentAnswers must be an object of answers.'],
    ['an unknown question', { ...usual, colour: 'red' }, "Unknown question 'colour'."],
    ['a missing answer', { ...usual, keys: undefined }, 'Please answer: How many keys do you have?'],
    [
      'an unknown option',
      { ...usual, condition: 'mint' },
      'Please choose one of the answers to: What condition is your car in?',
    ],
  ])('refuses %s', (_case, answers, message) => {
    expect(checkAdjustmentAnswers(answers)).toEqual({ ok: false, message })
  })

  it('accepts one option for every question', () => {
    expect(checkAdjustmentAnswers(usual)).toEqual({ ok: true, answers: usual })
  })

  it.each([
    ['under_20k', 10_000],
    ['80k_100k', 90_000],
    ['over_100k', 150_000],
  ])("the odometer answer '%s' stands for %i km", (band, km) => {
    expect(answeredKm({ ...usual, odometer: band })).toBe(km)
  })

  it("'Over 100,000 km' means no online estimate", () => {
    const km = answeredKm({ odometer: 'over_100k' }) ?? 0
    expect(needsManualValuation({ ...vehicle, km }, now)).toBe(true)
  })

  it('adds up the effects of the answers', () => {
    expect(adjustmentPercent({ ...usual, condition: 'fair', accident_history: 'minor', keys: 'one' })).toBe(
      -13,
    )
  })
})

describe('"an online estimate is generally not given for cars over 7 years old or over 100,000 km" (spec section 5)', () => {
  it.each([
    [2019, 50_000, false],
    [2018, 50_000, true],
    [2022, 100_000, false],
    [2022, 100_001, true],
  ])('a %i car with %i km is valued in person: %s', (year, km, manual) => {
    expect(needsManualValuation({ ...vehicle, year, km }, now)).toBe(manual)
  })

  it("answers offer_price null with reason 'manual'", () => {
    expect(tradeInOffer({ vehicle: { ...vehicle, km: 150_000 }, answers: usual, stock, now })).toEqual({
      offer_price: null,
      reason: 'manual',
      message: tradeInMessages.manual,
    })
  })
})

describe('tradeInOffer: median price of comparable stock × 0.85, less a km adjustment, then the answers', () => {
  it.each([
    [
      '3 comparables, median $32,000 × 0.85 = $27,200, +2% for a full service history',
      vehicle,
      usual,
      27_744,
    ],
    ['finance owing changes nothing', vehicle, { ...usual, finance_owing: 'yes' }, 27_744],
    ['20,000 km over the median: −$2,000', { ...vehicle, km: 70_000 }, usual, 25_704],
    ['20,000 km under the median: +$2,000', { ...vehicle, km: 30_000 }, usual, 29_784],
    ['the km adjustment is capped at 15% of $27,200', { ...vehicle, km: 0 }, usual, 31_906],
    [
      'poor condition, a major accident, no service history and one key: −45%',
      vehicle,
      {
        condition: 'poor',
        accident_history: 'major',
        service_history: 'none',
        finance_owing: 'no',
        keys: 'one',
      },
      14_960,
    ],
  ])('%s', (_case, car, answers, offer) => {
    expect(tradeInOffer({ vehicle: car, answers, stock, now })).toEqual({
      offer_price: offer,
      reason: 'estimate',
      comparables: 3,
    })
  })

  it('answers no-comparables when the dealer has too few like it', () => {
    expect(tradeInOffer({ vehicle: { ...vehicle, model: 'CX-9' }, answers: usual, stock, now })).toEqual({
      offer_price: null,
      reason: 'no-comparables',
      message: tradeInMessages.noComparables,
    })
  })

  it('embeddedTradeInValuer applies the same rule on its clock', async () => {
    expect(
      await embeddedTradeInValuer(stock, { now: () => now }).offer({ vehicle, answers: usual }),
    ).toMatchObject({
      offer_price: 27_744,
    })
  })

  it.each([
    [[3, 1, 2], 2],
    [[3, 1, 2, 10], 2.5],
  ])('median(%j) is %d', (values, middle) => {
    expect(median(values)).toBe(middle)
  })
})

describe('vehicle details', () => {
  it.each([
    [
      { year: '2021', make: ' Mazda ', model: 'CX-5', km: '45,000 kms' },
      { year: 2021, make: 'Mazda', model: 'CX-5', km: 45_000 },
    ],
    [{ year: 1850, make: '', km: -1 }, {}],
    [null, {}],
  ])('vehicleFields(%j) is %j', (value, fields) => {
    expect(vehicleFields(value)).toEqual(fields)
  })

  it('completeVehicle needs year, make, model and km', () => {
    expect(completeVehicle({ year: 2021, make: 'Mazda', model: 'CX-5' })).toBeNull()
    expect(completeVehicle({ year: 2021, make: 'Mazda', model: 'CX-5', km: 0 })).toEqual({
      year: 2021,
      make: 'Mazda',
      model: 'CX-5',
      km: 0,
    })
  })
})

describe('httpTradeInValuer (TRADE_IN_VALUATION_URL)', () => {
  const answering = (status: number, body: unknown) =>
    vi.fn<typeof fetch>(() => Promise.resolve(new Response(JSON.stringify(body), { status })))

  it('POSTs vehicle and answers and rounds the offer to whole dollars', async () => {
    const fetchImpl = answering(200, { offer_price: 21_000.4 })
    const valuer = httpTradeInValuer({
      url: 'https://valuations.example/t',
      fetch: fetchImpl,
      now: () => now,
    })
    expect(await valuer.offer({ vehicle, answers: usual })).toEqual({
      offer_price: 21_000,
      reason: 'estimate',
    })
    expect(JSON.parse(fetchImpl.mock.calls[0]?.[1]?.body as string)).toEqual({ vehicle, answers: usual })
  })

  it('does not ask about a car valued in person', async () => {
    const fetchImpl = answering(200, { offer_price: 1 })
    const valuer = httpTradeInValuer({
      url: 'https://valuations.example/t',
      fetch: fetchImpl,
      now: () => now,
    })
    expect(await valuer.offer({ vehicle: { ...vehicle, year: 2010 }, answers: usual })).toMatchObject({
      reason: 'manual',
    })
    expect(fetchImpl).not.toHaveBeenCalled()
  })

  it('passes on the service saying no online offer', async () => {
    const valuer = httpTradeInValuer({
      url: 'https://valuations.example/t',
      fetch: answering(200, { offer_price: null, message: 'We will call you.' }),
      now: () => now,
    })
    expect(await valuer.offer({ vehicle, answers: usual })).toEqual({
      offer_price: null,
      reason: 'manual',
      message: 'We will call you.',
    })
  })

  it('rejects with ServiceUnavailableError on a server error', async () => {
    const valuer = httpTradeInValuer({
      url: 'https://valuations.example/t',
      fetch: answering(500, {}),
      now: () => now,
    })
    await expect(valuer.offer({ vehicle, answers: usual })).rejects.toThrow(ServiceUnavailableError)
  })

  it('tradeInValuerFromEnv picks the embedded valuer without TRADE_IN_VALUATION_URL', async () => {
    expect(
      await tradeInValuerFromEnv({}, stock, { now: () => now }).offer({ vehicle, answers: usual }),
    ).toMatchObject({
      offer_price: 27_744,
    })
  })
})
