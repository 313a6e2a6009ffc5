import type { Car, CarStatus } from './types/car.js'

/** Statuses that count as available (spec section 4, "Availability"). */
export const availableStatuses: readonly CarStatus[] = ['in_stock', 'coming_soon']

/**
 * Whether a car is available: in_stock and coming_soon are; anything else, including sold, is not.
 * Available cars get the full sidebar with price and buttons.
 * @example isAvailable({ status: 'coming_soon' }) // true
 */
export function isAvailable(car: Pick<Car, 'status'>): boolean {
  return availableStatuses.includes(car.status)
}

/**
 * Whether a car is sold: status `sold` or the `sold` flag. Reading: either source is enough, since
 * feeds set one or the other.
 * @example isSold({ status: 'in_stock', sold: true }) // true
 */
export function isSold(car: Pick<Car, 'status' | 'sold'>): boolean {
  return car.status === 'sold' || car.sold === true
}

/** Tenant options of the unavailable-car panel. */
export interface UnavailableCarOptions {
  /**
   * The spec's "no-stock option": unavailable cars show the SOLD panel without the
   * Find Me Something Similar link/enquiry.
   * @default false
   */
  noStockOption?: boolean | undefined
}

/** What a vehicle page shows in place of price and buttons. */
export interface SidebarMode {
  /** Full sidebar with price and buttons. */
  fullSidebar: boolean
  /** The SOLD panel. */
  soldPanel: boolean
  /** The Find Me Something Similar link/enquiry in place of the buttons. */
  findMeSomethingSimilar: boolean
}

/**
 * Sidebar of a vehicle page: available cars get the full sidebar; anything else gets the SOLD panel
 * and, in place of the buttons, Find Me Something Similar unless the no-stock option is set.
 * @example sidebarMode({ status: 'sold' }) // { fullSidebar: false, soldPanel: true, findMeSomethingSimilar: true }
 */
export function sidebarMode(car: Pick<Car, 'status'>, options: UnavailableCarOptions = {}): SidebarMode {
  const available = isAvailable(car)
  return {
    fullSidebar: available,
    soldPanel: !available,
    findMeSomethingSimilar: !available && options.noStockOption !== true,
  }
}
