import { existsSync, readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import type { SearchRecord } from '../types'

/** The committed demo fixtures of the repository (`fixtures/` at the root). */
export const repositoryFixtures = new URL('../../../../fixtures/', import.meta.url)

/**
 * A stock file's car as an index record: what cards, filters and sorting need (Algolia records stay
 * small), plus `objectID`, `tenant`, `title`, `make_model`, `created_at_timestamp` and `custom_rank`
 * (views, so popular cars come first). Built as one object literal with shared strings: records that
 * get their fields one by one fall into V8's dictionary mode and take about three times the memory.
 * @example toSearchRecord({ id: 7, make: 'Kia', model: 'Seltos', year: 2024 }, 'wattle-bay-kia').objectID // '7'
 */
export function toSearchRecord(
  car: Record<string, unknown>,
  tenant: string,
  shared: (value: unknown) => unknown = (value) => value,
): SearchRecord {
  const field = (name: string) => shared(car[name] ?? null)
  return {
    objectID: String(car.id),
    id: car.id,
    tenant: shared(tenant),
    slug: car.slug,
    path: car.path,
    title: shared([car.year, car.make, car.model].filter(Boolean).join(' ')),
    name: field('name'),
    year: car.year ?? null,
    make: field('make'),
    model: field('model'),
    make_model: shared(`${String(car.make)} ${String(car.model)}`),
    badge: field('badge'),
    series: field('series'),
    colour: field('colour'),
    price: car.price ?? null,
    price_type: field('price_type'),
    before_price: car.before_price ?? null,
    km: car.km ?? null,
    stocknum: car.stocknum,
    vin: car.vin ?? null,
    car_type: field('car_type'),
    status: field('status'),
    sold_date_timestamp: car.sold_date_timestamp ?? null,
    show_on_dealer_website: car.show_on_dealer_website ?? null,
    reserved: car.reserved ?? null,
    body: field('body'),
    simple_body: field('simple_body'),
    fuel: field('fuel'),
    simple_fuel: field('simple_fuel'),
    trans: field('trans'),
    simple_transmission: field('simple_transmission'),
    drive: field('drive'),
    simple_drive: field('simple_drive'),
    location_name: field('location_name'),
    dealership_id: car.dealership_id ?? null,
    dealership_slug: field('dealership_slug'),
    city: field('city'),
    state: field('state'),
    tag: field('tag'),
    certified: car.certified ?? null,
    item_type: field('item_type'),
    seats: car.seats ?? null,
    doors: car.doors ?? null,
    primary_image_url: field('primary_image_url'),
    photos_count: car.photos_count ?? null,
    created_at_timestamp:
      typeof car.created_at === 'string' ? Math.floor(Date.parse(car.created_at) / 1000) : null,
    custom_rank: typeof car.views === 'number' ? car.views : 0,
  }
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
): { records: SearchRecord[]; referenceDate: string | null } | null {
  const stockDirectory = join(typeof directory === 'string' ? directory : directory.pathname, 'stock')
  if (!existsSync(stockDirectory)) return null
  const files = readdirSync(stockDirectory)
    .filter((name) => name.endsWith('.json'))
    .sort()
  if (files.length === 0) return null
  const records: SearchRecord[] = []
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
