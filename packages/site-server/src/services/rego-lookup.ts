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

/**
 * Australian states and territories, as registrations are issued.
 * @example australianStates.includes('QLD') // true
 */
export const australianStates = ['QLD', 'NSW', 'VIC', 'TAS', 'SA', 'WA', 'NT', 'ACT'] as const

/** An Australian state or territory code. */
export type AustralianState = (typeof australianStates)[number]

/** A registration to look up: the plate (upper case, no spaces) and the state that issued it. */
export interface RegoQuery {
  rego: string
  state: AustralianState
}

/** The vehicle a registration belongs to. */
export interface RegoVehicle {
  rego: string
  state: AustralianState
  year: number
  make: string
  model: string
  variant?: string
  vin?: string
}

/**
 * Finds the vehicle of a registration (spec section 7, "Rego lookup": rego, regoState). Resolves null when the
 * registration is not known; rejects with {@link ServiceUnavailableError} when the lookup service fails.
 * @example await rego.lookup({ rego: '561PHJ', state: 'QLD' }) // { rego: '561PHJ', state: 'QLD', year: 2025, make: 'Mazda', … }
 */
export interface RegoLookup {
  lookup(query: RegoQuery): Promise<RegoVehicle | null>
}

/**
 * What the shopper is told when a registration is not found.
 * @example send(res, 404, { message: regoNotFoundMessage })
 */
export const regoNotFoundMessage =
  "We couldn't find that registration. Please check the plate and state, or enter your car's details."

/**
 * Messages of rego lookup validation.
 * @example regoMessages.state // 'Please choose the Australian state or territory the car is registered in.'
 */
export const regoMessages = {
  rego: 'Please enter a registration of 1 to 9 letters and numbers.',
  state: 'Please choose the Australian state or territory the car is registered in.',
} as const

/**
 * A plate as registries compare it: upper case, without spaces or hyphens.
 * @example normaliseRego(' abc-12 3 ') // 'ABC123'
 */
export function normaliseRego(rego: string): string {
  return rego.replace(/[\s-]+/g, '').toUpperCase()
}

/**
 * A state code from what a form sends ('qld', ' NSW '), or null when it is not an Australian state or territory.
 * @example australianState('qld') // 'QLD'
 */
export function australianState(value: unknown): AustralianState | null {
  if (typeof value !== 'string') return null
  const code = value.trim().toUpperCase()
  return australianStates.find((state) => state === code) ?? null
}

/**
 * Reads a lookup from a JSON body `{ rego, regoState }`: the plate must be 1 to 9 letters and numbers (spaces and
 * hyphens ignored), the state an Australian state or territory.
 * @example parseRegoQuery({ rego: '561 phj', regoState: 'qld' }) // { ok: true, query: { rego: '561PHJ', state: 'QLD' } }
 */
export function parseRegoQuery(
  body: Record<string, unknown>,
): { ok: true; query: RegoQuery } | { ok: false; message: string } {
  const rego = typeof body.rego === 'string' ? normaliseRego(body.rego) : ''
  if (!/^[A-Z0-9]{1,9}$/.test(rego)) return { ok: false, message: regoMessages.rego }
  const state = australianState(body.regoState)
  if (!state) return { ok: false, message: regoMessages.state }
  return { ok: true, query: { rego, state } }
}

/** What the embedded lookup reads from a car of the tenant's stock. */
export type RegoStockCar = Pick<
  CarRecord,
  'regplate' | 'year' | 'make' | 'model' | 'badge' | 'series' | 'vin' | 'state' | 'location'
>

/** What the embedded lookup reads from a tenant location. */
export interface RegoStockLocation {
  id: number
  address?: { state?: string | null } | null
}

