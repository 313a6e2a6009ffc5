import { facetClause } from './algolia-filter.js'
import type { Car } from './types/car.js'

/** Similar-car constants (spec section 9). */
export const similarCarsLimits = {
  /** Price at which the window widens. */
  widerWindowFrom: 50_000,
  narrowWindow: 10_000,
  wideWindow: 25_000,
  maxResults: 6,
} as const

/** The search a vehicle page runs for similar cars. */
export interface SimilarCarsQuery {
  priceMin: number
  priceMax: number
  /** Algolia `filters` string. */
  filters: string
  hitsPerPage: number
}

/**
 * Similar cars (spec section 9): price window ±10000 when price is under 50000, else ±25000;
 * in_stock only; at most 6 results. Reading: the window never goes below 0, and the car itself is
 * left out by its stock number.
 * @example similarCarsQuery({ price: 30000, stocknum: 'A1' }).filters // 'status:in_stock AND price:20000 TO 40000 AND NOT stocknum:A1'
 */
export function similarCarsQuery(car: Pick<Car, 'price' | 'stocknum'>): SimilarCarsQuery {
  const window =
    car.price < similarCarsLimits.widerWindowFrom
      ? similarCarsLimits.narrowWindow
      : similarCarsLimits.wideWindow
  const priceMin = Math.max(0, car.price - window)
  const priceMax = car.price + window
  const clauses = [facetClause('status', 'in_stock'), `price:${priceMin} TO ${priceMax}`]
  if (car.stocknum?.trim()) clauses.push(`NOT ${facetClause('stocknum', car.stocknum.trim())}`)
  return { priceMin, priceMax, filters: clauses.join(' AND '), hitsPerPage: similarCarsLimits.maxResults }
}

/**
 * Similar-car hits as shown: in_stock, not the car itself, at most 6.
 * @example pickSimilarCars(hits, car) // up to 6 in_stock hits other than car
 */
export function pickSimilarCars<T extends Pick<Car, 'id' | 'status'>>(
  hits: readonly T[],
  car: Pick<Car, 'id'>,
): T[] {
  return hits
    .filter((hit) => hit.status === 'in_stock' && hit.id !== car.id)
    .slice(0, similarCarsLimits.maxResults)
}
