import type { Car } from './types/car.js'

/** Fuel calculator inputs. */
export interface FuelCostInput {
  /**
   * Kilometres driven per week.
   * @default 250
   */
  distanceKm?: number | undefined
  /**
   * Litres per 100 km.
   * @default 10
   */
  litresPer100Km?: number | undefined
  /**
   * Dollars per litre.
   * @default 1.7
   */
  pricePerLitre?: number | undefined
}

/** Defaults of {@link FuelCostInput} (spec section 9). */
export const defaultFuelCostInput: Required<FuelCostInput> = {
  distanceKm: 250,
  litresPer100Km: 10,
  pricePerLitre: 1.7,
}

/**
 * Weekly fuel cost (spec section 9): distance / 100 × consumption × price, in dollars rounded to cents.
 * @example fuelCost({}) // 42.5
 */
export function fuelCost(input: FuelCostInput = {}): number {
  const { distanceKm, litresPer100Km, pricePerLitre } = { ...defaultFuelCostInput, ...input }
  const cents = (distanceKm / 100) * litresPer100Km * pricePerLitre * 100
  // toPrecision first, so 3357.4999999 (float noise for 3357.5) rounds up as the arithmetic intends.
  return Math.round(Number(cents.toPrecision(12))) / 100
}

/**
 * Fuel consumption of a car for the calculator: the variant's combined figure, else 10 L/100km.
 * @example carFuelConsumption({ variant: { fuelconsumptioncombined: '7.9' } }) // 7.9
 */
export function carFuelConsumption(car: Pick<Car, 'variant'>): number {
  const value = Number(car.variant?.fuelconsumptioncombined)
  return Number.isFinite(value) && value > 0 ? value : defaultFuelCostInput.litresPer100Km
}

/**
 * Whether the fuel calculator shows (spec section 9): hidden for electric fuel. Reading: electric
 * means `simple_fuel` Electric or `fuel` Electric; hybrids and PHEVs still burn fuel.
 * @example showFuelCalculator({ simple_fuel: 'Electric' }) // false
 */
export function showFuelCalculator(car: Pick<Car, 'simple_fuel' | 'fuel'>): boolean {
  const isElectric = [car.simple_fuel, car.fuel].some((fuel) => fuel?.trim().toLowerCase() === 'electric')
  return !isElectric
}

/**
 * Number of a read-only calculator input: strips the currency sign, commas and the ' kms' suffix.
 * @example parseCalculatorInput('$1,234') // 1234
 */
export function parseCalculatorInput(text: string): number {
  const cleaned = text.replace(/\$|,|\s*kms\s*$/gi, '').trim()
  return cleaned === '' ? Number.NaN : Number(cleaned)
}
