import { describe, expect, it } from 'vitest'
import { tokenize } from './tokenize'
import { typoDistance } from './typo-distance'

describe('typoDistance counts typos the Damerau–Levenshtein way', () => {
  it.each([
    ['hilux', 'hilux', 2, 0],
    ['hliux', 'hilux', 2, 1],
    ['hilx', 'hilux', 2, 1],
    ['hiluxx', 'hilux', 2, 1],
    ['toyta', 'toyota', 2, 1],
    ['ranegr', 'ranger', 2, 1],
    ['camry', 'corolla', 2, 3],
    ['a', 'abcd', 1, 2],
  ])('%s → %s (limit %i) is %i', (a, b, limit, expected) => {
    expect(typoDistance(a, b, limit)).toBe(expected)
  })
})

describe('tokenize reads records and queries alike', () => {
  it.each([
    ['2021 Toyota HiLux SR5', ['2021', 'toyota', 'hilux', 'sr5']],
    ['CX-5 Maxx Sport', ['cx', '5', 'maxx', 'sport']],
    ['Škoda Octavia', ['skoda', 'octavia']],
    ['  ', []],
  ])('%j', (text, expected) => {
    expect(tokenize(text)).toEqual(expected)
  })
})
