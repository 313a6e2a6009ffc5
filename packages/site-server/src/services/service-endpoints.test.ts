import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import type { CarRecord, TenantLocation } from '@forecourt/tenant-config'
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { embeddedFinanceQuote } from './finance-quote'
import { embeddedRegoLookup, regoNotFoundMessage } from './rego-lookup'
import { leadIdOf, serviceEndpoints, serviceMessages, type ServiceEndpointContext } from './service-endpoints'
import { endpointListener } from '../http/endpoints'
import { createRateLimiter } from '../accounts'
import { memoryAppointmentStore, memoryLeadStore, newLead } from './testing/memory-stores'
import { embeddedTradeInValuer, tradeInMessages, type AdjustmentAnswers } from './trade-in-valuation'

// Monday 23 November 2026, 10:00 am in Brisbane.
const now = new Date('2026-11-23T00:00:00Z')
const weekHours = [
  { weekday: 0, status: 'Closed' as const, open: null, close: null },
  ...[1, 2, 3, 4, 5].map((weekday) => ({ weekday, status: 'Open' as const, open: '08:30', close: '17:30' })),
  { weekday: 6, status: 'Open' as const, open: '08:00', close: '12:00' },
]
const locations = [
  {
    id: 1001,
    name: 'Toowoomba - Sales',
    address: { state: 'QLD' },
    contact_detail: { opening_hours: weekHours },
    special_hours: [
      { date: '2026-12-25', status: 'Closed', location_id: 1001 },
      { date: '2026-12-24', status: 'Closed', location_id: 9999 }, // another location's closure
    ],
  },
] as TenantLocation[]
const stockCar = (
  id: number,
  year: number,
  price: number,
  km: number,
  regplate: string | null,
  model = 'CX-5',
) =>
  ({
    id,
    make: 'Mazda',
    model,
    year,
    price,
    km,
    regplate,
    badge: null,
    vin: null,
    state: 'QLD',
    car_type: 'used',
    location: { id: 1001, name: 'Toowoomba - Sales' },
  }) as unknown as CarRecord
const cars = [
  stockCar(1, 2021, 30_000, 60_000, null),
  stockCar(2, 2022, 32_000, 50_000, 'CX5001'),
  stockCar(3, 2023, 34_000, 40_000, null),
  stockCar(4, 2025, 37_990, 9_376, '561PHJ', 'Mazda3'),
]
const usual: AdjustmentAnswers = {
  odometer: '20k_50k',
  condition: 'good',
  accident_history: 'none',
  service_history: 'full',
  finance_owing: 'no',
  keys: 'two_or_more',
}

const leads = memoryLeadStore()
const appointments = memoryAppointmentStore()
const log = vi.fn<(message: string) => void>()
const embeddedProviders = () => ({
  quote: embeddedFinanceQuote(),
  rego: embeddedRegoLookup(cars, locations),
  valuation: embeddedTradeInValuer(cars, { now: () => now }),
})
const context: ServiceEndpointContext = {
  tenant: 'tenant-a',
  locations,
  cars,
  leads,
  appointments,
  providers: embeddedProviders(),
  clock: () => now,
  log,
}
let server: Server
let origin = ''

beforeAll(async () => {
  const listener = endpointListener(serviceEndpoints(context))
  server = createServer((req, res) => void listener(req, res))
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
})

afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())))

afterEach(() => {
  context.providers = embeddedProviders()
  context.leads = leads
  delete context.limits
  log.mockClear()
})

const post = async (path: string, body: unknown) => {
  const response = await fetch(origin + path, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  })
  return { status: response.status, body: (await response.json()) as Record<string, unknown> }
}
const get = async (path: string) => {
  const response = await fetch(origin + path)
  return {
    status: response.status,
    body: (await response.json()) as Record<string, unknown>,
    headers: response.headers,
  }
}
const leadOf = async (tenant = 'tenant-a', payload: Parameters<typeof newLead>[1] = {}) =>
  (await leads.insert(newLead(tenant, payload))).lead.id
const otherTenantsLead = () => leadOf('tenant-b', { km: 50_000 })
const unknownLead = '0f8fad5b-d9cb-469f-a165-70867728950e'

