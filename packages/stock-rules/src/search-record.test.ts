import { describe, expect, it } from 'vitest'
import { listedIndefinitely, searchRecord } from './search-record.js'
import { stockFilter } from './stock-filter.js'
import type { Car } from './types/car.js'

const base: Car = {
  id: 7,
  slug: 'a',
  name: 'A',
  year: 2021,
  make: 'Kia',
  model: 'Sportage',
  price: 30000,
  car_type: 'used',
  status: 'in_stock',
}
// 1_700_000_000 unix seconds; 3 days earlier is 1_699_740_800.
const now = '2023-11-14T22:13:20Z'
const soldAfter = 1_699_740_800

describe('searchRecord: the index record the stock filter reads', () => {
  it.each<[string, Partial<Car>, number]>([
    ['in_stock is listed indefinitely', { status: 'in_stock' }, listedIndefinitely],
    ['coming_soon is listed indefinitely', { status: 'coming_soon' }, listedIndefinitely],
    ['sold is listed until its sale', { status: 'sold', sold_date_timestamp: 1_699_900_000 }, 1_699_900_000],
    [
      'the sold flag counts as sold',
      { status: 'in_stock', sold: true, sold_date_timestamp: 1_600_000_000 },
      1_600_000_000,
    ],
    ['sold without a date is not listed', { status: 'sold' }, 0],
    ['any other status is not listed', { status: 'others' }, 0],
  ])('%s', (_name, change, expected) => {
    expect(searchRecord({ ...base, ...change }, { tenant: 't' }).listed_until_timestamp).toBe(expected)
  })

  it('keys the record by the car id as a string', () => {
    expect(searchRecord(base, { tenant: 't' }).objectID).toBe('7')
  })

  it.each<[Car['car_type'], string | null]>([
    ['new', 'Kia'],
    ['used', null],
    ['demo', null],
  ])('new_car_make holds the make of %s cars only', (carType, expected) => {
    expect(searchRecord({ ...base, car_type: carType }, { tenant: 't' }).new_car_make).toBe(expected)
  })

  it.each<[string, Partial<Car>, boolean]>([
    ['"status in_stock"', { status: 'in_stock' }, true],
    ['"or coming_soon"', { status: 'coming_soon' }, true],
    [
      '"or sold within the last N days" (sold a day ago)',
      { status: 'sold', sold_date_timestamp: soldAfter + 86_400 },
      true,
    ],
    [
      'sold exactly N days ago is outside the window',
      { status: 'sold', sold_date_timestamp: soldAfter },
      false,
    ],
    ['sold long ago', { status: 'sold', sold_date_timestamp: 1_500_000_000 }, false],
    ['other statuses', { status: 'others' }, false],
  ])('listed_until_timestamp > the filter bound agrees with the spec rule: %s', (_name, change, listed) => {
    const bound = stockFilter({ now }).filter.soldAfterTimestamp
    expect(bound).toBe(soldAfter)
    expect(
      searchRecord({ ...base, ...change }, { tenant: 't' }).listed_until_timestamp > (bound ?? Infinity),
    ).toBe(listed)
  })
})

describe('searchRecord keeps what cards, filters and sorting need', () => {
  const car: Car = {
    ...base,
    views: 42,
    created_at: '2026-10-01T00:00:00Z',
    images: [{ image: { url: '/images/a.svg?w=1200&q=80' } }, { image: { url: '/images/b.svg' } }],
    dealercomments: '<p>Long comments stay out of the index</p>',
  }

  it('derives title, make_model, custom rank, created_at_timestamp, the tenant and the first photo', () => {
    expect(searchRecord(car, { tenant: 'wattle-bay-kia' })).toMatchObject({
      tenant: 'wattle-bay-kia',
      title: '2021 Kia Sportage',
      make_model: 'Kia Sportage',
      custom_rank: 42,
      created_at_timestamp: 1790812800,
      primary_image_url: '/images/a.svg?w=1200&q=80',
    })
  })

  it.each([
    [{ simple_transmission: 'Automatic', trans: '8 Speed Sports Automatic' }, 'Automatic'],
    [{ trans: 'Manual' }, 'Manual'],
    [{}, null],
  ])('the transmission filter reads the simple transmission, else the raw one: %j', (change, expected) => {
    expect(searchRecord({ ...car, ...change }, { tenant: 't' }).transmission).toBe(expected)
  })

  it('names the dealership from the tenant, since a car carries only its slug', () => {
    const record = searchRecord(
      { ...car, dealership_slug: 'north' },
      { tenant: 't', dealershipNames: { north: 'North Kia' } },
    )
    expect(record.dealership_name).toBe('North Kia')
    expect(searchRecord({ ...car, dealership_slug: 'north' }, { tenant: 't' }).dealership_name).toBeNull()
  })

  it("carries the first lender's rates and payments for the card, or nulls", () => {
    const financed = {
      ...car,
      finance_lenders: {
        Acme: { interestRate: 8.99, comparisonRate: 9.45, paymentWeek: 112, paymentMonth: 486 },
      },
    }
    expect(searchRecord(financed, { tenant: 't' })).toMatchObject({
      finance_interest_rate: 8.99,
      finance_comparison_rate: 9.45,
      finance_payment_week: 112,
      finance_payment_month: 486,
    })
    expect(searchRecord(car, { tenant: 't' }).finance_interest_rate).toBeNull()
  })

  it('leaves out what no card, filter or sort reads: heavy and duplicate fields', () => {
    const keys = Object.keys(searchRecord(car, { tenant: 't' }))
    for (const left of [
      'dealercomments',
      'images',
      'finance_lenders',
      'simple_transmission',
      'simple_drive',
      'created_at',
      'name',
    ]) {
      expect(keys).not.toContain(left)
    }
  })

  it('interns repeated strings through the given function', () => {
    const seen: unknown[] = []
    searchRecord(car, { tenant: 't', intern: (value) => (seen.push(value), value) })
    expect(seen).toEqual(expect.arrayContaining(['t', 'Kia', 'Sportage', 'Kia Sportage']))
  })
})
