import type { StockStore } from '@forecourt/site-storage'
import type { CarRecord } from '@forecourt/tenant-config'
import { parse as parseCsv } from 'csv-parse/sync'
import { carFromColumns, columnProblem } from './feed-columns'
import { carOfStored, checkStockCar, storedCar, withdrawnCar } from './stock-car'

/** The formats a full feed comes in, by the content type it is sent with. */
export const feedFormats = {
  'application/json': 'json',
  'application/x-ndjson': 'ndjson',
  'application/jsonl': 'ndjson',
  'text/csv': 'csv',
} as const

/** A full feed's format: a JSON list of cars (or `{ "cars": [...] }`), one car per line, or CSV with a header. */
export type FeedFormat = (typeof feedFormats)[keyof typeof feedFormats]

/**
 * One problem of a feed: the row (a car's position in a JSON list, its line in NDJSON, its row in CSV where the
 * header is row 1; 0 for the feed as a whole), the field by its dotted name, and what is wrong.
 */
export interface FeedError {
  row: number
  field: string
  message: string
}

/** The most cars one feed may hold: a dealer group's whole yard several times over. */
export const maxFeedCars = 50_000

/** The most problems a refused feed lists (its answer says how many there were in all). */
export const maxFeedErrorsListed = 1_000

/** A feed read and checked: every car, or every problem (nothing of a feed with problems is applied). */
export type FeedReading = { ok: true; cars: CarRecord[] } | { ok: false; errors: FeedError[] }

/**
 * Reads a full feed and checks every car as the fixtures are, and that no car id comes twice: every car, or every
 * problem with its row and field.
 * @example readFeed('[{"id":1}]', 'json') // { ok: false, errors: [{ row: 1, field: 'slug', message: … }, …] }
 */
export function readFeed(text: string, format: FeedFormat): FeedReading {
  const rows = feedRows(text, format)
  if (!rows.ok) return rows
  if (rows.cars.length > maxFeedCars)
    return {
      ok: false,
      errors: [
        {
          row: 0,
          field: 'feed',
          message: `has ${rows.cars.length} cars; a feed holds at most ${maxFeedCars}`,
        },
      ],
    }
  const errors: FeedError[] = []
  const cars: CarRecord[] = []
  const rowOfId = new Map<number, number>()
  for (const { row, car } of rows.cars) {
    const checked = checkStockCar(car)
    if (!checked.ok) {
      errors.push(...checked.errors.map((error) => ({ row, ...error })))
      continue
    }
    const first = rowOfId.get(checked.car.id)
    if (first !== undefined)
      errors.push({ row, field: 'id', message: `car ${checked.car.id} is also on row ${first}` })
    rowOfId.set(checked.car.id, row)
    cars.push(checked.car)
  }
  return errors.length ? { ok: false, errors } : { ok: true, cars }
}

type FeedRows = { ok: true; cars: { row: number; car: unknown }[] } | { ok: false; errors: FeedError[] }

const whole = (message: string): FeedRows => ({ ok: false, errors: [{ row: 0, field: 'feed', message }] })

function feedRows(text: string, format: FeedFormat): FeedRows {
  if (format === 'json') {
    let value: unknown
    try {
      value = JSON.parse(text)
    } catch (error) {
      return whole(`is not JSON: ${(error as Error).message}`)
    }
    const list = Array.isArray(value) ? value : (value as { cars?: unknown } | null)?.cars
    if (!Array.isArray(list))
      return whole('must be a JSON list of cars, or an object whose "cars" is that list')
    return { ok: true, cars: list.map((car: unknown, index) => ({ row: index + 1, car })) }
  }
  if (format === 'ndjson') {
    const cars: { row: number; car: unknown }[] = []
    const errors: FeedError[] = []
    text.split('\n').forEach((line, index) => {
      if (line.trim() === '') return
      try {
        cars.push({ row: index + 1, car: JSON.parse(line) })
      } catch (error) {
        errors.push({ row: index + 1, field: 'car', message: `is not JSON: ${(error as Error).message}` })
      }
    })
    return errors.length ? { ok: false, errors } : { ok: true, cars }
  }
  let records: string[][]
  try {
    records = parseCsv(text, { bom: true, skip_empty_lines: true, relax_quotes: false })
  } catch (error) {
    return whole(`is not CSV: ${(error as Error).message}`)
  }
  const [header = [], ...lines] = records
  const errors: FeedError[] = []
  const seen = new Set<string>()
  for (const column of header) {
    const problem = seen.has(column) ? 'is a column twice' : columnProblem(column)
    if (problem) errors.push({ row: 1, field: column, message: problem })
    seen.add(column)
  }
  if (header.length === 0)
    errors.push({ row: 1, field: 'feed', message: 'has no header row naming the fields' })
  if (errors.length) return { ok: false, errors }
  return {
    ok: true,
    cars: lines.map((cells, index) => ({
      row: index + 2,
      car: carFromColumns(Object.fromEntries(header.map((column, at) => [column, cells[at] ?? '']))),
    })),
  }
}

