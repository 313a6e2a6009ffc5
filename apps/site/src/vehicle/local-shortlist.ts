import type { Favourite, ViewedCarRecord } from '@forecourt/stock-rules'

function read<T>(key: string): T[] {
  try {
    const value: unknown = JSON.parse(window.localStorage.getItem(key) ?? '[]')
    return Array.isArray(value) ? (value as T[]) : []
  } catch {
    return []
  }
}

function write(key: string, items: readonly unknown[]): void {
  try {
    window.localStorage.setItem(key, JSON.stringify(items))
  } catch (error) {
    console.warn(`Could not store ${key}`, error)
  }
}

/** Most recently viewed cars kept on the shopper's device. */
export const viewedCarsLimit = 20

/**
 * The shopper's favourites on this site (stored locally under the site's key, spec section 9).
 * @example isFavourite('wbk:favourites', 42)
 */
export function isFavourite(key: string, id: number): boolean {
  return read<Favourite>(key).some((item) => item.id === id)
}

/** Adds or removes a favourite and answers whether the car is now a favourite. */
export function toggleFavourite(key: string, favourite: Favourite): boolean {
  const items = read<Favourite>(key)
  const present = items.some((item) => item.id === favourite.id)
  write(key, present ? items.filter((item) => item.id !== favourite.id) : [favourite, ...items])
  return !present
}

/** Records a viewed car, most recent first, once per car. */
export function rememberViewedCar(key: string, record: ViewedCarRecord): void {
  const items = read<ViewedCarRecord>(key).filter((item) => item.id !== record.id)
  write(key, [record, ...items].slice(0, viewedCarsLimit))
}
