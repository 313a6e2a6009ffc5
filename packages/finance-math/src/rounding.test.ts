import { describe, expect, it } from 'vitest'
import { roundDollars } from './rounding'

describe('result rounded (ceiling or floor by rule for one lender)', () => {
  it.each([
    [146.5, 'round', 147],
    [146.49, 'round', 146],
    [146.01, 'ceil', 147],
    [146.99, 'floor', 146],
    [123.00000000001, 'ceil', 123],
    [122.99999999999, 'floor', 123],
    [-0.2, 'round', 0],
  ] as const)('%s by %s is %s', (amount, rounding, expected) => {
    expect(roundDollars(amount, rounding)).toBe(expected)
  })
})