type Days = { date: string; label: string; times: { value: string; label: string }[] }[]

describe('GET /api/test-drive/availability (spec section 7, "Appointment availability fetch")', () => {
  it('answers days of free times from the chosen date, nothing within the lead time', async () => {
    const { status, body, headers } = await get(
      '/api/test-drive/availability?location_id=1001&from=2026-11-23',
    )
    expect(status).toBe(200)
    expect(headers.get('cache-control')).toBe('no-store')
    const days = body.days as Days
    expect(days[0]).toMatchObject({ date: '2026-11-23', label: 'Mon 23 Nov' })
    expect(days[0]?.times[0]).toEqual({ value: '2026-11-23T02:00:00.000Z', label: '12:00 pm' })
  })

  it('leaves out booked slots', async () => {
    await appointments.book('tenant-a', {
      locationId: 1001,
      startsAt: new Date('2026-11-24T00:00:00Z'),
      leadId: unknownLead,
    })
    await appointments.book('tenant-b', {
      locationId: 1001,
      startsAt: new Date('2026-11-24T00:30:00Z'),
      leadId: unknownLead,
    })
    const days = (await get('/api/test-drive/availability?location_id=1001&from=2026-11-24')).body
      .days as Days
    const tuesday = days.find((day) => day.date === '2026-11-24')?.times.map((time) => time.label)
    expect(tuesday).not.toContain('10:00 am')
    expect(tuesday).toContain('10:30 am') // another tenant's booking is not this dealer's
  })

  it("applies the location's special hours only (closed on Christmas Day)", async () => {
    const days = (await get('/api/test-drive/availability?location_id=1001&from=2026-12-21')).body
      .days as Days
    const dates = days.map((day) => day.date)
    expect(dates).toContain('2026-12-24')
    expect(dates).not.toContain('2026-12-25')
  })

  it.each([
    ['an unknown location', '?location_id=42', serviceMessages.unknownLocation],
    ['no location', '', serviceMessages.unknownLocation],
    ['a location id that is not a number', '?location_id=abc', serviceMessages.unknownLocation],
    ['a date that does not exist', '?location_id=1001&from=2026-02-30', serviceMessages.from],
    ['a date written another way', '?location_id=1001&from=23/11/2026', serviceMessages.from],
    ['a date more than a year ahead', '?location_id=1001&from=2028-01-01', serviceMessages.from],
  ])('400 for %s', async (_case, query, message) => {
    expect(await get(`/api/test-drive/availability${query}`)).toMatchObject({
      status: 400,
      body: { message },
    })
  })
})

describe('POST /api/youx/quote (spec section 7)', () => {
  const body = {
    selfAssessedCreditScore: 'GREAT',
    purchasePrice: 30_000,
    loanTerm: 5,
    year: 2025,
    vin: 'JM0XLD1H4SN606106',
    nvic: 'R2N5L9',
    whoIsHelping: 'Sam',
  }

  it("quote credit score 'GREAT', loan term 5", async () => {
    expect(await post('/api/youx/quote', body)).toEqual({
      status: 200,
      body: { weeklyRepaymentAmount: 146, advertisedRate: 8.49, comparisonRate: 9.6 },
    })
  })

  it('only for a positive purchasePrice: 400 otherwise', async () => {
    expect(await post('/api/youx/quote', { ...body, purchasePrice: 0 })).toMatchObject({ status: 400 })
  })

  it('502 with a message when the quote service fails (the page ignores it)', async () => {
    context.providers.quote = { quote: () => Promise.reject(new Error('down')) }
    expect(await post('/api/youx/quote', body)).toEqual({
      status: 502,
      body: { message: serviceMessages.quoteUnavailable },
    })
    expect(log).toHaveBeenCalledWith(expect.stringContaining('finance quote failed'))
  })
})

