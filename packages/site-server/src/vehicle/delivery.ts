import { sortByDistance, type DeliveryEstimate, type Location } from '@forecourt/stock-rules'
import { embeddedGeocoder, type Geocoder } from './geocoding'
import { isPostcode } from './postcodes'
import type { SiteSettings } from '../settings/site-settings'

/** A dealer location as the estimator needs it: its address with coordinates (`address.lat`, `address.long`). */
export type DeliveryOrigin = Pick<Location, 'address'>

/**
 * Estimates delivering a car to a postcode from the nearest of the tenant's locations (spec section 7, "Delivery
 * estimate by postcode"): `{ price, name }` with the region's name, or null when there is no estimate for that
 * postcode (the calculator then shows the spec's unknown-location message).
 */
export interface DeliveryEstimator {
  estimate(postcode: string, locations: readonly DeliveryOrigin[]): Promise<DeliveryEstimate | null>
}

/** How the embedded estimator prices a delivery from the straight-line distance to the nearest location. */
export interface DeliveryTariff {
  /** Within this many km of the nearest location delivery is free (price 0). @defaultValue 50 */
  localRadiusKm: number
  /** Flat fee of any delivery beyond the local radius, in dollars. @defaultValue 100 */
  baseFee: number
  /** Dollars per km beyond the local radius. @defaultValue 1.5 */
  perKm: number
  /** Prices are rounded up to a multiple of this many dollars. @defaultValue 10 */
  roundTo: number
}

/**
 * The default tariff: free within 50 km (straight line) of the nearest location; beyond that $100 plus $1.50 per
 * km past the first 50 km, rounded up to the next $10: 100 km costs $180, and 730 km (Brisbane to Sydney) $1,120,
 * in line with what car carriers charge between those cities.
 */
export const defaultDeliveryTariff: DeliveryTariff = {
  localRadiusKm: 50,
  baseFee: 100,
  perKm: 1.5,
  roundTo: 10,
}

/**
 * The delivery price for a straight-line distance under a tariff.
 * @example deliveryPrice(30) // 0
 * @example deliveryPrice(100) // 180 (100 + 1.5 × 50 = 175, rounded up to 180)
 */
export function deliveryPrice(distanceKm: number, tariff: DeliveryTariff = defaultDeliveryTariff): number {
  if (distanceKm <= tariff.localRadiusKm) return 0
  const price = tariff.baseFee + tariff.perKm * (distanceKm - tariff.localRadiusKm)
  return Math.ceil(price / tariff.roundTo) * tariff.roundTo
}

/** The embedded estimator's options. */
export interface EmbeddedDeliveryOptions {
  /** @defaultValue the embedded geocoder (the bundled postcode table) */
  geocoder?: Geocoder
  /** @defaultValue {@link defaultDeliveryTariff} */
  tariff?: Partial<DeliveryTariff>
}

/**
 * The embedded delivery estimator: geocodes the postcode with the bundled table, finds the nearest location with
 * coordinates (haversine, Earth radius 6371 km) and prices the distance with the tariff. The name is the postcode's
 * locality and state, e.g. 'Toowoomba QLD'. Null for a postcode the table does not know, or when no location has
 * coordinates.
 * @example await embeddedDeliveryEstimator().estimate('4350', tenant.locations) // { price: 180, name: 'Toowoomba QLD' }
 */
export function embeddedDeliveryEstimator(options: EmbeddedDeliveryOptions = {}): DeliveryEstimator {
  const geocoder = options.geocoder ?? embeddedGeocoder
  const tariff = { ...defaultDeliveryTariff, ...options.tariff }
  return {
    async estimate(postcode, locations) {
      const code = postcode.trim()
      if (!isPostcode(code)) return null
      const place = await geocoder.geocode(code)
      if (!place) return null
      const nearest = sortByDistance(locations, place)[0]
      if (nearest?.distanceKm === null || nearest?.distanceKm === undefined) return null
      return { price: deliveryPrice(nearest.distanceKm, tariff), name: `${place.locality} ${place.state}` }
    },
  }
}

/** The HTTP estimator's options. */
export interface HttpDeliveryOptions {
  /** The estimate service's address; the postcode is added as the `postcode` query parameter. */
  baseUrl: string
  /** @defaultValue 5000 */
  timeoutMs?: number
  /** @defaultValue globalThis.fetch */
  fetch?: typeof fetch
}

function asEstimate(body: unknown): DeliveryEstimate | null {
  if (!body || typeof body !== 'object') return null
  const { price, name } = body as Record<string, unknown>
  const amount = typeof price === 'string' && price.trim() !== '' ? Number(price) : price
  if (typeof amount !== 'number' || !Number.isFinite(amount) || amount < 0) return null
  if (typeof name !== 'string' || name.trim() === '') return null
  return { price: amount, name: name.trim() }
}

/**
 * A delivery estimate service over HTTP: `GET {baseUrl}?postcode=4350` answering `{ price, name }`. Input that is not
 * four digits is not sent (null). A body without a usable price and name is null; a non-OK status or a timeout
 * rejects, so the calculator shows its unknown-location message and the error is logged. The locations are not sent:
 * the service knows its dealer.
 * @example httpDeliveryEstimator({ baseUrl: 'https://delivery.example/estimate' })
 */
export function httpDeliveryEstimator(options: HttpDeliveryOptions): DeliveryEstimator {
  const fetchImpl = options.fetch ?? globalThis.fetch
  const timeoutMs = options.timeoutMs ?? 5000
  return {
    async estimate(postcode) {
      const code = postcode.trim()
      if (!isPostcode(code)) return null
      const url = new URL(options.baseUrl)
      url.searchParams.set('postcode', code)
      const response = await fetchImpl(url, {
        headers: { accept: 'application/json' },
        signal: AbortSignal.timeout(timeoutMs),
      })
      if (!response.ok)
        throw new Error(`Delivery estimate failed: HTTP ${response.status} from ${url.origin}`)
      const text = await response.text()
      return text.trim() === '' ? null : asEstimate(JSON.parse(text))
    },
  }
}

/**
 * The estimator the environment asks for: DELIVERY_ESTIMATE_URL selects the HTTP service (with
 * DELIVERY_ESTIMATE_TIMEOUT_MS, default 5000); without it, the embedded estimator.
 * @example deliveryEstimatorFromEnv(readSiteSettings(process.env))
 */
export function deliveryEstimatorFromEnv(
  settings: Pick<SiteSettings, 'DELIVERY_ESTIMATE_URL' | 'DELIVERY_ESTIMATE_TIMEOUT_MS'>,
): DeliveryEstimator {
  const baseUrl = settings.DELIVERY_ESTIMATE_URL
  if (!baseUrl) return embeddedDeliveryEstimator()
  return httpDeliveryEstimator({ baseUrl, timeoutMs: settings.DELIVERY_ESTIMATE_TIMEOUT_MS })
}