/**
 * The embedded lookup: the registrations of the tenant's own stock, which are real plates of real cars the dealer
 * holds, never invented ones. A car's state is its location's (the tenant's location record, else the car's
 * embedded location, else the car's `state`). Any other registration is not found.
 * @example await embeddedRegoLookup(data.cars, tenant.locations).lookup({ rego: '561PHJ', state: 'QLD' }) // { rego: '561PHJ', state: 'QLD', year: 2025, make: 'Mazda', model: 'Mazda3', variant: 'G25 GT', vin: 'JM0XLD1H4SN606106' }
 */
export function embeddedRegoLookup(
  cars: readonly RegoStockCar[],
  locations: readonly RegoStockLocation[] = [],
): RegoLookup {
  const stateOfLocation = new Map(locations.map((location) => [location.id, location.address?.state]))
  const byPlate = new Map<string, RegoVehicle>()
  for (const car of cars) {
    const rego = car.regplate ? normaliseRego(car.regplate) : ''
    const locationState = car.location ? stateOfLocation.get(car.location.id) : undefined
    const state = australianState(locationState ?? car.location?.address?.state ?? car.state)
    if (!rego || !state) continue
    const variant = car.badge?.trim()
    byPlate.set(`${state}|${rego}`, {
      rego,
      state,
      year: car.year,
      make: car.make,
      model: car.model,
      ...(variant ? { variant } : {}),
      ...(car.vin ? { vin: car.vin } : {}),
    })
  }
  return { lookup: (query) => Promise.resolve(byPlate.get(`${query.state}|${query.rego}`) ?? null) }
}

/** Where the real rego lookup service is. */
export interface HttpRegoLookupOptions extends OutsideServiceOptions {
  /** The lookup endpoint; asked with `GET {url}?rego=ABC123&state=QLD`. */
  url: string
}

/**
 * The real rego lookup: `GET {url}?rego=&state=` with the key as `x-api-key`; 404 means not found; 200 must carry
 * year, make and model (variant and vin optional). Anything else rejects with {@link ServiceUnavailableError}.
 * @example httpRegoLookup({ url: 'https://rego.example/v1/lookup', apiKey: 'k' })
 */
export function httpRegoLookup(options: HttpRegoLookupOptions): RegoLookup {
  return {
    async lookup(query) {
      const url = new URL(options.url)
      url.searchParams.set('rego', query.rego)
      url.searchParams.set('state', query.state)
      const answer = await requestJson('Rego lookup', url.toString(), options)
      if (answer.status === 404) return null
      const body = asRecord(answer.body)
      const year = body ? numberField(body, 'year') : null
      const make = body ? stringField(body, 'make') : null
      const model = body ? stringField(body, 'model') : null
      if (answer.status !== 200 || !body || year === null || !make || !model)
        throw new ServiceUnavailableError('Rego lookup', `HTTP ${answer.status} without a vehicle`)
      const variant = stringField(body, 'variant')
      const vin = stringField(body, 'vin')
      return {
        ...query,
        year,
        make,
        model,
        ...(variant ? { variant } : {}),
        ...(vin ? { vin } : {}),
      }
    },
  }
}

/**
 * The rego lookup the environment asks for: REGO_LOOKUP_URL (with REGO_LOOKUP_KEY, sent as `x-api-key`, and
 * REGO_LOOKUP_TIMEOUT_MS, default 5000) selects the real service; unset, the embedded lookup over the tenant's stock.
 * @example regoLookupFromEnv(readSiteSettings(process.env), data.cars, tenant.locations)
 */
export function regoLookupFromEnv(
  settings: Pick<SiteSettings, 'REGO_LOOKUP_URL' | 'REGO_LOOKUP_KEY' | 'REGO_LOOKUP_TIMEOUT_MS'>,
  cars: readonly RegoStockCar[],
  locations: readonly RegoStockLocation[] = [],
): RegoLookup {
  const url = settings.REGO_LOOKUP_URL
  if (!url) return embeddedRegoLookup(cars, locations)
  return httpRegoLookup({
    url,
    apiKey: settings.REGO_LOOKUP_KEY,
    timeoutMs: settings.REGO_LOOKUP_TIMEOUT_MS,
  })
}
