import { describe, expect, it } from 'vitest'
import { parseAmount, parseWholeNumber } from './numbers.js'

describe('"Money input: prefix $ with thousands separators"', () => {
  it.each([
    ['30000', 30000],
    ['$30,000', 30000],
    [' $ 30 000 ', 30000],
    ['12,500.50', 12500.5],
    ['0', 0],
    ['$5,000.5', 5000.5],
  ])('parseAmount(%j) → %s', (input, expected) => {
    expect(parseAmount(input)).toBe(expected)
  })

  it.each(['', '$', 'abc', '-500', '1.234', '30k', '1e5'])('parseAmount(%j) → null', (input) => {
    expect(parseAmount(input)).toBeNull()
  })
})

describe('"Kilometres input: suffix \' kms\'"', () => {
  it.each([
    ['45000', 45000],
    ['45,000 kms', 45000],
    ['45 000km', 45000],
    ['12 KMS', 12],
    ['2021', 2021],
  ])('parseWholeNumber(%j) → %s', (input, expected) => {
    expect(parseWholeNumber(input)).toBe(expected)
  })

  it.each(['', 'kms', '4.5', '-3', 'about 40k'])('parseWholeNumber(%j) → null', (input) => {
    expect(parseWholeNumber(input)).toBeNull()
  })
})
