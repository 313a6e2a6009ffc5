import { describe, expect, it } from 'vitest'
import { isAutograbEligible, isBelowMarket, priceDisplay, reducedPrice } from './price.js'
import type { Car } from './types/car.js'

describe('"Price shown only if above 10; otherwise preorder text or a no-price text (default \'Enquire for price.\')"', () => {
  it.each<[string, Pick<Car, 'price' | 'preorder'>, string | undefined, ReturnType<typeof priceDisplay>]>([
    ['price 11 is shown', { price: 11 }, undefined, { kind: 'price', price: 11 }],
    ['price 10 is not', { price: 10 }, undefined, { kind: 'no-price', text: 'Enquire for price.' }],
    [
      'preorder text in place of a price',
      { price: 0, preorder: 'Pre-order now' },
      undefined,
      { kind: 'preorder', text: 'Pre-order now' },
    ],
    [
      'blank preorder text falls back',
      { price: 1, preorder: ' ' },
      undefined,
      { kind: 'no-price', text: 'Enquire for price.' },
    ],
    ['tenant no-price text', { price: 0 }, 'Call us', { kind: 'no-price', text: 'Call us' }],
    [
      'a price wins over preorder text',
      { price: 45990, preorder: 'Pre-order' },
      undefined,
      { kind: 'price', price: 45990 },
    ],
  ])('%s', (_name, car, noPriceText, expected) => {
    expect(priceDisplay(car, noPriceText === undefined ? {} : { noPriceText })).toEqual(expected)
  })
})

describe('reduced-price indicator', () => {
  it.each<[string, Pick<Car, 'price' | 'before_price'>, ReturnType<typeof reducedPrice>]>([
    ['before_price above price', { price: 20000, before_price: 22000 }, { beforePrice: 22000, saving: 2000 }],
    ['equal prices: none', { price: 20000, before_price: 20000 }, null],
    ['no before_price: none', { price: 20000, before_price: null }, null],
    ['no displayed price: none', { price: 0, before_price: 22000 }, null],
  ])('%s', (_name, car, expected) => {
    expect(reducedPrice(car)).toEqual(expected)
  })
})

describe('"Below-market badge: car price more than 499 under the state or national average market price"', () => {
  it.each<[string, Pick<Car, 'price' | 'autograb_data'>, boolean]>([
    [
      '500 under the national average',
      { price: 20000, autograb_data: { average_market_price: 20500 } },
      true,
    ],
    ['exactly 499 under is not', { price: 20000, autograb_data: { average_market_price: 20499 } }, false],
    [
      '500 under the state average',
      { price: 20000, autograb_data: { state_average_market_price: 20500 } },
      true,
    ],
    [
      'either average is enough',
      { price: 20000, autograb_data: { state_average_market_price: 19000, average_market_price: 21000 } },
      true,
    ],
    ['no market data', { price: 20000 }, false],
    ['no displayed price', { price: 0, autograb_data: { average_market_price: 20500 } }, false],
  ])('%s', (_name, car, expected) => {
    expect(isBelowMarket(car)).toBe(expected)
  })
})

describe('"Autograb feature: price above 200, status in_stock, not sold, not reserved"', () => {
  const base = { price: 201, status: 'in_stock', sold: false, reserved: false }
  it.each<[string, Parameters<typeof isAutograbEligible>[0], boolean]>([
    ['all conditions met', base, true],
    ['price 200 is not above 200', { ...base, price: 200 }, false],
    ['coming_soon is not in_stock', { ...base, status: 'coming_soon' }, false],
    ['sold flag', { ...base, sold: true }, false],
    ['reserved', { ...base, reserved: true }, false],
  ])('%s', (_name, car, expected) => {
    expect(isAutograbEligible(car)).toBe(expected)
  })
})