/** What applying a feed to the stored stock does. */
export interface FeedPlan {
  /** The cars to save: the feed's, and the cars it no longer has, withdrawn. */
  save: CarRecord[]
  /** Ids of cars the feed no longer has, now sold. */
  withdrawn: number[]
  /** Cars the feed no longer has that stay as they are, with why. */
  kept: { id: number; reason: string }[]
}

/** Why a car the feed left out is not withdrawn. */
export const heldCarReason =
  'held by a reservation or a checkout: left as it is; withdraw it (POST /api/stock/cars/:id/withdraw) once settled'

/**
 * What applying a full feed does: every car of the feed is saved (new ones added, changed ones updated, the same
 * ones cost nothing), and every stored car the feed no longer has is withdrawn (sold now), except a car already
 * sold (left as it is) and a car a shopper holds, by a reservation or a checkout in progress (kept, and named, so
 * a stock system that drops a car a shopper has paid a deposit on does not take it from under them).
 * @example feedPlan(stored, feed, { now, held: new Set([2000004]) }).kept // [{ id: 2000004, reason: … }]
 */
export function feedPlan(
  stored: readonly CarRecord[],
  feed: readonly CarRecord[],
  options: { now: Date; held: ReadonlySet<number> },
): FeedPlan {
  const inFeed = new Set(feed.map((car) => car.id))
  const plan: FeedPlan = { save: [...feed], withdrawn: [], kept: [] }
  for (const car of stored) {
    if (inFeed.has(car.id) || car.status === 'sold') continue
    if (options.held.has(car.id) || car.reserved === true)
      plan.kept.push({ id: car.id, reason: heldCarReason })
    else {
      plan.save.push(withdrawnCar(car, options.now))
      plan.withdrawn.push(car.id)
    }
  }
  return plan
}

/** What applying a feed did: counts of cars by what happened to them, and the cars a shopper holds, kept. */
export interface FeedSummary {
  /** Cars in the feed. */
  cars: number
  created: number
  updated: number
  unchanged: number
  /** Stored cars the feed no longer has, now sold. */
  withdrawn: number
  kept: FeedPlan['kept']
}

/** A feed applied (the summary, and the cars saved with a change), or its problems (nothing applied). */
export type FeedApplied =
  { ok: true; summary: FeedSummary; saved: CarRecord[] } | { ok: false; errors: FeedError[] }

/**
 * Reads, checks and applies a tenant's full feed as one transaction (see {@link feedPlan}): what the stock API's
 * feed endpoint and `pnpm stock import` both do. A feed with any problem applies nothing.
 * @example const applied = await applyFeed(storage.stock, 'wattle-bay-kia', csv, 'csv', { now, held })
 */
export async function applyFeed(
  stock: StockStore,
  tenant: string,
  text: string,
  format: FeedFormat,
  options: {
    now: Date
    held: ReadonlySet<number>
    /** Where the feed is parsed and checked (a worker thread on the server). @defaultValue this thread */
    read?: (text: string, format: FeedFormat) => Promise<FeedReading>
  },
): Promise<FeedApplied> {
  const reading = options.read ? await options.read(text, format) : readFeed(text, format)
  if (!reading.ok) return reading
  let plan: FeedPlan = { save: [], withdrawn: [], kept: [] }
  const result = await stock.saveMany(tenant, (stored) => {
    plan = feedPlan(stored.map(carOfStored), reading.cars, options)
    return plan.save.map(storedCar)
  })
  const changed = new Set([...result.created, ...result.updated])
  const withdrawn = plan.withdrawn.filter((id) => changed.has(id)).length
  const updated = result.updated.length - withdrawn
  return {
    ok: true,
    summary: {
      cars: reading.cars.length,
      created: result.created.length,
      updated,
      unchanged: reading.cars.length - result.created.length - updated,
      withdrawn,
      kept: plan.kept,
    },
    saved: plan.save.filter((car) => changed.has(car.id)),
  }
}
