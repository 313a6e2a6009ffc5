import type { RangeValue, SearchState } from './search-state.js'

/** The lowest and highest value a range filter's slider offers. */
export interface RangeBounds {
  min: number
  max: number
}

/**
 * The search state's isMinRange flag (spec section 3): the lower handle sits at its own bound (or is not
 * set), so there is no lower limit.
 * @example isMinRange({ min: 5000, max: 20000 }, { min: 5000, max: 250000 }) // true
 */
export function isMinRange(range: RangeValue | undefined, bounds: RangeBounds): boolean {
  return range?.min === undefined || range.min <= bounds.min
}

/**
 * The search state's isMaxRange flag (spec section 3): the upper handle sits at its own bound (or is not
 * set), so there is no upper limit.
 * @example isMaxRange({ min: 5000, max: 250000 }, { min: 5000, max: 250000 }) // true
 */
export function isMaxRange(range: RangeValue | undefined, bounds: RangeBounds): boolean {
  return range?.max === undefined || range.max >= bounds.max
}

/**
 * The range refinement of two slider handles: a handle at its own bound sets no limit on that side, so the
 * URL stays `range[price]=5000:` rather than `5000:250000`. Returns null when neither side limits anything.
 * @example rangeRefinement({ min: 5000, max: 20000 }, { min: 5000, max: 250000 }) // { max: 20000 }
 */
export function rangeRefinement(handles: RangeValue, bounds: RangeBounds): RangeValue | null {
  const range: RangeValue = {}
  if (!isMinRange(handles, bounds)) range.min = handles.min
  if (!isMaxRange(handles, bounds)) range.max = handles.max
  return range.min === undefined && range.max === undefined ? null : range
}

/**
 * Price slider constants (spec section 9: "price slider step 500, default min 5000, default max 250000").
 * @example priceSliderDefaults.step // 500
 */
export const priceSliderDefaults = { step: 500, min: 5000, max: 250_000 } as const

/**
 * Where the price-range slider page's 'see results' goes (spec section 2: "'see results' navigates to a search
 * URL sorted by price descending"): the price range of the handles, sorted by highest price.
 * @default bounds priceSliderDefaults
 * @example priceRangeSearchState({ min: 10000, max: 250000 }) // { sortBy: 'price_desc', range: { price: { min: 10000 } } }
 */
export function priceRangeSearchState(
  handles: RangeValue,
  bounds: RangeBounds = priceSliderDefaults,
): SearchState {
  const price = rangeRefinement(handles, bounds)
  return price ? { sortBy: 'price_desc', range: { price } } : { sortBy: 'price_desc' }
}
