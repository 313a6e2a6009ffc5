import { describe, expect, it, vi } from 'vitest'
import { readSiteSettings } from '../settings/site-settings'
import { ServiceUnavailableError } from './outside-http'
import {
  embeddedRegoLookup,
  httpRegoLookup,
  normaliseRego,
  parseRegoQuery,
  regoLookupFromEnv,
  regoMessages,
  type RegoStockCar,
} from './rego-lookup'

const car = (overrides: Partial<RegoStockCar>): RegoStockCar => ({
  regplate: null,
  year: 2025,
  make: 'Mazda',
  model: 'Mazda3',
  badge: 'G25 GT',
  series: 'BP Series',
  vin: 'JM0XLD1H4SN606106',
  state: 'QLD',
  location: { id: 1010, name: 'Maroochydore - Sales' },
  ...overrides,
})
const locations = [
  { id: 1010, address: { state: 'QLD' } },
  { id: 2001, address: { state: 'NSW' } },
]
const stock = [
  car({ regplate: '561PHJ' }),
  // The car's own state says QLD, but it sits at the NSW location: the location's state wins.
  car({
    regplate: 'ab 12 cd',
    make: 'Kia',
    model: 'Sportage',
    badge: null,
    vin: null,
    location: { id: 2001, name: 'Gosford' },
  }),
  car({ regplate: 'XYZ999', location: null, state: 'VIC' }),
  car({ regplate: null }),
]
const lookup = embeddedRegoLookup(stock, locations)

describe('parseRegoQuery (rego 1–9 letters and numbers, an Australian state)', () => {
  it.each([
    [
      { rego: '561 phj', regoState: 'qld' },
      { ok: true, query: { rego: '561PHJ', state: 'QLD' } },
    ],
    [
      { rego: 'A', regoState: 'ACT' },
      { ok: true, query: { rego: 'A', state: 'ACT' } },
    ],
    [
      { rego: 'ABC-123', regoState: ' nsw ' },
      { ok: true, query: { rego: 'ABC123', state: 'NSW' } },
    ],
    [
      { rego: '', regoState: 'QLD' },
      { ok: false, message: regoMessages.rego },
    ],
    [
      { rego: 'ABCDEFGHIJ', regoState: 'QLD' },
      { ok: false, message: regoMessages.rego },
    ],
    [
      { rego: 'AB$12', regoState: 'QLD' },
      { ok: false, message: regoMessages.rego },
    ],
    [
      { rego: 12345, regoState: 'QLD' },
      { ok: false, message: regoMessages.rego },
    ],
    [
      { rego: 'ABC123', regoState: 'NZ' },
      { ok: false, message: regoMessages.state },
    ],
    [{ rego: 'ABC123' }, { ok: false, message: regoMessages.state }],
  ])('%j gives %j', (body, expected) => {
    expect(parseRegoQuery(body)).toEqual(expected)
  })

  it('normalises case, spaces and hyphens', () => {
    expect(normaliseRego(' ab-12 cd ')).toBe('AB12CD')
  })
})

describe("embeddedRegoLookup: the tenant's own stock, never invented plates", () => {
  it.each([
    [
      'a plate of a car in stock',
      { rego: '561PHJ', state: 'QLD' },
      {
        rego: '561PHJ',
        state: 'QLD',
        year: 2025,
        make: 'Mazda',
        model: 'Mazda3',
        variant: 'G25 GT',
        vin: 'JM0XLD1H4SN606106',
      },
    ],
    [
      'a plate stored with spaces and lower case',
      { rego: 'AB12CD', state: 'NSW' },
      { rego: 'AB12CD', state: 'NSW', year: 2025, make: 'Kia', model: 'Sportage' },
    ],
    ["the state of the car's location, not the car's own field", { rego: 'AB12CD', state: 'QLD' }, null],
    [
      "the car's state when it has no location",
      { rego: 'XYZ999', state: 'VIC' },
      {
        rego: 'XYZ999',
        state: 'VIC',
        year: 2025,
        make: 'Mazda',
        model: 'Mazda3',
        variant: 'G25 GT',
        vin: 'JM0XLD1H4SN606106',
      },
    ],
    ['the right plate in another state', { rego: '561PHJ', state: 'NSW' }, null],
    ['a plate nobody in stock has', { rego: 'NOPE1', state: 'QLD' }, null],
  ] as const)('%s', async (_case, query, expected) => {
    expect(await lookup.lookup(query)).toEqual(expected)
  })
})

describe('httpRegoLookup (REGO_LOOKUP_URL, REGO_LOOKUP_KEY)', () => {
  const answering = (status: number, body: unknown) =>
    vi.fn<typeof fetch>(() =>
      Promise.resolve(new Response(body === null ? null : JSON.stringify(body), { status })),
    )

  it('asks GET {url}?rego=&state= with the key and reads the vehicle', async () => {
    const fetchImpl = answering(200, {
      year: '2019',
      make: 'Toyota',
      model: 'Corolla',
      variant: 'Ascent Sport',
      vin: null,
    })
    const vehicle = await httpRegoLookup({
      url: 'https://rego.example/v1/lookup',
      apiKey: 'secret',
      fetch: fetchImpl,
    }).lookup({
      rego: 'ABC123',
      state: 'QLD',
    })
    expect(vehicle).toEqual({
      rego: 'ABC123',
      state: 'QLD',
      year: 2019,
      make: 'Toyota',
      model: 'Corolla',
      variant: 'Ascent Sport',
    })
    const [url, init] = fetchImpl.mock.calls[0] ?? []
    expect(url).toBe('https://rego.example/v1/lookup?rego=ABC123&state=QLD')
    expect(init?.method).toBe('GET')
    expect(init?.headers).toMatchObject({ 'x-api-key': 'secret' })
  })

  it('404 means not found', async () => {
    const rego = httpRegoLookup({ url: 'https://rego.example/v1', fetch: answering(404, null) })
    expect(await rego.lookup({ rego: 'ABC123', state: 'QLD' })).toBeNull()
  })

  it.each([
    ['a server error', answering(503, { error: 'maintenance' })],
    ['an answer without a make', answering(200, { year: 2019, model: 'Corolla' })],
  ])('%s rejects with ServiceUnavailableError', async (_case, fetchImpl) => {
    await expect(
      httpRegoLookup({ url: 'https://rego.example/v1', fetch: fetchImpl }).lookup({
        rego: 'ABC123',
        state: 'QLD',
      }),
    ).rejects.toThrow(ServiceUnavailableError)
  })
})

describe('regoLookupFromEnv', () => {
  it('is the embedded lookup when REGO_LOOKUP_URL is unset', async () => {
    expect(
      await regoLookupFromEnv(readSiteSettings({}), stock, locations).lookup({
        rego: '561PHJ',
        state: 'QLD',
      }),
    ).not.toBeNull()
  })

  it('stops at start on a REGO_LOOKUP_URL that is not an address', () => {
    expect(() => regoLookupFromEnv(readSiteSettings({ REGO_LOOKUP_URL: 'not a url' }), stock)).toThrow(
      /REGO_LOOKUP_URL/,
    )
  })
})
