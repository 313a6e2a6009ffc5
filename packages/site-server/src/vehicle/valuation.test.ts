import { readFile } from 'node:fs/promises'
import { fileURLToPath } from 'node:url'
import { dealLabel, isAutograbEligible, isPriceComparisonVisible } from '@forecourt/stock-rules'
import { stockFileSchema } from '@forecourt/tenant-config'
import { describe, expect, it, vi } from 'vitest'
import {
  comparableCars,
  confidenceFor,
  embeddedValuation,
  gaugeFill,
  gaugeFromComparables,
  httpValuation,
  percentile,
  valuationFromEnv,
  type ValuationCar,
} from './valuation'

const now = new Date('2026-11-01T00:00:00+10:00')
const nowSeconds = now.valueOf() / 1000
let nextId = 1
function car(overrides: Partial<ValuationCar> = {}): ValuationCar {
  const id = nextId++
  return {
    id,
    slug: `2022-toyota-hilux-sr5-${id}`,
    path: `/cars/2022-toyota-hilux-sr5-${id}`,
    make: 'Toyota',
    model: 'HiLux',
    year: 2022,
    price: 50000,
    status: 'in_stock',
    sold: false,
    reserved: false,
    car_type: 'used',
    sold_date_timestamp: null,
    ...overrides,
  }
}
/** n comparable cars priced from `from`, `step` dollars apart. */
const market = (n: number, from = 40000, step = 2000) =>
  Array.from({ length: n }, (_, index) => car({ price: from + index * step }))

describe('comparableCars', () => {
  const subject = car({ price: 45000 })

  it.each([
    [
      'the same make and model (any case), used or demo, within 2 years, available',
      car({ make: 'TOYOTA', model: 'hilux', year: 2020, car_type: 'demo' }),
      true,
    ],
    ['coming soon', car({ status: 'coming_soon' }), true],
    [
      'sold 30 days ago',
      car({ status: 'sold', sold: true, sold_date_timestamp: nowSeconds - 30 * 86400 }),
      true,
    ],
    [
      'sold 120 days ago',
      car({ status: 'sold', sold: true, sold_date_timestamp: nowSeconds - 120 * 86400 }),
      false,
    ],
    ['sold without a date', car({ status: 'sold', sold: true }), false],
    ['under offer (not available)', car({ status: 'under_offer' }), false],
    ['another model', car({ model: 'LandCruiser' }), false],
    ['another make', car({ make: 'Isuzu' }), false],
    ['new (a used car is compared with used and demo)', car({ car_type: 'new' }), false],
    ['3 years older', car({ year: 2019 }), false],
    ['without a price (0)', car({ price: 0 }), false],
    ['with a placeholder price (10)', car({ price: 10 }), false],
  ])('%s: %s', (_, other, expected) => {
    expect(comparableCars(subject, [other], now)).toEqual(expected ? [other] : [])
  })

  it('never compares a car with itself', () => {
    expect(comparableCars(subject, [subject], now)).toEqual([])
  })
})

describe('percentile', () => {
  it.each([
    [[10, 20, 30, 40], 0, 10],
    [[10, 20, 30, 40], 1, 40],
    [[10, 20, 30, 40], 0.5, 25],
    [[10, 20, 30, 40, 50, 60, 70, 80, 90, 100, 110], 0.1, 20],
    [[5], 0.9, 5],
  ])('%j at %d is %d', (values, p, expected) => {
    expect(percentile(values, p)).toBeCloseTo(expected)
  })
})

describe('gaugeFill', () => {
  it.each([
    [38000, 40000, 50000, 1],
    [40000, 40000, 50000, 1],
    [45000, 40000, 50000, 0.5],
    [47500, 40000, 50000, 0.25],
    [50000, 40000, 50000, 0],
    [52000, 40000, 50000, 0],
    [39000, 40000, 40000, 1],
    [40000, 40000, 40000, 0.5],
    [41000, 40000, 40000, 0],
  ])('$%d in $%d–$%d fills %d', (price, min, max, fill) => {
    expect(gaugeFill(price, min, max)).toBe(fill)
  })

  it('a cheaper car fills more: great deal from 0.65 (spec section 9)', () => {
    const fills = [41000, 44000, 47000, 50000].map((price) => gaugeFill(price, 40000, 50000))
    expect(fills).toEqual([...fills].sort((a, b) => b - a))
    expect(fills.map(dealLabel)).toEqual(['great deal', 'good deal', 'good deal', 'good deal'])
  })
})

describe('confidenceFor', () => {
  it.each([
    [0, 0],
    [2, 0],
    [3, 0.1],
    [4, 0.2],
    [5, 0.3],
    [8, 0.6],
    [11, 0.9],
    [40, 0.9],
  ])('%d comparables → %d', (n, confidence) => {
    expect(confidenceFor(n)).toBe(confidence)
  })
})

