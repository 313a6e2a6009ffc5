import { describe, expect, it } from 'vitest'
import carIndexSettings from '../settings/car-index.json' with { type: 'json' }
import { createSearchEngine } from './search-engine'
import { resolveSettings } from './settings'
import { generateCars } from './testing/car-records'
import type { IndexSettings, RecordFields, SearchResponse } from './types'

const records = [
  {
    objectID: 'hilux',
    title: '2021 Toyota Hilux SR5',
    make: 'Toyota',
    stocknum: 'S100123',
    vin: 'JTMHILUX00001234',
    rank: 5,
  },
  {
    objectID: 'ranger',
    title: '2020 Ford Ranger Wildtrak',
    make: 'Ford',
    stocknum: 'S100456',
    vin: 'MNAUMFF50LW912345',
    rank: 9,
  },
  // 'wildtrak' here is only in the VIN field, where a typo does not reach it.
  { objectID: 'odd', title: '2019 Kia Cerato', make: 'Kia', stocknum: 'S100789', vin: 'WILDTRAK', rank: 1 },
]
const settings: IndexSettings = {
  searchableAttributes: ['title', 'make', 'stocknum', 'vin'],
  customRanking: ['desc(rank)'],
  disableTypoToleranceOnAttributes: ['stocknum', 'vin'],
}
const engineOf = (indexSettings: IndexSettings, indexRecords: RecordFields[] = records) =>
  createSearchEngine({
    indices: { cars: { settings: indexSettings, records: indexRecords } },
    resolveTenant: () => ({ filters: '' }),
  })
const engine = engineOf(settings)
const ids = (response: SearchResponse) => response.hits.map((hit) => hit.objectID)
const search = (params: Record<string, unknown>) => ids(engine.searchIndex('cars', params, { apiKey: 'any' }))

describe('disableTypoToleranceOnAttributes: words of those attributes match only exactly or as a prefix', () => {
  it.each([
    ['disableTypoToleranceOnAttributes: a stock number one letter off does not match', 's100124', []],
    [
      'disableTypoToleranceOnAttributes: a stock number with two digits swapped does not match',
      's101023',
      [],
    ],
    ['an exact stock number still matches', 's100123', ['hilux']],
    ['an exact stock number in any case still matches', 'S100456', ['ranger']],
    ['a prefix of a stock number still matches', 's1004', ['ranger']],
    ['an exact VIN still matches', 'jtmhilux00001234', ['hilux']],
    ['a prefix of a VIN still matches', 'mnaumff50', ['ranger']],
    ['disableTypoToleranceOnAttributes: a VIN two letters off does not match', 'mnaumff50lw912354', []],
    ['a make one letter off still matches (typo allowed on title/make)', 'toyta', ['hilux']],
    ['a model with two letters swapped still matches (typo allowed on title)', 'rangre', ['ranger']],
    [
      'a word in both kinds of attribute matches with a typo only where typos are allowed',
      'wildtrka',
      ['ranger'],
    ],
    ['the same word matches exactly in both kinds of attribute', 'wildtrak', ['ranger', 'odd']],
  ])('%s: %j', (_rule, query, expected) => {
    expect(search({ query })).toEqual(expected)
  })

  it('without the setting, a stock number one letter off matches, as before', () => {
    const { disableTypoToleranceOnAttributes: _off, ...typoEverywhere } = settings
    const response = engineOf(typoEverywhere).searchIndex('cars', { query: 's100124' }, { apiKey: 'any' })
    expect(ids(response)).toEqual(['hilux'])
  })

  it.each([
    ['an array', { disableTypoToleranceOnAttributes: ['title', 'make'] }],
    [
      'a params string with a JSON array',
      { params: 'disableTypoToleranceOnAttributes=%5B%22title%22%2C%22make%22%5D' },
    ],
    [
      'a params string with a comma-separated list',
      { params: 'disableTypoToleranceOnAttributes=title,make' },
    ],
  ])('the query parameter turns typo tolerance off on more attributes (%s)', (_form, params) => {
    expect(search({ query: 'toyta', ...params })).toEqual([])
    expect(search({ query: 'toyota', ...params })).toEqual(['hilux'])
  })

  it("the query parameter does not turn typo tolerance back on for the index's own attributes", () => {
    expect(search({ query: 's100124', disableTypoToleranceOnAttributes: [] })).toEqual([])
    expect(search({ query: 'toyta', disableTypoToleranceOnAttributes: [] })).toEqual(['hilux'])
  })

  it('a query parameter that is not a list of attribute names is a 400', () => {
    expect(() => search({ query: 'toyta', disableTypoToleranceOnAttributes: 5 })).toThrow(
      expect.objectContaining({
        message: 'disableTypoToleranceOnAttributes: expected an array of strings, got 5',
        status: 400,
      }),
    )
  })

  it('a typo match ranks by the attributes that allow typos', () => {
    const ranked = engineOf(
      {
        searchableAttributes: ['stocknum', 'title'],
        customRanking: ['desc(rank)'],
        disableTypoToleranceOnAttributes: ['stocknum'],
      },
      [
        { objectID: 'in-both', stocknum: 'hilux', title: 'hilux', rank: 1 },
        { objectID: 'title-only', title: 'hilux', rank: 9 },
      ],
    )
    const query = (text: string) => ids(ranked.searchIndex('cars', { query: text }, { apiKey: 'any' }))
    // Exactly, 'in-both' matches in the first attribute; with a typo, both only through the title.
    expect(query('hilux')).toEqual(['in-both', 'title-only'])
    expect(query('hliux')).toEqual(['title-only', 'in-both'])
  })

  it('highlights a word matched with a typo only if it is in an attribute that allows typos', () => {
    // 'hiluy' is one typo from 'hilux' (title) and from 'hiluz' (VIN only): the record matches through
    // the title, and the VIN is not highlighted.
    const highlighted = engineOf(settings, [{ objectID: 'h', title: 'Toyota Hilux', vin: 'HILUZ' }])
    const [hit] = highlighted.searchIndex('cars', { query: 'hiluy' }, { apiKey: 'any' }).hits
    expect(hit?._highlightResult?.title).toMatchObject({ value: 'Toyota <em>Hilux</em>', matchLevel: 'full' })
    expect(hit?._highlightResult?.vin).toMatchObject({ value: 'HILUZ', matchLevel: 'none' })
  })
})

