import { isAvailable, isSold } from './availability.js'
import { minimumDisplayedPrice } from './price.js'
import type { Car } from './types/car.js'

/**
 * Trade-in button (spec section 5): only for available cars.
 * @example showTradeInButton({ status: 'sold' }) // false
 */
export function showTradeInButton(car: Pick<Car, 'status'>): boolean {
  return isAvailable(car)
}

/** Tenant options of reservation and online purchase. */
export interface PurchaseOptions {
  /**
   * The site offers Reserve Now.
   * @default false
   */
  reservationEnabled?: boolean | undefined
  /**
   * The site offers Buy Online.
   * @default false
   */
  onlinePurchaseEnabled?: boolean | undefined
}

/**
 * Whether a car is eligible for reservation or purchase. Reading: it must not be reserved already,
 * not sold, and carry a displayed price (above 10), since a deposit is taken against that price.
 * @example isEligibleForPurchase({ status: 'in_stock', price: 30000 }) // true
 */
export function isEligibleForPurchase(car: Pick<Car, 'status' | 'sold' | 'reserved' | 'price'>): boolean {
  return isAvailable(car) && !isSold(car) && car.reserved !== true && car.price > minimumDisplayedPrice
}

/**
 * Reserve button (spec section 5): only when available and eligible for reservation.
 * @example showReserveButton({ status: 'in_stock', price: 30000 }, { reservationEnabled: true }) // true
 */
export function showReserveButton(
  car: Pick<Car, 'status' | 'sold' | 'reserved' | 'price'>,
  options: PurchaseOptions = {},
): boolean {
  return options.reservationEnabled === true && isEligibleForPurchase(car)
}

/**
 * Online-purchase button (spec section 5): only when available and eligible.
 * @example showOnlinePurchaseButton({ status: 'in_stock', price: 30000 }, { onlinePurchaseEnabled: true }) // true
 */
export function showOnlinePurchaseButton(
  car: Pick<Car, 'status' | 'sold' | 'reserved' | 'price'>,
  options: PurchaseOptions = {},
): boolean {
  return options.onlinePurchaseEnabled === true && isEligibleForPurchase(car)
}

/**
 * History report button (spec section 5): only if the car has a file.
 * @example showHistoryReportButton({ file: { url: 'https://cdn/x.pdf' } }) // true
 */
export function showHistoryReportButton(car: Pick<Car, 'file'>): boolean {
  return Boolean(car.file?.url?.trim())
}

/** Tenant options of the Save, Compare and Favourite buttons. */
export interface ShortlistButtonOptions {
  /**
   * The buttons are switched on.
   * @default true
   */
  enabled?: boolean | undefined
  /**
   * The variant that also needs a price above 0 and at least one image.
   * @default false
   */
  requirePriceAndImage?: boolean | undefined
  /**
   * Used cars only.
   * @default false
   */
  usedCarsOnly?: boolean | undefined
}

/**
 * Save / Compare / Favourite buttons (spec section 5): only when enabled and the car is available;
 * one variant also needs price above 0 and at least one image; used cars only for some dealers.
 * Reading: an image is an entry of `images` or a positive `photos_count` (search hits carry only that).
 * @example showShortlistButtons({ status: 'in_stock', car_type: 'new', price: 1 }) // true
 */
export function showShortlistButtons(
  car: Pick<Car, 'status' | 'car_type' | 'price' | 'images' | 'photos_count'>,
  options: ShortlistButtonOptions = {},
): boolean {
  if (options.enabled === false || !isAvailable(car)) return false
  if (options.usedCarsOnly === true && car.car_type !== 'used') return false
  if (options.requirePriceAndImage !== true) return true
  const hasImage = (car.images?.length ?? 0) > 0 || (car.photos_count ?? 0) > 0
  return car.price > 0 && hasImage
}

/**
 * Save button (spec section 4): as {@link showShortlistButtons}, except that a car already saved keeps
 * its Save button (so it can be removed) — a sold car shows no Save unless already saved.
 * @example showSaveButton({ status: 'sold', car_type: 'used', price: 1 }, true) // true
 */
export function showSaveButton(
  car: Pick<Car, 'status' | 'car_type' | 'price' | 'images' | 'photos_count'>,
  alreadySaved: boolean,
  options: ShortlistButtonOptions = {},
): boolean {
  if (options.enabled === false) return false
  return alreadySaved || showShortlistButtons(car, options)
}