describe('gaugeFromComparables', () => {
  it('spans the 10th to 90th percentile of the comparable prices, rounded to $100', () => {
    // 40,000 … 58,000 in $2,000 steps: 10th percentile 41,800, 90th 56,200.
    const gauge = gaugeFromComparables(car({ price: 45000 }), market(10))
    expect(gauge).toMatchObject({
      listing_price: 45000,
      market_range_min: 41800,
      market_range_max: 56200,
      confidence: 0.8,
      fill: 0.778,
    })
    expect(gauge?.description).toBe(
      'Compared with 10 similar Toyota HiLux (2022) listed or recently sold by this dealer group; their market range is $41,800 to $56,200.',
    )
    expect(isPriceComparisonVisible(gauge)).toBe(true)
  })

  it('fills more for the cheaper of two cars in the same market', () => {
    const comparables = market(8)
    const cheap = gaugeFromComparables(car({ price: 42000 }), comparables)
    const dear = gaugeFromComparables(car({ price: 52000 }), comparables)
    expect(cheap?.fill).toBeGreaterThan(dear?.fill ?? 1)
    expect(dealLabel(cheap?.fill ?? 0)).toBe('great deal')
    expect(dealLabel(dear?.fill ?? 0)).toBe('good deal')
  })

  it('with 3 or 4 comparables gives a confidence of 0.2 or less, so the block hides (spec section 5)', () => {
    for (const n of [3, 4]) {
      const gauge = gaugeFromComparables(car({ price: 42000 }), market(n))
      expect(gauge?.confidence).toBeLessThanOrEqual(0.2)
      expect(isPriceComparisonVisible(gauge)).toBe(false)
    }
    expect(isPriceComparisonVisible(gaugeFromComparables(car({ price: 42000 }), market(5)))).toBe(true)
  })

  it('a car dearer than the market maximum gets fill 0, and the block hides (range maximum below the price)', () => {
    const gauge = gaugeFromComparables(car({ price: 90000 }), market(10))
    expect(gauge?.fill).toBe(0)
    expect(isPriceComparisonVisible(gauge)).toBe(false)
  })

  it('gives nothing with fewer than 3 comparables', () => {
    expect(gaugeFromComparables(car(), market(2))).toBeNull()
    expect(gaugeFromComparables(car(), [])).toBeNull()
  })

  it.each([
    ['sold', car({ status: 'sold', sold: true })],
    ['reserved', car({ reserved: true })],
    ['coming soon', car({ status: 'coming_soon' })],
    ['priced 200 or less', car({ price: 200 })],
  ])('gives nothing for a car that is not eligible (spec: autograb feature): %s', (_, subject) => {
    expect(isAutograbEligible(subject)).toBe(false)
    expect(gaugeFromComparables(subject, market(10))).toBeNull()
  })
})

describe('embeddedValuation', () => {
  it("values a car against the tenant's other cars", async () => {
    const subject = car({ price: 43000 })
    const cars = [subject, ...market(9), car({ model: 'Prado', price: 10000 }), car({ price: 0 })]
    const gauge = await embeddedValuation(cars, { now: () => now }).gauge(subject)
    expect(gauge).toMatchObject({ listing_price: 43000, confidence: 0.7 })
    expect(isPriceComparisonVisible(gauge)).toBe(true)
  })

  it('takes other comparable rules', async () => {
    const subject = car()
    const valuation = embeddedValuation([subject, ...market(3)], {
      now: () => now,
      rules: { minimumComparables: 4 },
    })
    await expect(valuation.gauge(subject)).resolves.toBeNull()
  })

  it('shows the block for many cars of the fixtures, and hides it for the rest', async () => {
    const file = fileURLToPath(new URL('../../../../fixtures/stock/wattle-bay-kia.json', import.meta.url))
    const { cars } = stockFileSchema.parse(JSON.parse(await readFile(file, 'utf8')))
    const valuation = embeddedValuation(cars, { now: () => now })
    const gauges = await Promise.all(cars.map((item) => valuation.gauge(item)))
    const visible = gauges.filter(isPriceComparisonVisible)
    expect(visible.length).toBeGreaterThan(cars.length / 4)
    expect(visible.length).toBeLessThan(cars.length)
    for (const [index, gauge] of gauges.entries()) {
      const subject = cars[index]
      if (gauge && subject) expect(isAutograbEligible(subject)).toBe(true)
    }
  })
})

const urlOf = (input: string | URL | Request | undefined): string =>
  typeof input === 'string' ? input : input instanceof URL ? input.href : (input?.url ?? '')

