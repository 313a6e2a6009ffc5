import { describe, expect, it } from 'vitest'
import { pickSimilarCars, similarCarsQuery } from './similar-cars.js'

describe('"Similar cars: price window plus or minus 10000 when price under 50000, else 25000; at most 6 results; in_stock only"', () => {
  it.each([
    [
      'price 30000: ±10000',
      30000,
      'A1',
      {
        priceMin: 20000,
        priceMax: 40000,
        filters: 'status:in_stock AND price:20000 TO 40000 AND NOT stocknum:A1',
        hitsPerPage: 6,
      },
    ],
    [
      'price 49999: still ±10000',
      49999,
      undefined,
      {
        priceMin: 39999,
        priceMax: 59999,
        filters: 'status:in_stock AND price:39999 TO 59999',
        hitsPerPage: 6,
      },
    ],
    [
      'price 50000: ±25000',
      50000,
      undefined,
      {
        priceMin: 25000,
        priceMax: 75000,
        filters: 'status:in_stock AND price:25000 TO 75000',
        hitsPerPage: 6,
      },
    ],
    [
      'price 5000: window floored at 0',
      5000,
      'B 2',
      {
        priceMin: 0,
        priceMax: 15000,
        filters: 'status:in_stock AND price:0 TO 15000 AND NOT stocknum:"B 2"',
        hitsPerPage: 6,
      },
    ],
  ])('%s', (_name, price, stocknum, expected) => {
    expect(similarCarsQuery(stocknum === undefined ? { price } : { price, stocknum })).toEqual(expected)
  })

  it('keeps in_stock hits other than the car, at most 6', () => {
    const hits = [1, 2, 3, 4, 5, 6, 7, 8, 9].map((id) => ({ id, status: id === 3 ? 'sold' : 'in_stock' }))
    expect(pickSimilarCars(hits, { id: 1 }).map((hit) => hit.id)).toEqual([2, 4, 5, 6, 7, 8])
  })
})
