import { isSold } from './availability.js'
import type { Car } from './types/car.js'

/**
 * Search results with sold runs collapsed (spec section 4, "Sold cars in results"): only the first of
 * each run of consecutive sold cars is kept; if all are sold, all are kept.
 * @example collapseSoldRuns([inStock, sold1, sold2, inStock2]) // [inStock, sold1, inStock2]
 */
export function collapseSoldRuns<T extends Pick<Car, 'status' | 'sold'>>(cars: readonly T[]): T[] {
  if (cars.every(isSold)) return [...cars]
  return cars.filter((car, index) => {
    const previous = index > 0 ? cars[index - 1] : undefined
    return !isSold(car) || previous === undefined || !isSold(previous)
  })
}
