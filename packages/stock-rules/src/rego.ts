import { isSold } from './availability.js'
import { calendarDay, type Instant } from './time.js'
import type { Car } from './types/car.js'

/** Tenant options of the rego expiry line. */
export interface RegoExpiryOptions {
  /**
   * Makes whose cars with a past expiry show 'Unregistered'.
   * @default []
   */
  unregisteredBrands?: readonly string[] | undefined
  /**
   * Time zone that decides which day "today" is.
   * @default 'Australia/Brisbane'
   */
  timeZone?: string | undefined
}

/**
 * Rego expiry line (spec section 5): a past date shows 'Unregistered' for the configured brands,
 * otherwise nothing; a future date shows 'Expires on {date}' in en-AU (dd/mm/yyyy).
 * Reading: expiry is a calendar day; a car expiring today is still registered.
 * @example regoExpiryText({ make: 'Kia', rego_expiry: '2026-03-01' }, '2025-06-01T00:00:00Z') // 'Expires on 01/03/2026'
 */
export function regoExpiryText(
  car: Pick<Car, 'make' | 'rego_expiry'>,
  now: Instant,
  options: RegoExpiryOptions = {},
): string | null {
  const timeZone = options.timeZone ?? 'Australia/Brisbane'
  const expiry = car.rego_expiry?.trim()
  if (!expiry) return null
  const expiryDay = /^\d{4}-\d{2}-\d{2}$/.test(expiry) ? expiry : calendarDay(expiry, timeZone)
  if (!/^\d{4}-\d{2}-\d{2}$/.test(expiryDay)) return null
  if (expiryDay < calendarDay(now, timeZone)) {
    const brands = (options.unregisteredBrands ?? []).map((brand) => brand.toLowerCase())
    return brands.includes(car.make.toLowerCase()) ? 'Unregistered' : null
  }
  const [year, month, day] = expiryDay.split('-').map(Number)
  const date = new Intl.DateTimeFormat('en-AU', { timeZone: 'UTC' }).format(
    new Date(Date.UTC(year ?? 0, (month ?? 1) - 1, day ?? 1)),
  )
  return `Expires on ${date}`
}

/** Tenant option of the certified-car information. */
export interface CertifiedInfoOptions {
  /**
   * Manufacturer whose certified cars show certified information; none by default.
   * @default null
   */
  certifiedManufacturer?: string | null | undefined
}

/**
 * Certified info (spec section 5): for the configured manufacturer's cars with certified true and
 * not sold.
 * @example showCertifiedInfo({ make: 'Toyota', certified: true, status: 'in_stock' }, { certifiedManufacturer: 'Toyota' }) // true
 */
export function showCertifiedInfo(
  car: Pick<Car, 'make' | 'certified' | 'status' | 'sold'>,
  options: CertifiedInfoOptions = {},
): boolean {
  const manufacturer = options.certifiedManufacturer?.trim().toLowerCase()
  if (!manufacturer) return false
  return car.make.trim().toLowerCase() === manufacturer && car.certified === true && !isSold(car)
}
