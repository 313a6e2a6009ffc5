import { isDeepStrictEqual } from 'node:util'
import type { CarRecord } from '@forecourt/tenant-config'
import type { StockChange } from './stock-endpoint'

/**
 * A tenant's cars after some changes, in the order they were made: a saved car replaces the car of its id (or joins
 * the stock), a removed id leaves it. The cars stay in id order, the order the storage reads them in, so a restart
 * shows them as they were. Neither argument is changed.
 * @example applyStockChanges(cars, [{ saved: [{ ...car, price: 36990 }], removed: [] }])
 */
export function applyStockChanges(cars: readonly CarRecord[], changes: readonly StockChange[]): CarRecord[] {
  const byId = new Map(cars.map((car) => [car.id, car]))
  for (const change of changes) {
    for (const car of change.saved) byId.set(car.id, car)
    for (const id of change.removed) byId.delete(id)
  }
  return [...byId.values()].sort((a, b) => a.id - b.id)
}

/**
 * What some changes do to the cars shown, as one change: the cars saved that are new or differ from the car shown
 * with their id, and the ids removed that were shown. A car saved again as it is shown, or saved and then removed
 * when it was not shown, is in neither. Only the cars the changes name are compared. What a server hears again after
 * losing its connection to the database (every car of every tenant) then costs no rebuild when nothing changed.
 * @example netStockChange([car], [{ saved: [car], removed: [99] }]) // { saved: [], removed: [] }
 */
export function netStockChange(cars: readonly CarRecord[], changes: readonly StockChange[]): StockChange {
  const touched = new Set(
    changes.flatMap((change) => [...change.saved.map((car) => car.id), ...change.removed]),
  )
  const before = new Map(cars.filter((car) => touched.has(car.id)).map((car) => [car.id, car]))
  const after = new Map(before)
  for (const change of changes) {
    for (const car of change.saved) after.set(car.id, car)
    for (const id of change.removed) after.delete(id)
  }
  const saved = [...after.values()].filter((car) => !isDeepStrictEqual(car, before.get(car.id)))
  const removed = [...before.keys()].filter((id) => !after.has(id))
  return { saved, removed }
}

/**
 * Gathers the stock changes that arrive together and shows them together: the first change of a tenant asks for
 * `show` once the current turn of the event loop is over, and every change of that tenant that arrives before then
 * joins it. A stock system sending fifty cars at once costs one rebuild of the tenant's search, not fifty. Each
 * change resolves once it shows (or rejects with what `show` threw).
 * @example
 * const changed = stockChangeQueue((tenant, changes) => showCars(tenant, applyStockChanges(carsOf(tenant), changes)))
 * await changed('wattle-bay-kia', { saved: [car], removed: [] })
 */
export function stockChangeQueue(
  show: (tenant: string, changes: readonly StockChange[]) => void,
): (tenant: string, change: StockChange) => Promise<void> {
  const pending = new Map<string, { changes: StockChange[]; settle: ((error?: Error) => void)[] }>()
  const flush = () => {
    const batches = [...pending]
    pending.clear()
    for (const [tenant, batch] of batches) {
      let failure: Error | undefined
      try {
        show(tenant, batch.changes)
      } catch (error) {
        failure =
          error instanceof Error ? error : new Error(`showing the stock changes failed: ${String(error)}`)
      }
      for (const settle of batch.settle) settle(failure)
    }
  }
  return (tenant, change) =>
    new Promise<void>((resolve, reject) => {
      if (pending.size === 0) setImmediate(flush)
      let batch = pending.get(tenant)
      if (!batch) {
        batch = { changes: [], settle: [] }
        pending.set(tenant, batch)
      }
      batch.changes.push(change)
      batch.settle.push((error) => (error === undefined ? resolve() : reject(error)))
    })
}
