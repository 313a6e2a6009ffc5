import { describe, expect, it } from 'vitest'
import carIndexReplicas from '../settings/car-index-replicas.json' with { type: 'json' }
import carIndexSettings from '../settings/car-index.json' with { type: 'json' }
import type { IndexWrite } from './index-writes'
import { createSearchEngine, type SearchEngine } from './search-engine'
import { minAppendsBeforeRebuild } from './search-index'
import { generateCars, seededRandom } from './testing/car-records'
import type { RecordFields } from './types'

const indexName = 'Car_production'
const tenantFilters: Record<string, string> = {
  'key-alpha': 'tenant:alpha',
  'key-beta': 'tenant:beta AND price > 0',
}

function engineOver(records: readonly RecordFields[]): SearchEngine {
  return createSearchEngine({
    indices: { [indexName]: { settings: carIndexSettings, records, replicas: carIndexReplicas } },
    resolveTenant: (apiKey) => {
      const filters = tenantFilters[apiKey]
      return filters === undefined ? null : { filters }
    },
  })
}

/** What shoppers ask: browsing with every facet, pages, words with and without typos, prefixes, filters. */
const queries: Record<string, unknown>[] = [
  { query: '', facets: ['*'], hitsPerPage: 40 },
  { query: '', page: 2, hitsPerPage: 30 },
  { query: 'toyota hilux', facets: ['model'] },
  { query: 'toyta' },
  { query: 'lan' },
  { query: 'zephyrix', facets: ['make', 'model'] },
  { query: 'zephyrx' },
  { query: 'zep' },
  { query: '', filters: 'price < 30000 AND NOT make:Kia', facets: ['make', 'price'] },
  { query: 'S1000' },
  { query: 'ranger', facetFilters: [['colour:White', 'colour:Black']], numericFilters: ['year>=2015'] },
  { query: '', facetFilters: ['make:Forecourt'], facets: ['make', 'status'] },
]

/** Every query on the index and each replica, for each tenant, and a search for facet values. */
function answers(engine: SearchEngine): unknown[] {
  const found: unknown[] = []
  for (const name of engine.indexNames)
    for (const apiKey of Object.keys(tenantFilters)) {
      const requests = queries.map((params) => ({ indexName: name, params }))
      for (const result of engine.multipleQueries({ requests }, { apiKey }).results)
        found.push({ ...result, processingTimeMS: 0 })
      found.push({
        ...engine.searchForFacetValues(indexName, 'model', { facetQuery: 'ze' }, { apiKey }),
        processingTimeMS: 0,
      })
    }
  return found
}

/**
 * Random writes of every kind, applied to `stored` as Algolia applies them (a Map keeps a stored-again
 * record's place and puts a new one last), so an engine built over `stored` is what the writes should give.
 */
function randomWrites(
  random: () => number,
  stored: Map<string, RecordFields>,
  arriving: RecordFields[],
  count: number,
): IndexWrite[] {
  const writes: IndexWrite[] = []
  const removed: RecordFields[] = []
  for (let made = 0; made < count; made++) {
    const ids = [...stored.keys()]
    const someId = ids[Math.floor(random() * ids.length)] as string
    const existing = stored.get(someId) as RecordFields
    const roll = random()
    if (roll < 0.2 && arriving.length > 0) {
      const record = arriving.shift() as RecordFields
      writes.push({ action: 'save', record })
      stored.set(record.objectID, record)
    } else if (roll < 0.45) {
      const attributes = { price: 8000 + Math.round(random() * 120) * 500 }
      writes.push({ action: 'partial', objectID: someId, attributes, create: false })
      stored.set(someId, { ...existing, ...attributes })
    } else if (roll < 0.55) {
      const attributes = { status: 'sold', sold_date_timestamp: 1_700_000_000 }
      writes.push({ action: 'partial', objectID: someId, attributes, create: false })
      stored.set(someId, { ...existing, ...attributes })
    } else if (roll < 0.7) {
      writes.push({ action: 'delete', objectID: someId })
      stored.delete(someId)
      removed.push(existing)
    } else if (roll < 0.8 && removed.length > 0) {
      const record = removed.shift() as RecordFields
      writes.push({ action: 'save', record })
      stored.set(record.objectID, record)
    } else {
      // New words and facet values the index has never seen, some of them typo-disabled (stock numbers).
      const record = {
        ...existing,
        make: 'Forecourt',
        model: random() < 0.5 ? 'Zephyrix' : 'Zenith',
        make_model: 'Forecourt Zephyrix',
        title: `${String(existing.year)} Forecourt Zephyrix`,
        stocknum: `ZX${someId}`,
        colour: random() < 0.5 ? 'White' : 'Ochre',
      }
      writes.push({ action: 'save', record })
      stored.set(someId, record)
    }
  }
  return writes
}

