import { existsSync, readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { searchRecord, type Car } from '@forecourt/stock-rules'
import type { RecordFields } from '../types'

/** The committed demo fixtures of the repository (`fixtures/` at the root). */
export const repositoryFixtures = new URL('../../../../fixtures/', import.meta.url)

/**
 * A stock file's car as an index record, through the one mapping the site and an Algolia upload use
 * (`searchRecord` of @forecourt/stock-rules), with repeated strings shared.
 * @example toSearchRecord({ id: 7, make: 'Kia', model: 'Seltos', year: 2024, … }, 'wattle-bay-kia').objectID // '7'
 */
export function toSearchRecord(
  car: Record<string, unknown>,
  tenant: string,
  shared: (value: unknown) => unknown = (value) => value,
): RecordFields {
  const intern = <T>(value: T): T => shared(value) as T
  return searchRecord(car as unknown as Car, { tenant, intern }) as unknown as RecordFields
}

/** Returns one shared copy of each repeated string (make, model, colour…) instead of one per record. */
export function stringPool(): (value: unknown) => unknown {
  const pool = new Map<string, string>()
  return (value) => {
    if (typeof value !== 'string') return value
    const known = pool.get(value)
    if (known !== undefined) return known
    pool.set(value, value)
    return value
  }
}

/** Every car of `<dir>/stock/*.json` as search records, or null when the folder has no stock yet. */
export function loadFixtureStock(
  directory: URL | string,
): { records: RecordFields[]; referenceDate: string | null } | null {
  const stockDirectory = join(typeof directory === 'string' ? directory : directory.pathname, 'stock')
  if (!existsSync(stockDirectory)) return null
  const files = readdirSync(stockDirectory)
    .filter((name) => name.endsWith('.json'))
    .sort()
  if (files.length === 0) return null
  const records: RecordFields[] = []
  const shared = stringPool()
  let referenceDate: string | null = null
  for (const file of files) {
    const stock = JSON.parse(readFileSync(join(stockDirectory, file), 'utf8')) as {
      tenant: string
      referenceDate?: string
      cars: Record<string, unknown>[]
    }
    referenceDate ??= stock.referenceDate ?? null
    for (const car of stock.cars) records.push(toSearchRecord(car, stock.tenant, shared))
  }
  return { records, referenceDate }
}