describe('POST /api/trade-in/rego-lookup (spec section 4, "Trade-in flow steps: rego lookup")', () => {
  it("answers the vehicle and stores step 'rego' on the lead", async () => {
    const id = await leadOf()
    const { status, body } = await post('/api/trade-in/rego-lookup', {
      lead_id: id,
      rego: '561 phj',
      regoState: 'qld',
    })
    expect(status).toBe(200)
    const vehicle = { rego: '561PHJ', state: 'QLD', year: 2025, make: 'Mazda', model: 'Mazda3' }
    expect(body).toEqual({ ...vehicle, offer: null }) // no adjustment answers yet
    expect((await leads.get('tenant-a', id))?.steps.rego).toMatchObject({ rego: '561PHJ', vehicle })
  })

  it("404 with 'We couldn't find that registration…', and the attempt is stored", async () => {
    const id = await leadOf()
    expect(await post('/api/trade-in/rego-lookup', { lead_id: id, rego: 'NOPE1', regoState: 'QLD' })).toEqual(
      {
        status: 404,
        body: { message: regoNotFoundMessage },
      },
    )
    expect((await leads.get('tenant-a', id))?.steps.rego).toMatchObject({ rego: 'NOPE1', vehicle: null })
  })

  it('looks up without storing when no lead_id is given', async () => {
    leads.updates.length = 0
    expect((await post('/api/trade-in/rego-lookup', { rego: '561PHJ', regoState: 'QLD' })).status).toBe(200)
    expect(leads.updates).toEqual([])
  })

  it.each([
    [
      'an invalid lead id',
      { lead_id: 'lead-1', rego: '561PHJ', regoState: 'QLD' },
      400,
      serviceMessages.leadId,
    ],
    [
      'an invalid rego',
      { rego: 'TOOLONGPLATE', regoState: 'QLD' },
      400,
      'Please enter a registration of 1 to 9 letters and numbers.',
    ],
    [
      'a lead that does not exist',
      { lead_id: unknownLead, rego: '561PHJ', regoState: 'QLD' },
      404,
      serviceMessages.unknownLead,
    ],
  ])('%s: %i', async (_case, body, status, message) => {
    expect(await post('/api/trade-in/rego-lookup', body)).toEqual({ status, body: { message } })
  })

  it('a lead of another tenant answers 404 and is not changed', async () => {
    const id = await otherTenantsLead()
    expect(
      (await post('/api/trade-in/rego-lookup', { lead_id: id, rego: '561PHJ', regoState: 'QLD' })).status,
    ).toBe(404)
    expect((await leads.get('tenant-b', id))?.steps).toEqual({})
  })

  it('502 when the lookup service fails', async () => {
    context.providers.rego = { lookup: () => Promise.reject(new Error('timeout')) }
    expect(await post('/api/trade-in/rego-lookup', { rego: '561PHJ', regoState: 'QLD' })).toEqual({
      status: 502,
      body: { message: serviceMessages.regoUnavailable },
    })
  })
})