describe('writes change the index in place', () => {
  it('answers every search, facet count and sort as an index built over the same records would', () => {
    const cars = generateCars(1500) as unknown as RecordFields[]
    const stored = new Map(cars.slice(0, 1200).map((car) => [car.objectID, car]))
    const arriving = cars.slice(1200)
    const engine = engineOver([...stored.values()])
    const random = seededRandom(7)
    let written = 0
    for (const size of [1, 5, 40, 120, 200]) {
      const writes = randomWrites(random, stored, arriving, size)
      written += writes.length
      engine.write(indexName, writes)
      expect(answers(engine)).toEqual(answers(engineOver([...stored.values()])))
    }
    // Every batch above went in place: together they stay below the point where the index is built again.
    expect(written).toBeLessThan(minAppendsBeforeRebuild)
  })

  it('builds the index again once more than minAppendsBeforeRebuild records changed, with the same answers', () => {
    const cars = generateCars(2600) as unknown as RecordFields[]
    const stored = new Map(cars.slice(0, 1000).map((car) => [car.objectID, car]))
    const engine = engineOver([...stored.values()])
    const random = seededRandom(11)
    engine.write(indexName, randomWrites(random, stored, [], 300))
    const arriving = cars.slice(1000)
    engine.write(
      indexName,
      arriving.map((record) => ({ action: 'save', record })),
    )
    for (const record of arriving) stored.set(record.objectID, record)
    engine.write(indexName, randomWrites(random, stored, [], 50))
    expect(answers(engine)).toEqual(answers(engineOver([...stored.values()])))
  })

  it.each([
    ['a car repriced moves in the price sort', 'Car_production_price_asc', ['b', 'a', 'c']],
    ['a car repriced moves in the custom ranking', 'Car_production', ['a', 'c', 'b']],
  ])('%s', (_, index, expected) => {
    const engine = engineOver([
      { objectID: 'a', tenant: 'alpha', title: 'Kia Sportage', price: 30000, custom_rank: 9 },
      { objectID: 'b', tenant: 'alpha', title: 'Kia Cerato', price: 40000, custom_rank: 8 },
      { objectID: 'c', tenant: 'alpha', title: 'Kia Picanto', price: 35000, custom_rank: 5 },
    ])
    engine.write(indexName, [
      { action: 'partial', objectID: 'b', attributes: { price: 20000, custom_rank: 1 }, create: false },
    ])
    const ids = (query: string) =>
      engine.searchIndex(index, { query }, { apiKey: 'key-alpha' }).hits.map((hit) => hit.objectID)
    expect(ids('')).toEqual(expected)
    expect(ids('kia')).toEqual(expected)
  })

  it('finds a removed car by no word, facet or filter, and a car saved again only as it is now', () => {
    const engine = engineOver([
      { objectID: 'a', tenant: 'alpha', title: 'Kia Sportage', make: 'Kia', price: 30000 },
      { objectID: 'b', tenant: 'alpha', title: 'Mazda CX-5', make: 'Mazda', price: 40000 },
    ])
    engine.write(indexName, [
      { action: 'delete', objectID: 'a' },
      { action: 'save', record: { objectID: 'b', tenant: 'alpha', title: 'Mazda BT-50', make: 'Mazda' } },
    ])
    const search = (params: Record<string, unknown>) =>
      engine.searchIndex(indexName, { facets: ['make'], ...params }, { apiKey: 'key-alpha' })
    expect(search({ query: 'sportage' }).nbHits).toBe(0)
    expect(search({ query: 'cx' }).nbHits).toBe(0)
    expect(search({ query: 'bt' }).hits.map((hit) => hit.title)).toEqual(['Mazda BT-50'])
    expect(search({ query: '', filters: 'NOT make:Mazda' }).nbHits).toBe(0)
    expect(search({ query: '', filters: 'price > 0' }).nbHits).toBe(0)
    expect(search({ query: '' }).facets).toEqual({ make: { Mazda: 1 } })
  })
})
