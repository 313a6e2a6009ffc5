import type { StockCar } from '@forecourt/site-storage'
import { carSchema, type CarRecord } from '@forecourt/tenant-config'

/** One problem of a car sent to the stock API: the field by its dotted name, and what is wrong with it. */
export interface StockFieldError {
  /** The field, nested fields by dotted names (`images.0.image.url`); the car's own name for the car as a whole. */
  field: string
  message: string
}

/** What is said of a field a car does not have (a CSV column, a JSON member). */
export const unknownFieldMessage = 'is not a field of a car (spec §3); check its spelling'

/** A car checked as the fixtures are: the car, or every problem found. */
export type StockCarCheck = { ok: true; car: CarRecord } | { ok: false; errors: StockFieldError[] }

/**
 * Checks a car sent by a stock system with the same schema as the fixtures (`carSchema`, spec §3), listing every
 * field that is wrong, each by its dotted name, an unknown field by its own name.
 * @example checkStockCar({ id: 1, slug: 'x' }).ok // false: name, year, make, … are missing
 */
export function checkStockCar(value: unknown): StockCarCheck {
  const parsed = carSchema.safeParse(value)
  if (parsed.success) return { ok: true, car: parsed.data }
  const errors = parsed.error.issues.flatMap((issue): StockFieldError[] => {
    const at = issue.path.map(String).join('.')
    if (issue.code === 'unrecognized_keys')
      return issue.keys.map((key) => ({
        field: at ? `${at}.${key}` : key,
        message: unknownFieldMessage,
      }))
    return [{ field: at || 'car', message: issue.message }]
  })
  return { ok: false, errors }
}

/**
 * A checked car as the storage keeps it (the same JSON).
 * @example await storage.stock.save(tenant, storedCar(car))
 */
export function storedCar(car: CarRecord): StockCar {
  return car as unknown as StockCar
}

/**
 * A stored car read back as a car: only cars that passed `checkStockCar` are written, so the stored JSON is one.
 * The inverse of `storedCar`, for the stock API's own reads inside a write (a patch, a feed's difference).
 * @example withdrawnCar(carOfStored(await storage.stock.car(tenant, id)), now)
 */
export function carOfStored(stored: StockCar): CarRecord {
  return stored as unknown as CarRecord
}

/**
 * A car the stock system no longer has: it stays on the site as sold from `now` (so "sold within the last N days"
 * and the SOLD page apply). A car already sold keeps its sold date.
 * @example withdrawnCar(car, new Date('2026-11-27T05:00:00Z')).sold_date_timestamp // 1795755600
 */
export function withdrawnCar(car: CarRecord, now: Date): CarRecord {
  const soldBefore = car.status === 'sold' && car.sold_date_timestamp
  return {
    ...car,
    status: 'sold',
    sold: true,
    sold_date_timestamp: soldBefore ? car.sold_date_timestamp : Math.floor(now.valueOf() / 1000),
  }
}