describe('trade-in valuation: lead, adjustments, rego lookup (spec section 4, "Trade-in flow steps")', () => {
  const lookUp = (id: string) =>
    post('/api/trade-in/rego-lookup', { lead_id: id, rego: 'CX5001', regoState: 'QLD' })
  const adjust = (id: string, extra: Record<string, unknown> = {}) =>
    post('/api/trade-in/adjustments', { id, adjustmentAnswers: usual, ...extra })

  it("in the spec's order the answers wait for the car, and the rego lookup answers it with its offer", async () => {
    const id = await leadOf()
    expect(await adjust(id)).toEqual({
      status: 200,
      body: { offer_price: null, reason: 'awaiting-vehicle', message: serviceMessages.awaitingVehicle },
    })
    expect((await leads.get('tenant-a', id))?.steps.adjustments).toMatchObject({ answers: usual })
    // Median $32,000 × 0.85 = $27,200; the '20,000 to 50,000 km' band stands for 35,000 km, 15,000 under the
    // comparables' median: +$1,500; +2% for a full service history.
    expect(await lookUp(id)).toEqual({
      status: 200,
      body: {
        rego: 'CX5001',
        state: 'QLD',
        year: 2022,
        make: 'Mazda',
        model: 'CX-5',
        offer: { offer_price: 29_274, reason: 'estimate', comparables: 3 },
      },
    })
    expect((await leads.get('tenant-a', id))?.steps.offer).toMatchObject({
      offer_price: 29_274,
      vehicle: { year: 2022, make: 'Mazda', model: 'CX-5', km: 35_000 },
    })
  })

  it("rego lookup first: the adjustments answer offer_price in whole dollars, the lead's km first", async () => {
    const id = await leadOf('tenant-a', { km: 50_000 })
    await lookUp(id)
    expect(await adjust(id)).toEqual({
      status: 200,
      body: { offer_price: 27_744, reason: 'estimate', comparables: 3 },
    })
  })

  it("a car over 7 years old gets offer_price null, reason 'manual'", async () => {
    const id = await leadOf()
    const vehicle = { year: 2015, make: 'Mazda', model: 'CX-5', km: 80_000 }
    expect(await adjust(id, { vehicle })).toEqual({
      status: 200,
      body: { offer_price: null, reason: 'manual', message: tradeInMessages.manual },
    })
  })

  it("'Over 100,000 km' gets offer_price null, reason 'manual'", async () => {
    const id = await leadOf()
    await lookUp(id)
    expect((await adjust(id, { adjustmentAnswers: { ...usual, odometer: 'over_100k' } })).body).toMatchObject(
      {
        offer_price: null,
        reason: 'manual',
      },
    )
  })

  it("never values the car being bought: the lead's make and model are not the trade-in's", async () => {
    const id = await leadOf('tenant-a', { year: 2024, make: 'Mazda', model: 'CX-5', km: 50_000 })
    expect((await adjust(id)).body).toMatchObject({ offer_price: null, reason: 'awaiting-vehicle' })
  })

  it("the car's details typed by hand override the rego lookup's", async () => {
    const id = await leadOf()
    await lookUp(id)
    const vehicle = { year: 2023, make: 'Mazda', model: 'Mazda3' }
    expect((await adjust(id, { vehicle })).body).toMatchObject({
      offer_price: null,
      reason: 'no-comparables',
    })
  })

  it.each([
    ['no lead id', { adjustmentAnswers: usual }, 400, serviceMessages.leadId],
    [
      'an answer that is not an option',
      { id: unknownLead, adjustmentAnswers: { ...usual, keys: 'none' } },
      400,
      'Please choose one of the answers to: How many keys do you have?',
    ],
    [
      'a missing answer',
      { id: unknownLead, adjustmentAnswers: { ...usual, odometer: undefined } },
      400,
      'Please answer: How many kilometres has your car done?',
    ],
    [
      'a lead that does not exist',
      { id: unknownLead, adjustmentAnswers: usual },
      404,
      serviceMessages.unknownLead,
    ],
  ])('%s: %i', async (_case, body, status, message) => {
    expect(await post('/api/trade-in/adjustments', body)).toEqual({ status, body: { message } })
  })

  it('a lead of another tenant answers 404 and is not changed', async () => {
    const id = await otherTenantsLead()
    expect((await adjust(id)).status).toBe(404)
    expect((await leads.get('tenant-b', id))?.steps).toEqual({})
  })

  it('502 when the valuation service fails, with the answers already stored', async () => {
    const id = await leadOf()
    await lookUp(id)
    context.providers.valuation = { offer: () => Promise.reject(new Error('down')) }
    expect(await adjust(id)).toEqual({ status: 502, body: { message: serviceMessages.valuationUnavailable } })
    expect((await leads.get('tenant-a', id))?.steps.adjustments).toBeDefined()
  })

  it('a valuation failure during the rego lookup still answers the car, with offer null', async () => {
    const id = await leadOf()
    await adjust(id)
    context.providers.valuation = { offer: () => Promise.reject(new Error('down')) }
    expect(await lookUp(id)).toMatchObject({ status: 200, body: { rego: 'CX5001', offer: null } })
    expect(log).toHaveBeenCalledWith(expect.stringContaining('trade-in valuation failed'))
  })
})