describe('disableTypoToleranceOnAttributes in the settings', () => {
  it('defaults to none, and reads a list of attribute names', () => {
    expect(resolveSettings({}).disableTypoToleranceOnAttributes).toEqual([])
    expect(resolveSettings(settings).disableTypoToleranceOnAttributes).toEqual(['stocknum', 'vin'])
  })

  it('refuses anything but a list of names at start-up', () => {
    expect(() => resolveSettings({ disableTypoToleranceOnAttributes: 'vin' as never })).toThrow(TypeError)
  })

  it('the car index turns typo tolerance off on stock numbers and VINs, both searchable', () => {
    expect(carIndexSettings.disableTypoToleranceOnAttributes).toEqual(['stocknum', 'vin'])
    for (const attribute of carIndexSettings.disableTypoToleranceOnAttributes)
      expect(carIndexSettings.searchableAttributes).toContain(attribute)
  })

  it('over generated stock with the car index settings: exact and prefix identifiers match, near misses do not', () => {
    const cars = generateCars(500) as unknown as RecordFields[]
    const carEngine = engineOf(carIndexSettings, cars)
    const query = (text: string) =>
      carEngine.searchIndex('cars', { query: text, hitsPerPage: 5 }, { apiKey: 'any' })
    const car = cars[123] as RecordFields & { stocknum: string; vin: string }
    expect(ids(query(car.stocknum))).toEqual([car.objectID])
    expect(ids(query(car.vin))).toEqual([car.objectID])
    expect(ids(query(car.vin.slice(0, 12)))).toEqual([car.objectID])
    // S100123 → S100132 and S10012 + a letter are other cars' numbers or nothing, never a typo match.
    const swapped = `${car.stocknum.slice(0, -2)}${car.stocknum.at(-1)}${car.stocknum.at(-2)}`
    expect(query(swapped).nbHits).toBe(cars.filter((other) => other.stocknum === swapped).length)
    expect(query(`${car.vin.slice(0, -1)}${car.vin.endsWith('Q') ? 'R' : 'Q'}`).nbHits).toBe(0)
    expect(query('toyta').nbHits).toBe(cars.filter((other) => other.make === 'Toyota').length)
  })
})
