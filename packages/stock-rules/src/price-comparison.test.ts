import { describe, expect, it } from 'vitest'
import { dealLabel, gaugeColourBand, gaugeFillPercent, isPriceComparisonVisible } from './price-comparison.js'
import type { AutogaugeResponse } from './types/content.js'

const complete: AutogaugeResponse = {
  fill: 0.5,
  listing_price: 20000,
  market_range_min: 18000,
  market_range_max: 22000,
  confidence: 0.8,
  description: 'Priced well',
}

describe('Price comparison: "hidden when any of fill, listing_price, market range or confidence is missing, when confidence is 0.2 or below, or when the range maximum is below the listing price"', () => {
  it.each<[string, AutogaugeResponse | null, boolean]>([
    ['complete data is shown', complete, true],
    ['"Price comparison response empty"', null, false],
    ['fill missing', { ...complete, fill: null }, false],
    ['fill 0 is present, not missing', { ...complete, fill: 0 }, true],
    ['listing_price missing', { ...complete, listing_price: undefined }, false],
    ['market range minimum missing', { ...complete, market_range_min: null }, false],
    ['market range maximum missing', { ...complete, market_range_max: null }, false],
    ['confidence missing', { ...complete, confidence: null }, false],
    ['"confidence is 0.2 or below"', { ...complete, confidence: 0.2 }, false],
    ['confidence 0.21 is above 0.2', { ...complete, confidence: 0.21 }, true],
    ['"range maximum is below the listing price"', { ...complete, market_range_max: 19999 }, false],
    ['range maximum equal to the listing price', { ...complete, market_range_max: 20000 }, true],
  ])('%s', (_name, gauge, expected) => {
    expect(isPriceComparisonVisible(gauge)).toBe(expected)
  })
})

describe('"good deal below fill 0.65, otherwise great deal"', () => {
  it.each([
    [0, 'good deal'],
    [0.649, 'good deal'],
    [0.65, 'great deal'],
    [1, 'great deal'],
  ])('fill %s is a %s', (fill, expected) => {
    expect(dealLabel(fill)).toBe(expected)
  })
})

describe('"colour bands at 0.3 and 0.6"', () => {
  it.each([
    [0.29, 'low'],
    [0.3, 'medium'],
    [0.59, 'medium'],
    [0.6, 'high'],
  ])('fill %s is %s', (fill, expected) => {
    expect(gaugeColourBand(fill)).toBe(expected)
  })
})

describe('"gauge minimum fill 20 percent"', () => {
  it.each([
    [0, 20],
    [0.1, 20],
    [0.2, 20],
    [0.5, 50],
    [1.2, 100],
  ])('fill %s draws %s percent', (fill, expected) => {
    expect(gaugeFillPercent(fill)).toBe(expected)
  })
})