describe("POST /api/trade-in/offer-accepted (subcategory '3. Offer Accepted', marks form completed and offer accepted)", () => {
  it('marks the lead', async () => {
    const id = await leadOf('tenant-a', { km: 50_000 })
    await post('/api/trade-in/rego-lookup', { lead_id: id, rego: 'CX5001', regoState: 'QLD' })
    await post('/api/trade-in/adjustments', { id, adjustmentAnswers: usual })
    expect(
      await post('/api/trade-in/offer-accepted', { lead_id: id, form_completed: true, offer_accepted: true }),
    ).toEqual({
      status: 200,
      body: { success: true },
    })
    const lead = await leads.get('tenant-a', id)
    expect(lead).toMatchObject({ subcategory: '3. Offer Accepted', formCompleted: true, offerAccepted: true })
    expect(lead?.steps.offer_accepted).toMatchObject({ offer_price: 27_744 })
  })

  it('409 when the lead has no offer to accept', async () => {
    const id = await leadOf()
    expect(
      await post('/api/trade-in/offer-accepted', { lead_id: id, form_completed: true, offer_accepted: true }),
    ).toEqual({
      status: 409,
      body: { message: serviceMessages.noOffer },
    })
  })

  it.each([
    [
      'offer_accepted false',
      { lead_id: unknownLead, offer_accepted: false },
      400,
      serviceMessages.offerAccepted,
    ],
    ['a lead id that is not a UUID', { lead_id: 12, offer_accepted: true }, 400, serviceMessages.leadId],
    [
      'a lead that does not exist',
      { lead_id: unknownLead, offer_accepted: true },
      404,
      serviceMessages.unknownLead,
    ],
  ])('%s: %i', async (_case, body, status, message) => {
    expect(await post('/api/trade-in/offer-accepted', body)).toEqual({ status, body: { message } })
  })

  it('a lead of another tenant answers 404', async () => {
    const id = await otherTenantsLead()
    expect((await post('/api/trade-in/offer-accepted', { lead_id: id, offer_accepted: true })).status).toBe(
      404,
    )
  })
})

describe('POST /api/miscellaneous (valuation data, column_name valuation)', () => {
  const valuation = { listing_price: 27_744, source: 'autogauge' }

  it("stores step 'valuation'", async () => {
    const id = await leadOf()
    expect(await post('/api/miscellaneous', { lead_id: id, column_name: 'valuation', valuation })).toEqual({
      status: 200,
      body: { success: true },
    })
    expect((await leads.get('tenant-a', id))?.steps.valuation).toMatchObject({ valuation })
  })

  it('without a lead there is nothing to store: logged, success', async () => {
    expect(await post('/api/miscellaneous', { column_name: 'valuation', valuation })).toEqual({
      status: 200,
      body: { success: true },
    })
    expect(log).toHaveBeenCalledWith(expect.stringContaining('without lead_id'))
  })

  it.each([
    ['another column', { column_name: 'notes', valuation }, 400, serviceMessages.columnName],
    [
      'a valuation that is not an object',
      { column_name: 'valuation', valuation: 'high' },
      400,
      serviceMessages.valuation,
    ],
    [
      'a lead that does not exist',
      { lead_id: unknownLead, column_name: 'valuation', valuation },
      404,
      serviceMessages.unknownLead,
    ],
  ])('%s: %i', async (_case, body, status, message) => {
    expect(await post('/api/miscellaneous', body)).toEqual({ status, body: { message } })
  })

  it('a lead of another tenant answers 404', async () => {
    const id = await otherTenantsLead()
    expect(
      (await post('/api/miscellaneous', { lead_id: id, column_name: 'valuation', valuation })).status,
    ).toBe(404)
  })
})

