import { isSold } from './availability.js'
import type { Car } from './types/car.js'
import { isMissing } from './missing.js'

/** Prices at or below this are placeholders, not prices (spec section 5: shown only if above 10). */
export const minimumDisplayedPrice = 10

/** What the price slot of a card or sidebar shows. */
export type PriceDisplay =
  { kind: 'price'; price: number } | { kind: 'preorder'; text: string } | { kind: 'no-price'; text: string }

/** Tenant options of the price display. */
export interface PriceDisplayOptions {
  /**
   * Text shown when a car has no price and no preorder text.
   * @default 'Enquire for price.'
   */
  noPriceText?: string | undefined
}

/**
 * The price slot (spec section 5): the price only if above 10; otherwise the car's preorder text, or
 * the no-price text.
 * @example priceDisplay({ price: 0, preorder: null }) // { kind: 'no-price', text: 'Enquire for price.' }
 */
export function priceDisplay(
  car: Pick<Car, 'price' | 'preorder'>,
  options: PriceDisplayOptions = {},
): PriceDisplay {
  if (car.price > minimumDisplayedPrice) return { kind: 'price', price: car.price }
  const preorder = car.preorder?.trim()
  if (preorder) return { kind: 'preorder', text: preorder }
  return { kind: 'no-price', text: options.noPriceText ?? 'Enquire for price.' }
}

/**
 * The reduced-price indicator: the earlier price and the saving, or null.
 * Reading: a reduction is a `before_price` above a displayed price.
 * @example reducedPrice({ price: 20000, before_price: 22000 }) // { beforePrice: 22000, saving: 2000 }
 */
export function reducedPrice(
  car: Pick<Car, 'price' | 'before_price'>,
): { beforePrice: number; saving: number } | null {
  const before = car.before_price
  if (isMissing(before) || car.price <= minimumDisplayedPrice || before <= car.price) return null
  return { beforePrice: before, saving: before - car.price }
}

/**
 * Below-market badge (spec section 5): the car's price is more than 499 under the state or national
 * average market price. Reading: only a displayed price (above 10) can be below market.
 * @example isBelowMarket({ price: 20000, autograb_data: { average_market_price: 20500 } }) // true
 */
export function isBelowMarket(car: Pick<Car, 'price' | 'autograb_data'>): boolean {
  if (car.price <= minimumDisplayedPrice) return false
  const averages = [car.autograb_data?.state_average_market_price, car.autograb_data?.average_market_price]
  return averages.some((average) => !isMissing(average) && average - car.price > 499)
}

/**
 * Autograb feature (spec section 5): price above 200, status in_stock, not sold, not reserved.
 * @example isAutograbEligible({ price: 201, status: 'in_stock' }) // true
 */
export function isAutograbEligible(car: Pick<Car, 'price' | 'status' | 'sold' | 'reserved'>): boolean {
  return car.price > 200 && car.status === 'in_stock' && !isSold(car) && car.reserved !== true
}
