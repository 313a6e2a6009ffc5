import type { StockNotice, StockStore } from '@forecourt/site-storage'
import type { CarRecord } from '@forecourt/tenant-config'
import { checkStockCar } from './stock-car'
import type { StockChange } from './stock-endpoint'

/** What {@link stockNoticeReader} reads from and tells. */
export interface StockNoticeReaderOptions {
  stock: Pick<StockStore, 'cars' | 'carsWithIds'>
  /** The tenants this server serves; notices of others are not read. */
  tenants: readonly string[]
  /** The ids of the cars the site shows now: a notice of "every car" removes those no longer stored. */
  shownIds: (tenant: string) => Iterable<number>
  /** Shows a change; resolves once it shows. */
  changed: (tenant: string, change: StockChange) => Promise<void>
  log: (message: string) => void
}

/**
 * Turns the notices of other servers' stock writes into changes this server shows: the cars a notice names are
 * read again (an id no longer stored was removed), "every car" reads the tenant's whole stock, and a notice that
 * notices were missed reads every tenant's. Each tenant's notices are read one read at a time and in order, and
 * those that arrive during a read are read together next, so a burst of notices costs a read or two, not one each.
 * A stored car that no longer passes the checks is not shown, and said in the log.
 * @example await storage.stock.listen(stockNoticeReader({ stock: storage.stock, tenants, shownIds, changed, log }))
 */
export function stockNoticeReader(options: StockNoticeReaderOptions): (notice: StockNotice) => void {
  const served = new Set(options.tenants)
  const wanted = new Map<string, Set<number> | 'all'>()
  const reading = new Set<string>()

  const read = async (tenant: string, ids: readonly number[] | null) => {
    const shown = ids ?? [...options.shownIds(tenant)]
    const stored = ids ? await options.stock.carsWithIds(tenant, ids) : await options.stock.cars(tenant)
    const saved: CarRecord[] = []
    for (const car of stored) {
      const checked = checkStockCar(car)
      if (checked.ok) saved.push(checked.car)
      else
        options.log(
          `stock: ${tenant} car ${car.id} is not shown: ${checked.errors[0]?.field} ${checked.errors[0]?.message}`,
        )
    }
    const kept = new Set(saved.map((car) => car.id))
    await options.changed(tenant, { saved, removed: shown.filter((id) => !kept.has(id)) })
  }

  const readWhatIsWanted = async (tenant: string) => {
    reading.add(tenant)
    try {
      for (let next = wanted.get(tenant); next; next = wanted.get(tenant)) {
        wanted.delete(tenant)
        try {
          await read(tenant, next === 'all' ? null : [...next])
        } catch (error) {
          // The next notice reads again; a lost connection's `resumed` notice reads every car.
          options.log(
            `stock: ${tenant}: a change made on another server could not be read: ${error instanceof Error ? error.message : String(error)}`,
          )
        }
      }
    } finally {
      reading.delete(tenant)
    }
  }

  const want = (tenant: string, ids: readonly number[] | null) => {
    if (!served.has(tenant)) return
    const before = wanted.get(tenant)
    wanted.set(tenant, ids === null || before === 'all' ? 'all' : new Set([...(before ?? []), ...ids]))
    if (!reading.has(tenant)) void readWhatIsWanted(tenant)
  }

  return (notice) => {
    if (notice.tenant === null) for (const tenant of served) want(tenant, null)
    else want(notice.tenant, notice.ids)
  }
}