describe('bodies, methods and failures', () => {
  it('a body over 8 KB answers 413', async () => {
    const big = { column_name: 'valuation', valuation: { text: 'x'.repeat(9 * 1024) } }
    expect(await post('/api/miscellaneous', big)).toEqual({
      status: 413,
      body: { message: 'Request body too large' },
    })
  })

  it.each([
    ['/api/trade-in/adjustments', { id: 'not-a-lead', adjustmentAnswers: 'good' }],
    ['/api/trade-in/offer-accepted', { lead_id: 'not-a-lead', offer_accepted: 'yes' }],
    ['/api/miscellaneous', { lead_id: 'not-a-lead', column_name: 'notes', valuation: 'high' }],
    ['/api/trade-in/rego-lookup', { lead_id: 'not-a-lead', rego: 561, regoState: 'QLD' }],
  ])(
    '%s: with several fields wrong, the lead id is named first, as before any other check',
    async (path, body) => {
      expect(await post(path, body)).toEqual({ status: 400, body: { message: serviceMessages.leadId } })
    },
  )

  it.each([['not json'], ['[1, 2]'], ['null']])(
    'a body that is not a JSON object (%s) answers 400',
    async (text) => {
      expect(await post('/api/youx/quote', text)).toEqual({
        status: 400,
        body: { message: 'Expected a JSON object' },
      })
    },
  )

  it('leaves other paths to the next handler', async () => {
    expect((await fetch(`${origin}/api/other`)).status).toBe(418)
  })

  it('a storage failure answers 500 with a message and is logged', async () => {
    context.leads = { ...leads, updateSteps: () => Promise.reject(new Error('database is down')) }
    const id = await leadOf()
    expect(
      await post('/api/miscellaneous', { lead_id: id, column_name: 'valuation', valuation: {} }),
    ).toEqual({
      status: 500,
      body: { message: serviceMessages.failed },
    })
    expect(log).toHaveBeenCalledWith(expect.stringContaining('database is down'))
  })
})

describe('paid outside calls are limited per client: Rego lookup, valuation, finance quote', () => {
  it.each([
    ['/api/youx/quote', { selfAssessedCreditScore: 'GREAT', purchasePrice: 30_000, loanTerm: 5 }],
    ['/api/trade-in/rego-lookup', { rego: 'ABC123', regoState: 'QLD' }],
    ['/api/trade-in/adjustments', { id: unknownLead, adjustmentAnswers: usual }],
  ])('%s: past the budget, 429 with Retry-After and no outside call', async (path, body) => {
    context.limits = {
      perClient: createRateLimiter({ name: 'services', limit: 2, windowMs: 60_000, clock: () => now }),
    }
    const calls = vi.fn()
    const providers = embeddedProviders()
    context.providers = {
      quote: { quote: (request) => (calls(), providers.quote.quote(request)) },
      rego: { lookup: (query) => (calls(), providers.rego.lookup(query)) },
      valuation: { offer: (input) => (calls(), providers.valuation.offer(input)) },
    }
    for (let sent = 0; sent < 2; sent += 1) expect((await post(path, body)).status).not.toBe(429)
    const callsWithinBudget = calls.mock.calls.length
    const response = await fetch(origin + path, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    })
    expect(response.status).toBe(429)
    expect(response.headers.get('retry-after')).toBe('60')
    expect(((await response.json()) as { message: string }).message).toBe(serviceMessages.tooMany)
    expect(calls.mock.calls.length).toBe(callsWithinBudget)
  })

  it('reads (test-drive availability) are not counted', async () => {
    context.limits = {
      perClient: createRateLimiter({ name: 'services', limit: 1, windowMs: 60_000, clock: () => now }),
    }
    for (let sent = 0; sent < 3; sent += 1)
      expect((await get('/api/test-drive/availability?location_id=1001&from=2026-11-24')).status).not.toBe(
        429,
      )
  })
})

describe('leadIdOf: lead ids are UUIDs', () => {
  it.each([
    [
      { lead_id: '0F8FAD5B-D9CB-469F-A165-70867728950E' },
      { kind: 'given', id: '0f8fad5b-d9cb-469f-a165-70867728950e' },
    ],
    [{}, { kind: 'absent' }],
    [{ lead_id: '' }, { kind: 'absent' }],
    [{ lead_id: null }, { kind: 'absent' }],
    [{ lead_id: 'lead-1' }, { kind: 'invalid' }],
    [{ lead_id: 42 }, { kind: 'invalid' }],
    [{ lead_id: "0f8fad5b-d9cb-469f-a165-70867728950e' OR 1=1" }, { kind: 'invalid' }],
  ])('%j gives %j', (body, field) => {
    expect(leadIdOf(body, 'lead_id')).toEqual(field)
  })
})
