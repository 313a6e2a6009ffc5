import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import type { ActivityStore } from '@forecourt/site-storage'
import type { CarRecord } from '@forecourt/tenant-config'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import type { VehiclePage } from '../site/vehicle-types'
import { createRateLimiter, endpointListener } from '@forecourt/site-server'
import {
  activityMessages,
  deliveryMessages,
  vehicleEndpoints,
  type VehicleServices,
} from './vehicle-endpoints'

const car = {
  id: 7,
  slug: 'a-car',
  views: 10,
  photos_count: 3,
  updated_at: '2026-10-01T00:00:00+10:00',
  dealership_id: 2,
} as CarRecord
const phoneReveal = vi.fn<ActivityStore['phoneReveal']>(() => Promise.resolve())
const counted = new Map<string, number>()
const activity: VehicleServices['activity'] = {
  incrementViews: (tenant, carId, startFrom) => {
    const next = (counted.get(`${tenant}:${carId}`) ?? startFrom) + 1
    counted.set(`${tenant}:${carId}`, next)
    return Promise.resolve(next)
  },
  phoneReveal,
  event: vi.fn(() => Promise.resolve()),
}
const gauge = vi.fn<VehicleServices['gauge']>(() => Promise.resolve(null))
// Three valuations per client per window: enough for the tests above the limit's own.
// The budgets' clock is pinned, so a window never ends in the middle of the tests that spend them.
const clock = () => new Date('2026-11-01T00:00:00Z')
const autogaugeBudget = createRateLimiter({ name: 'autogauge', limit: 3, windowMs: 60_000, clock })
// Enough view counts, phone reveals and events for every test above the limit's own (the last one).
const activityBudget = createRateLimiter({ name: 'activity', limit: 30, windowMs: 60_000, clock })
let server: Server
let origin = ''

beforeAll(async () => {
  const listener = endpointListener(
    vehicleEndpoints({
      tenant: 'tenant-a',
      car: (slug) => (slug === car.slug ? car : null),
      carById: (id) => (id === car.id ? car : null),
      page: (slug) => Promise.resolve(slug === car.slug ? ({ slug } as VehiclePage) : null),
      limits: { perClient: autogaugeBudget, activity: activityBudget },
      services: {
        gauge,
        deliveryEstimate: (postcode) =>
          Promise.resolve(postcode === '4350' ? { price: 180, name: 'Toowoomba QLD' } : null),
        pdf: () => Promise.resolve(new TextEncoder().encode('%PDF-1.3 test')),
        activity,
      },
    }),
  )
  server = createServer((req, res) => void listener(req, res))
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
})

afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())))

const post = (path: string, body: string) =>
  fetch(origin + path, { method: 'POST', body, headers: { 'content-type': 'application/json' } })

describe('vehicle endpoints', () => {
  it('view.json counts a view from the feed count and echoes the car fields (spec section 7)', async () => {
    const first = (await (await fetch(`${origin}/cars/a-car/view.json?photos_count=3`)).json()) as object
    expect(first).toEqual({ views: 11, car_fields: { photos_count: 3, updated_at: car.updated_at } })
    expect(((await (await fetch(`${origin}/cars/a-car/view.json`)).json()) as { views: number }).views).toBe(
      12,
    )
    expect((await fetch(`${origin}/cars/other/view.json`)).status).toBe(404)
  })

  it('autogauge answers 204 when there is no valuation, so the block stays hidden', async () => {
    expect((await fetch(`${origin}/cars/a-car/autogauge`)).status).toBe(204)
  })

  it('autogauge, a paid outside call, is limited per client: past the budget 429 with Retry-After, no call', async () => {
    while ((await autogaugeBudget.take('autogauge:tenant-a:127.0.0.1')).allowed) {
      // Spends what is left of this client's budget.
    }
    gauge.mockClear()
    const refused = await fetch(`${origin}/cars/a-car/autogauge`)
    expect(refused.status).toBe(429)
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0)
    expect(gauge).not.toHaveBeenCalled()
  })

  it.each(['/cars/%E0%A4%A/autogauge', '/cars/%/view.json', '/api/cars/%ZZ/pdf'])(
    '%s: a broken %% escape in the car slug answers 404, not 500',
    async (path) => {
      expect((await fetch(origin + path)).status).toBe(404)
    },
  )

  it.each([
    ['', 400, deliveryMessages.empty],
    ['12', 404, deliveryMessages.unknown],
    ['0000', 404, deliveryMessages.unknown],
  ])("delivery estimate for postcode '%s': %i with the spec's message", async (postcode, status, message) => {
    const response = await fetch(`${origin}/api/delivery-estimate?postcode=${postcode}`)
    expect(response.status).toBe(status)
    expect(await response.json()).toEqual({ message })
  })

  it('delivery estimate for a known postcode: price and region', async () => {
    expect(await (await fetch(`${origin}/api/delivery-estimate?postcode=4350`)).json()).toEqual({
      price: 180,
      name: 'Toowoomba QLD',
    })
  })

  it('the PDF downloads as {slug}.pdf', async () => {
    const response = await fetch(`${origin}/api/cars/a-car/pdf`)
    expect(response.headers.get('content-type')).toBe('application/pdf')
    expect(response.headers.get('content-disposition')).toBe('attachment; filename="a-car.pdf"')
  })

  it('a phone reveal is recorded only for a car of this tenant; the dealership comes from the car', async () => {
    expect((await post('/api/phone-reveal', '{"car_id":7,"dealership_id":999}')).status).toBe(204)
    expect(phoneReveal).toHaveBeenCalledWith({
      tenant: 'tenant-a',
      carId: 7,
      dealershipId: 2,
      websiteId: 'tenant-a',
    })
    expect((await post('/api/phone-reveal', '{"car_id":8}')).status).toBe(400)
    expect((await post('/api/phone-reveal', 'not json')).status).toBe(400)
    expect((await post('/api/phone-reveal', 'x'.repeat(10_000))).status).toBe(413)
  })

  it('analytics events need a known event id', async () => {
    expect((await post('/api/events', '{"event":26,"car_id":7}')).status).toBe(204)
    expect((await post('/api/events', '{"event":"26; drop"}')).status).toBe(400)
  })

  it('view counts, phone reveals and events are limited per client: past the budget 429 with Retry-After, no write', async () => {
    while ((await activityBudget.take('tenant-a:127.0.0.1')).allowed) {
      // Spends what is left of this client's budget.
    }
    phoneReveal.mockClear()
    const views = counted.get('tenant-a:7')
    for (const refused of [
      await fetch(`${origin}/cars/a-car/view.json`),
      await post('/api/phone-reveal', '{"car_id":7}'),
      await post('/api/events', '{"event":26,"car_id":7}'),
    ]) {
      expect(refused.status).toBe(429)
      expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0)
      expect(((await refused.json()) as { message: string }).message).toBe(activityMessages.tooMany)
    }
    expect(phoneReveal).not.toHaveBeenCalled()
    expect(counted.get('tenant-a:7')).toBe(views)
  })
})
