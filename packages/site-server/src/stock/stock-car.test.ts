import { describe, expect, it } from 'vitest'
import type { CarRecord } from '@forecourt/tenant-config'
import { checkStockCar, withdrawnCar } from './stock-car'
import { sportage as car } from './testing/stock-cars'

const anyMessage = expect.any(String) as string

describe('checkStockCar: the same checks as the fixtures (spec §3)', () => {
  it('takes a car of the spec', () => {
    expect(checkStockCar(car)).toEqual({ ok: true, car })
  })

  it.each([
    ['a missing required field', { ...car, make: undefined }, [{ field: 'make', message: anyMessage }]],
    ['a negative price', { ...car, price: -1 }, [{ field: 'price', message: anyMessage }]],
    ['an unknown car type', { ...car, car_type: 'hire' }, [{ field: 'car_type', message: anyMessage }]],
    [
      'a photo without its url, by its dotted name',
      { ...car, images: [{ image: { url: '/a.jpg' } }, { image: {} }] },
      [{ field: 'images.1.image.url', message: anyMessage }],
    ],
    [
      'a field the spec does not have, by its own name',
      { ...car, colour_name: 'Red', prize: 1 },
      [
        { field: 'colour_name', message: 'is not a field of a car (spec §3); check its spelling' },
        { field: 'prize', message: 'is not a field of a car (spec §3); check its spelling' },
      ],
    ],
    ['not a car at all', 'a car', [{ field: 'car', message: anyMessage }]],
  ])('names every field that is wrong: %s', (_, value, errors) => {
    expect(checkStockCar(value)).toEqual({ ok: false, errors })
  })
})

describe('withdrawnCar: a car the stock system no longer has is sold now', () => {
  const now = new Date('2026-11-27T05:00:00Z')
  it.each([
    ['an available car', car, { status: 'sold', sold: true, sold_date_timestamp: 1_795_755_600 }],
    [
      'a sold car keeps its sold date',
      { ...car, status: 'sold', sold: true, sold_date_timestamp: 1_795_000_000 },
      { status: 'sold', sold: true, sold_date_timestamp: 1_795_000_000 },
    ],
    [
      'a car marked sold without a date is sold now',
      { ...car, status: 'sold', sold_date_timestamp: null },
      { status: 'sold', sold: true, sold_date_timestamp: 1_795_755_600 },
    ],
    [
      'a coming-soon car with an old date is sold now',
      { ...car, status: 'coming_soon', sold_date_timestamp: 1 },
      { status: 'sold', sold: true, sold_date_timestamp: 1_795_755_600 },
    ],
  ])('%s', (_, given, expected) => {
    expect(withdrawnCar(given as CarRecord, now)).toEqual({ ...given, ...expected })
  })
})
