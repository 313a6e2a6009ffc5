import { isAvailable, isSold } from './availability.js'
import type { Car } from './types/car.js'

/**
 * `listed_until_timestamp` of a car that stays listed while it is available: 3000-01-01 in unix seconds.
 * @example listedIndefinitely // 32503680000
 */
export const listedIndefinitely = 32_503_680_000

/**
 * A car as the search index stores it: every car field, plus the derived fields the stock filter needs so that
 * its `filters` string stays in the form Algolia accepts (plain conjunctive normal form, no numeric and facet
 * filters in one OR group, no NOT inside an OR group).
 */
export type SearchRecord = Car & {
  /** The car's id as a string, Algolia's record key. */
  objectID: string
  /**
   * Unix seconds until which the car may be listed: {@link listedIndefinitely} while it is available,
   * its `sold_date_timestamp` once sold (0 when the sale date is unknown), 0 for any other status.
   */
  listed_until_timestamp: number
  /** The make, for new cars only, so one make's new cars can be hidden with `NOT new_car_make:X`. */
  new_car_make?: string
}

/**
 * Maps a car to its search-index record (the embedded engine and an Algolia upload use the same records).
 * @example searchRecord({ id: 7, status: 'sold', sold_date_timestamp: 1700000000, … }).listed_until_timestamp // 1700000000
 */
export function searchRecord(car: Car): SearchRecord {
  const listedUntil = isSold(car) ? (car.sold_date_timestamp ?? 0) : isAvailable(car) ? listedIndefinitely : 0
  return {
    ...car,
    objectID: String(car.id),
    listed_until_timestamp: listedUntil,
    ...(car.car_type === 'new' ? { new_car_make: car.make } : {}),
  }
}
