import type { CarRecord } from '@forecourt/tenant-config'
import { describe, expect, it } from 'vitest'
import { unknownFieldMessage } from './stock-car'
import { feedPlan, heldCarReason, maxFeedCars, readFeed } from './stock-feed'
import { sportage } from './testing/stock-cars'

const car = (id: number, fields: Partial<CarRecord> = {}) =>
  ({ ...sportage, id, slug: `car-${id}`, ...fields }) as CarRecord
const csvHeader =
  'id,slug,name,year,make,model,price,car_type,status,sold,location.id,location.name,images.0.image.url,images.1.image.url'
const anyText = expect.any(String) as string

describe('readFeed: a full feed as JSON, NDJSON or CSV, checked as the fixtures are', () => {
  it.each([
    ['a JSON list', JSON.stringify([car(1), car(2)]), 'json'],
    ['a JSON object with its cars', JSON.stringify({ cars: [car(1), car(2)] }), 'json'],
    ['NDJSON, blank lines skipped', `${JSON.stringify(car(1))}\n\n${JSON.stringify(car(2))}\n`, 'ndjson'],
  ] as const)('reads %s', (_, text, format) => {
    expect(readFeed(text, format)).toEqual({ ok: true, cars: [car(1), car(2)] })
  })

  it("reads CSV: the spec's field names as columns, nested fields by dotted names, numbers and booleans by the schema", () => {
    const csv = [
      csvHeader,
      '1,car-1,2026 Kia Sportage S,2026,Kia,Sportage,38990,new,in_stock,false,7,Gosford,/a.jpg,/b.jpg',
      '"2","car-2","2026 Kia Sportage S, ""GT""",2026,Kia,Sportage,38990.5,new,in_stock,,,,,',
    ].join('\r\n')
    expect(readFeed(csv, 'csv')).toEqual({
      ok: true,
      cars: [
        {
          ...car(1),
          sold: false,
          location: { id: 7, name: 'Gosford' },
          images: [{ image: { url: '/a.jpg' } }, { image: { url: '/b.jpg' } }],
        },
        { ...car(2), name: '2026 Kia Sportage S, "GT"', price: 38_990.5 },
      ],
    })
  })

  it.each([
    [
      'a car that fails the checks, by row and field',
      JSON.stringify([car(1), { ...car(2), price: -1 }, { ...car(3), prize: 5 }]),
      'json',
      [
        { row: 2, field: 'price', message: anyText },
        { row: 3, field: 'prize', message: unknownFieldMessage },
      ],
    ],
    [
      'a car id twice',
      JSON.stringify([car(1), car(2), car(1)]),
      'json',
      [{ row: 3, field: 'id', message: 'car 1 is also on row 1' }],
    ],
    [
      'an NDJSON line that is not JSON, by its line',
      `${JSON.stringify(car(1))}\n{"id": 2,\n`,
      'ndjson',
      [{ row: 2, field: 'car', message: expect.stringMatching(/^is not JSON: /) as string }],
    ],
    ['JSON that is not a list', '{"car": {}}', 'json', [{ row: 0, field: 'feed', message: anyText }]],
    [
      'text that is not JSON',
      'id,slug',
      'json',
      [{ row: 0, field: 'feed', message: expect.stringMatching(/^is not JSON: /) as string }],
    ],
    [
      'CSV columns that are not fields, twice, or reach past a list of 1,000',
      'id,prize,id,images.1000.image.url,__proto__.polluted,finance_lenders.__proto__.x\n1,2,1,/a.jpg,yes,1',
      'csv',
      [
        { row: 1, field: 'prize', message: unknownFieldMessage },
        { row: 1, field: 'id', message: 'is a column twice' },
        { row: 1, field: 'images.1000.image.url', message: unknownFieldMessage },
        { row: 1, field: '__proto__.polluted', message: unknownFieldMessage },
        { row: 1, field: 'finance_lenders.__proto__.x', message: unknownFieldMessage },
      ],
    ],
    [
      'a CSV row that fails the checks, by its row (the header is row 1)',
      `${csvHeader}\n1,car-1,S,2026,Kia,Sportage,38990,new,in_stock,,,,,\n2,car-2,S,twenty,Kia,Sportage,cheap,new,in_stock,maybe,,,,`,
      'csv',
      [
        { row: 3, field: 'year', message: anyText },
        { row: 3, field: 'price', message: anyText },
        { row: 3, field: 'sold', message: anyText },
      ],
    ],
    [
      'CSV with an unclosed quote',
      'id,slug\n1,"car-1',
      'csv',
      [{ row: 0, field: 'feed', message: expect.stringMatching(/^is not CSV: /) as string }],
    ],
    ['an empty CSV', '', 'csv', [{ row: 1, field: 'feed', message: 'has no header row naming the fields' }]],
  ] as const)('refuses %s, naming every problem', (_, text, format, errors) => {
    expect(readFeed(text, format)).toEqual({ ok: false, errors })
    expect(({} as Record<string, unknown>).polluted).toBeUndefined()
  })

  it(`refuses a feed of more than ${maxFeedCars} cars as a whole`, () => {
    const text = JSON.stringify(Array.from({ length: maxFeedCars + 1 }, () => ({})))
    expect(readFeed(text, 'json')).toEqual({
      ok: false,
      errors: [
        {
          row: 0,
          field: 'feed',
          message: `has ${maxFeedCars + 1} cars; a feed holds at most ${maxFeedCars}`,
        },
      ],
    })
  })
})

describe('feedPlan: "new cars added, changed cars updated, cars missing from the feed withdrawn"', () => {
  const now = new Date('2026-11-27T05:00:00Z')
  const sold = { status: 'sold', sold: true, sold_date_timestamp: 1_795_755_600 }
  it.each([
    [
      'the same feed again saves the same cars, withdraws none',
      [car(1), car(2)],
      [car(1), car(2)],
      [],
      [car(1), car(2)],
      [],
      [],
    ],
    ['a new car is saved', [car(1)], [car(1), car(2)], [], [car(1), car(2)], [], []],
    [
      'a car missing from the feed is withdrawn: sold now',
      [car(1), car(2)],
      [car(1)],
      [],
      [car(1), car(2, sold)],
      [2],
      [],
    ],
    [
      'a car missing and already sold is left as it is',
      [car(1), car(2, { ...sold, sold_date_timestamp: 5 })],
      [car(1)],
      [],
      [car(1)],
      [],
      [],
    ],
    [
      'a car a shopper holds (reservation or checkout) is kept and named',
      [car(1), car(2)],
      [car(1)],
      [2],
      [car(1)],
      [],
      [{ id: 2, reason: heldCarReason }],
    ],
    [
      'a car the dealer marked reserved is kept and named',
      [car(1), car(2, { reserved: true })],
      [car(1)],
      [],
      [car(1)],
      [],
      [{ id: 2, reason: heldCarReason }],
    ],
  ])('%s', (_, stored, feed, held, save, withdrawn, kept) => {
    expect(feedPlan(stored, feed, { now, held: new Set(held) })).toEqual({ save, withdrawn, kept })
  })
})
