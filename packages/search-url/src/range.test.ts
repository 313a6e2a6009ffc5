import { describe, expect, it } from 'vitest'
import {
  isMaxRange,
  isMinRange,
  priceRangeSearchState,
  priceSliderDefaults,
  rangeRefinement,
  type RangeBounds,
} from './range.js'
import type { RangeValue, SearchState } from './search-state.js'

const bounds: RangeBounds = { min: 5000, max: 250000 }

describe('isMinRange/isMaxRange flags: a handle at its own bound sets no limit', () => {
  it.each<[RangeValue | undefined, boolean, boolean]>([
    [undefined, true, true],
    [{}, true, true],
    [{ min: 5000, max: 250000 }, true, true],
    [{ min: 4000, max: 300000 }, true, true],
    [{ min: 10000, max: 20000 }, false, false],
    [{ min: 10000 }, false, true],
    [{ max: 20000 }, true, false],
  ])('%j → isMinRange %s, isMaxRange %s', (range, min, max) => {
    expect(isMinRange(range, bounds)).toBe(min)
    expect(isMaxRange(range, bounds)).toBe(max)
  })

  it.each<[RangeValue, RangeValue | null]>([
    [{ min: 5000, max: 250000 }, null],
    [{ min: 5000, max: 20000 }, { max: 20000 }],
    [{ min: 10000, max: 250000 }, { min: 10000 }],
    [
      { min: 10000, max: 20000 },
      { min: 10000, max: 20000 },
    ],
  ])('rangeRefinement(%j) → %j', (handles, expected) => {
    expect(rangeRefinement(handles, bounds)).toEqual(expected)
  })
})

describe('Price-range slider page: "\'see results\' navigates to a search URL sorted by price descending"', () => {
  it('"price slider step 500, default min 5000, default max 250000"', () => {
    expect(priceSliderDefaults).toEqual({ step: 500, min: 5000, max: 250000 })
  })

  it.each<[RangeValue, SearchState]>([
    [
      { min: 10000, max: 250000 },
      { sortBy: 'price_desc', range: { price: { min: 10000 } } },
    ],
    [{ min: 5000, max: 250000 }, { sortBy: 'price_desc' }],
    [
      { min: 10000, max: 30000 },
      { sortBy: 'price_desc', range: { price: { min: 10000, max: 30000 } } },
    ],
  ])('%j → %j', (handles, state) => {
    expect(priceRangeSearchState(handles)).toEqual(state)
  })
})
