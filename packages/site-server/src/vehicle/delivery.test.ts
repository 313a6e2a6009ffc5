import { fileURLToPath } from 'node:url'
import { readSiteSettings } from '../settings/site-settings'
import { distanceKm } from '@forecourt/stock-rules'
import { loadTenants } from '@forecourt/tenant-config/node'
import { describe, expect, it, vi } from 'vitest'
import {
  defaultDeliveryTariff,
  deliveryEstimatorFromEnv,
  deliveryPrice,
  embeddedDeliveryEstimator,
  httpDeliveryEstimator,
  type DeliveryOrigin,
} from './delivery'
import { geocodePostcode } from './postcodes'

const at = (lat: number | null, long: number | null): DeliveryOrigin => ({ address: { lat, long } })
const brisbane = at(-27.4698, 153.0251)
const sydney = at(-33.8688, 151.2093)
const melbourne = at(-37.8136, 144.9631)

describe('deliveryPrice (the default tariff)', () => {
  it.each([
    [0, 0],
    [49.9, 0],
    [50, 0],
    [50.1, 110], // $100 + 0.15 → rounded up to the next $10
    [100, 180], // $100 + $75
    [250, 400],
    [730, 1120],
    [3600, 5430],
  ])('%d km costs $%d', (km, price) => {
    expect(deliveryPrice(km)).toBe(price)
  })

  it('is free within the local radius, then never less than the base fee, in whole $10 steps', () => {
    expect(defaultDeliveryTariff).toEqual({ localRadiusKm: 50, baseFee: 100, perKm: 1.5, roundTo: 10 })
    for (let km = 0; km < 2000; km += 37) {
      const price = deliveryPrice(km)
      expect(price % 10).toBe(0)
      if (km > 50) expect(price).toBeGreaterThanOrEqual(100)
    }
  })

  it('takes another tariff', () => {
    expect(deliveryPrice(120, { localRadiusKm: 20, baseFee: 50, perKm: 1, roundTo: 25 })).toBe(150)
  })
})

describe('embeddedDeliveryEstimator', () => {
  const estimator = embeddedDeliveryEstimator()
  const locations = [melbourne, sydney, brisbane]

  it.each([
    // postcode, region, the nearest of the three, its price
    ['4000', 'Brisbane QLD', brisbane, 0],
    ['2000', 'Sydney NSW', sydney, 0],
    ['3000', 'Melbourne VIC', melbourne, 0],
    ['4350', 'Toowoomba QLD', brisbane, 190], // ≈ 108 km
    ['2250', 'Gosford NSW', sydney, 110], // ≈ 56 km
    ['2640', 'Albury NSW', melbourne, 420], // ≈ 263 km from Melbourne, 460 km from Sydney
    ['6000', 'Perth WA', melbourne, 4110], // ≈ 2,720 km
  ])('%s → %s, priced from the nearest location', async (postcode, name, nearest, price) => {
    const place = geocodePostcode(postcode)
    const km = distanceKm(place ?? { lat: 0, lng: 0 }, {
      lat: nearest.address?.lat ?? 0,
      lng: nearest.address?.long ?? 0,
    })
    expect(deliveryPrice(km)).toBe(price)
    await expect(estimator.estimate(postcode, locations)).resolves.toEqual({ name, price })
  })

  it('chooses the nearest location whatever their order', async () => {
    const forward = await estimator.estimate('4350', [brisbane, sydney])
    const backward = await estimator.estimate('4350', [sydney, brisbane])
    expect(forward).toEqual(backward)
    expect(forward?.price).toBe(190)
  })

  it('ignores locations without coordinates', async () => {
    await expect(estimator.estimate('4000', [at(null, null), sydney])).resolves.toMatchObject({ price: 1130 })
  })

  it.each([
    ['an unknown postcode', '0000', locations],
    ['text that is not a postcode', 'abcd', locations],
    ['an empty postcode', '', locations],
    ['no locations', '4000', []],
    ['no location with coordinates', '4000', [at(null, null), { address: null }]],
  ])('%s gives null', async (_, postcode, origins) => {
    await expect(estimator.estimate(postcode, origins)).resolves.toBeNull()
  })

  it("prices from a tenant's real locations (Wattle Bay Kia, Gosford)", async () => {
    const fixtures = fileURLToPath(new URL('../../../../fixtures/tenants', import.meta.url))
    const tenants = await loadTenants(fixtures)
    const tenant = tenants.find((candidate) => candidate.slug === 'wattle-bay-kia')
    expect(tenant).toBeDefined()
    const gosford = await estimator.estimate('2250', tenant?.locations ?? [])
    expect(gosford).toEqual({ name: 'Gosford NSW', price: 0 })
    const brisbaneQuote = await estimator.estimate('4000', tenant?.locations ?? [])
    expect(brisbaneQuote?.name).toBe('Brisbane QLD')
    expect(brisbaneQuote?.price).toBeGreaterThan(500)
  })

  it('uses the geocoder and tariff it is given', async () => {
    // 0.1° of latitude north of the Brisbane location: 11.1 km.
    const point = { lat: -27.3698, lng: 153.0251, locality: 'X', state: 'QLD' }
    const geocoder = { geocode: vi.fn(() => Promise.resolve(point)) }
    const custom = embeddedDeliveryEstimator({ geocoder, tariff: { localRadiusKm: 0, baseFee: 70 } })
    await expect(custom.estimate('4999', [brisbane])).resolves.toEqual({ name: 'X QLD', price: 90 })
    expect(geocoder.geocode).toHaveBeenCalledWith('4999')
  })
})

