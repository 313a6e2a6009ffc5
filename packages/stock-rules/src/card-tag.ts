import { isAvailable } from './availability.js'
import { dayMs, toEpochMs, type Instant } from './time.js'
import type { Car } from './types/car.js'

/** Fuels that get a fuel tag on a card. */
export type FuelTagText = 'Electric' | 'Hybrid' | 'PHEV'

/** The tag a search card shows; first match wins. */
export type CardTag =
  | { kind: 'fuel'; text: FuelTagText }
  | { kind: 'reserved'; text: 'Reserved' }
  | { kind: 'certified'; make: string; logoUrl: string | null }
  | { kind: 'custom'; text: string; colour: 'green' | 'red' }
  | { kind: 'coming-soon'; text: 'COMING SOON' }
  | { kind: 'new-arrival'; text: string }
  | { kind: 'sold'; text: string }

/** Tenant options of the card tag. */
export interface CardTagOptions {
  /**
   * Show the Electric/Hybrid/PHEV fuel tag.
   * @default false
   */
  showFuelTag?: boolean | undefined
  /**
   * Brand whose used cars get the certified logo; none by default.
   * @default null
   */
  certifiedBrand?: string | null | undefined
  /**
   * The certified program's logo (an image URL), drawn as the certified tag; without it the tag is a seal badge.
   * @default null
   */
  certifiedLogoUrl?: string | null | undefined
  /**
   * New-arrival window in days.
   * @default 8
   */
  newArrivalDays?: number | undefined
  /**
   * New-arrival text; some sites use 'New Arrival'.
   * @default 'New'
   */
  newArrivalText?: string | undefined
  /**
   * Tag of unavailable cars.
   * @default 'JUST SOLD'
   */
  soldTagText?: string | undefined
  /**
   * Custom tags drawn green (compared without case); every other custom tag is red.
   * @default ['runout sale']
   */
  greenTags?: readonly string[] | undefined
}

/** Defaults of {@link CardTagOptions}, as the spec states them. */
export const defaultCardTagOptions: Required<CardTagOptions> = {
  showFuelTag: false,
  certifiedBrand: null,
  certifiedLogoUrl: null,
  newArrivalDays: 8,
  newArrivalText: 'New',
  soldTagText: 'JUST SOLD',
  greenTags: ['runout sale'],
}

const fuelTags: readonly FuelTagText[] = ['Electric', 'Hybrid', 'PHEV']

/**
 * The tag on a search card (spec section 4, "Car tag on a card"): for available cars the first match
 * of fuel tag, Reserved, certified logo, custom tag ('runout sale', or the tenant's green tags, green; others red), COMING SOON,
 * new arrival; otherwise none. Unavailable cars get the sold tag.
 * Reading: the new-arrival window includes its last instant (created exactly 8 days ago is new).
 * @example cardTag({ status: 'sold', ... }, new Date()) // { kind: 'sold', text: 'JUST SOLD' }
 */
export function cardTag(
  car: Pick<Car, 'status' | 'simple_fuel' | 'reserved' | 'car_type' | 'make' | 'tag' | 'created_at'>,
  now: Instant,
  options: CardTagOptions = {},
): CardTag | null {
  const settings = { ...defaultCardTagOptions, ...options }
  if (!isAvailable(car)) return { kind: 'sold', text: settings.soldTagText }

  const fuel = fuelTags.find((text) => text === car.simple_fuel)
  if (settings.showFuelTag && fuel) return { kind: 'fuel', text: fuel }
  if (car.reserved === true) return { kind: 'reserved', text: 'Reserved' }
  if (settings.certifiedBrand && car.car_type === 'used' && sameName(car.make, settings.certifiedBrand)) {
    return { kind: 'certified', make: car.make, logoUrl: settings.certifiedLogoUrl }
  }
  const customTag = car.tag?.trim()
  if (customTag) {
    const green = settings.greenTags.some((name) => sameName(customTag, name))
    return { kind: 'custom', text: customTag, colour: green ? 'green' : 'red' }
  }
  if (car.status === 'coming_soon') return { kind: 'coming-soon', text: 'COMING SOON' }
  if (isNewArrival(car, now, settings.newArrivalDays))
    return { kind: 'new-arrival', text: settings.newArrivalText }
  return null
}

/**
 * Whether a car was created within the last `days` days.
 * @default days 8
 * @example isNewArrival({ created_at: '2025-06-01T00:00:00Z' }, '2025-06-05T00:00:00Z') // true
 */
export function isNewArrival(car: Pick<Car, 'created_at'>, now: Instant, days = 8): boolean {
  if (!car.created_at) return false
  const age = toEpochMs(now) - toEpochMs(car.created_at)
  return Number.isFinite(age) && age <= days * dayMs
}

function sameName(a: string, b: string): boolean {
  return a.trim().toLowerCase() === b.trim().toLowerCase()
}
