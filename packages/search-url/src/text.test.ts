import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { decodeComponent, encodeComponent, wellFormed } from './text.js'

describe('URL components', () => {
  it.each([
    ['Cab+Chassis', 'Cab Chassis'],
    ['A%26B', 'A&B'],
    ['1%2B1', '1+1'],
    ['100%25+sure%', '100% sure%'],
    ['%E0%A4%A', '%E0%A4%A'],
    ['%C3%AB%ZZ', 'ë%ZZ'],
    ['%FF%C3%AB', '%FFë'],
  ])('decodeComponent(%j) → %j', (text, decoded) => {
    expect(decodeComponent(text)).toBe(decoded)
  })

  it('encode then decode gives the well-formed text back (property, 1000 runs)', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'binary' }), (text) => {
        expect(decodeComponent(encodeComponent(text))).toBe(wellFormed(text))
        expect(encodeComponent(text)).not.toMatch(/[ &#?=[\]]/)
      }),
      { numRuns: 1000 },
    )
  })

  it('decoding never throws (fuzz, 1000 runs)', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'binary' }), (text) => {
        decodeComponent(text)
      }),
      { numRuns: 1000 },
    )
  })
})