function fakeFetch(respond: (url: URL, init?: RequestInit) => Response | Promise<Response>) {
  const calls: URL[] = []
  const fetch = vi.fn((input: string | URL | Request, init?: RequestInit) => {
    const url = new URL(input instanceof Request ? input.url : input)
    calls.push(url)
    return Promise.resolve(respond(url, init))
  }) as unknown as typeof globalThis.fetch
  return { fetch, calls }
}

describe('httpDeliveryEstimator', () => {
  it('asks the service with the 4-digit postcode and returns its price and name', async () => {
    const { fetch, calls } = fakeFetch(() => Response.json({ price: 240, name: 'Toowoomba QLD' }))
    const estimator = httpDeliveryEstimator({
      baseUrl: 'https://delivery.example/estimate?dealer=wbk',
      fetch,
    })
    await expect(estimator.estimate(' 4350 ', [brisbane])).resolves.toEqual({
      price: 240,
      name: 'Toowoomba QLD',
    })
    expect(calls.map(String)).toEqual(['https://delivery.example/estimate?dealer=wbk&postcode=4350'])
  })

  it('reads a price sent as text', async () => {
    const { fetch } = fakeFetch(() => Response.json({ price: '180', name: 'Ipswich QLD' }))
    await expect(
      httpDeliveryEstimator({ baseUrl: 'https://d.example/', fetch }).estimate('4305', []),
    ).resolves.toEqual({
      price: 180,
      name: 'Ipswich QLD',
    })
  })

  it.each([
    ['an empty body', () => new Response('')],
    ['null', () => Response.json(null)],
    ['no price', () => Response.json({ name: 'Somewhere' })],
    ['no name', () => Response.json({ price: 10 })],
    ['a negative price', () => Response.json({ price: -1, name: 'X' })],
  ])('an answer with %s is no estimate (null)', async (_, respond) => {
    const { fetch } = fakeFetch(respond)
    await expect(
      httpDeliveryEstimator({ baseUrl: 'https://d.example/', fetch }).estimate('4000', []),
    ).resolves.toBeNull()
  })

  it('does not send text that is not a postcode', async () => {
    const { fetch, calls } = fakeFetch(() => Response.json({ price: 1, name: 'X' }))
    await expect(
      httpDeliveryEstimator({ baseUrl: 'https://d.example/', fetch }).estimate('40', []),
    ).resolves.toBeNull()
    expect(calls).toEqual([])
  })

  it('rejects a non-OK answer', async () => {
    const { fetch } = fakeFetch(() => new Response('nope', { status: 503 }))
    await expect(
      httpDeliveryEstimator({ baseUrl: 'https://d.example/', fetch }).estimate('4000', []),
    ).rejects.toThrow('HTTP 503')
  })

  it('rejects when the service takes longer than the timeout', async () => {
    const fetch = ((_: URL, init?: RequestInit) =>
      new Promise<Response>((_resolve, reject) => {
        init?.signal?.addEventListener('abort', () => reject(init.signal?.reason as Error))
      })) as unknown as typeof globalThis.fetch
    const estimator = httpDeliveryEstimator({ baseUrl: 'https://d.example/', fetch, timeoutMs: 20 })
    await expect(estimator.estimate('4000', [])).rejects.toThrow()
  })
})

describe('deliveryEstimatorFromEnv', () => {
  it('is embedded without DELIVERY_ESTIMATE_URL', async () => {
    await expect(
      deliveryEstimatorFromEnv(readSiteSettings({})).estimate('4000', [brisbane]),
    ).resolves.toEqual({
      name: 'Brisbane QLD',
      price: 0,
    })
  })

  it('goes to the service with DELIVERY_ESTIMATE_URL', async () => {
    const fetch = vi
      .spyOn(globalThis, 'fetch')
      .mockResolvedValue(Response.json({ price: 99, name: 'Remote' }))
    try {
      const estimator = deliveryEstimatorFromEnv(
        readSiteSettings({ DELIVERY_ESTIMATE_URL: 'https://d.example/q' }),
      )
      await expect(estimator.estimate('4000', [brisbane])).resolves.toEqual({ price: 99, name: 'Remote' })
      expect(fetch).toHaveBeenCalledOnce()
    } finally {
      fetch.mockRestore()
    }
  })

  it('rejects a bad timeout', () => {
    expect(() =>
      deliveryEstimatorFromEnv(
        readSiteSettings({
          DELIVERY_ESTIMATE_URL: 'https://d.example/',
          DELIVERY_ESTIMATE_TIMEOUT_MS: 'soon',
        }),
      ),
    ).toThrow('DELIVERY_ESTIMATE_TIMEOUT_MS')
  })
})
