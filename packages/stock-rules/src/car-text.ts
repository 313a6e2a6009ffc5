import type { Car } from './types/car.js'

/**
 * The fields a car's name reads. Any may be missing, so a partial car (a lead's car read back from the browser's
 * storage) still gets a name; a year may be text, as a shopper types it.
 * @example const fields: CarNameFields = { year: 2024, make: 'Kia', model: 'Sportage', badge: null }
 */
export interface CarNameFields {
  year?: Car['year'] | string | null | undefined
  make?: Car['make'] | null | undefined
  model?: Car['model'] | null | undefined
  badge?: Car['badge'] | undefined
  series?: Car['series'] | undefined
}

// Input may come from the browser's storage, so anything that is not a number or a non-blank text is left out.
function joinParts(parts: readonly unknown[]): string {
  return parts
    .filter((part) => typeof part === 'number' || (typeof part === 'string' && part.trim() !== ''))
    .join(' ')
}

/**
 * A car's title, year, make and model: the card's and the vehicle page's heading and what shoppers search for.
 * @example carTitle({ year: 2024, make: 'Kia', model: 'Sportage' }) // '2024 Kia Sportage'
 */
export function carTitle(car: Pick<Car, 'make' | 'model'> & { year: Car['year'] | string }): string {
  return `${car.year} ${car.make} ${car.model}`
}

/**
 * A car's name with its badge, as leads and car summaries carry it; missing or blank parts are left out.
 * @example carName({ year: 2024, make: 'Kia', model: 'Sportage', badge: 'S' }) // '2024 Kia Sportage S'
 */
export function carName(car: Omit<CarNameFields, 'series'>): string {
  return joinParts([car.year, car.make, car.model, car.badge])
}

/**
 * A car's full name with badge and series, as the vehicle page names it (share text, breadcrumb, description,
 * structured data); missing or blank parts are left out.
 * @example carFullName({ year: 2024, make: 'Kia', model: 'Sportage', badge: 'S', series: 'NQ5' }) // '2024 Kia Sportage S NQ5'
 */
export function carFullName(car: CarNameFields): string {
  return joinParts([car.year, car.make, car.model, car.badge, car.series])
}

/**
 * A car's badge and series, the line under its title; null when it has neither.
 * @example carSubtitle({ badge: 'SR5', series: 'GUN126R' }) // 'SR5 GUN126R'
 */
export function carSubtitle(car: Pick<Car, 'badge' | 'series'>): string | null {
  return joinParts([car.badge, car.series]) || null
}

/**
 * A car's transmission as shoppers see and filter it: the simple transmission ('Automatic'), else the feed's raw
 * one ('8 Speed Sports Automatic'); trimmed, null when empty.
 * @example carTransmission({ simple_transmission: 'Automatic', trans: '8 Speed Sports Automatic' }) // 'Automatic'
 */
export function carTransmission(car: Pick<Car, 'simple_transmission' | 'trans'>): string | null {
  return (car.simple_transmission ?? car.trans)?.trim() || null
}