function fakeFetch(respond: () => Response | Promise<Response>) {
  const calls: Array<{ url: string; headers: Headers }> = []
  const fetch = vi.fn(async (input: string | URL | Request, init?: RequestInit) => {
    calls.push({ url: urlOf(input), headers: new Headers(init?.headers) })
    return respond()
  }) as unknown as typeof globalThis.fetch
  return { fetch, calls }
}

describe('httpValuation', () => {
  const subject = car({ slug: '2022-toyota-hilux-sr5-77', path: '/cars/2022-toyota-hilux-sr5-77' })
  const answer = {
    fill: 0.7,
    listing_price: 50000,
    market_range_min: 46000,
    market_range_max: 56000,
    confidence: 0.8,
    description: 'Great price',
  }

  it('asks GET {api base}{car path}/autogauge with the key, and returns the gauge', async () => {
    const { fetch, calls } = fakeFetch(() => Response.json({ ...answer, extra: 'ignored' }))
    const valuation = httpValuation({ apiBase: 'https://api.dealer.example/v1/', apiKey: 'secret', fetch })
    await expect(valuation.gauge(subject)).resolves.toEqual(answer)
    expect(calls.map((call) => call.url)).toEqual([
      'https://api.dealer.example/v1/cars/2022-toyota-hilux-sr5-77/autogauge',
    ])
    expect(calls[0]?.headers.get('x-api-key')).toBe('secret')
  })

  it('builds the path from the slug when the car has none, and parses numbers sent as text', async () => {
    const { fetch, calls } = fakeFetch(() => Response.json({ fill: '0.5', confidence: '0.9' }))
    const gauge = await httpValuation({ apiBase: 'https://api.example', fetch }).gauge({
      ...subject,
      path: undefined,
    })
    expect(gauge).toEqual({ fill: 0.5, confidence: 0.9 })
    expect(calls[0]?.url).toBe('https://api.example/cars/2022-toyota-hilux-sr5-77/autogauge')
    expect(calls[0]?.headers.has('x-api-key')).toBe(false)
  })

  it.each([
    ['an empty body', () => new Response('')],
    ['null', () => Response.json(null)],
    ['an empty object', () => Response.json({})],
  ])("spec section 8: %s logs 'No data returned' and hides the block", async (_, respond) => {
    const log = vi.fn()
    const { fetch } = fakeFetch(respond)
    await expect(
      httpValuation({ apiBase: 'https://api.example', fetch, log }).gauge(subject),
    ).resolves.toBeNull()
    expect(log).toHaveBeenCalledWith('No data returned')
  })

  it.each([
    ['a non-OK status', () => new Response('oops', { status: 500 }), 'HTTP 500'],
    ['bad JSON', () => new Response('{'), 'failed'],
    ['a network error', () => Promise.reject(new TypeError('fetch failed')), 'fetch failed'],
  ])('spec section 7: %s is logged and gives null', async (_, respond, logged) => {
    const log = vi.fn()
    const { fetch } = fakeFetch(respond)
    await expect(
      httpValuation({ apiBase: 'https://api.example', fetch, log }).gauge(subject),
    ).resolves.toBeNull()
    expect(log).toHaveBeenCalledWith(expect.stringContaining(logged))
    expect(log.mock.calls[0]?.[0]).toContain(subject.slug)
  })

  it('does not ask about a car that is not eligible', async () => {
    const { fetch, calls } = fakeFetch(() => Response.json(answer))
    await expect(
      httpValuation({ apiBase: 'https://api.example', fetch }).gauge(car({ reserved: true })),
    ).resolves.toBeNull()
    expect(calls).toEqual([])
  })
})

describe('valuationFromEnv', () => {
  it('is embedded without AUTOGAUGE_API_BASE', async () => {
    const subject = car({ price: 43000 })
    const gauge = await valuationFromEnv({}, [subject, ...market(9)], { now: () => now }).gauge(subject)
    expect(gauge?.listing_price).toBe(43000)
  })

  it('calls the service with AUTOGAUGE_API_BASE and AUTOGAUGE_API_KEY', async () => {
    const fetch = vi.spyOn(globalThis, 'fetch').mockResolvedValue(Response.json({ fill: 0.4 }))
    try {
      const valuation = valuationFromEnv(
        { AUTOGAUGE_API_BASE: 'https://api.example', AUTOGAUGE_API_KEY: 'k' },
        [],
      )
      await expect(valuation.gauge(car())).resolves.toEqual({ fill: 0.4 })
      const [url, init] = fetch.mock.calls[0] ?? []
      expect(urlOf(url)).toMatch(/^https:\/\/api\.example\/cars\/.+\/autogauge$/)
      expect(new Headers(init?.headers).get('x-api-key')).toBe('k')
    } finally {
      fetch.mockRestore()
    }
  })
})
