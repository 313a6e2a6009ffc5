import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { slugify } from './slug.js'

describe('slugify: "/search/{make}", "/search/{body slug}" path segments', () => {
  it.each([
    ['Mercedes-Benz', 'mercedes-benz'],
    ['Land Rover', 'land-rover'],
    ['Cab Chassis', 'cab-chassis'],
    ['Citroën', 'citroen'],
    ['ŠKODA', 'skoda'],
    ['Alfa  Romeo ', 'alfa-romeo'],
    ['  --SUV--  ', 'suv'],
    ['4x4', '4x4'],
    ['Rolls-Royce & Co.', 'rolls-royce-co'],
    ['Brisbane_North', 'brisbane-north'],
    ['丰田', ''],
    ['', ''],
  ])('%j → %j', (name, slug) => {
    expect(slugify(name)).toBe(slug)
  })

  it('always yields a slug of a–z, 0–9 and inner single dashes, and is idempotent (property, 500 runs)', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'binary' }), (name) => {
        const slug = slugify(name)
        expect(slug).toMatch(/^(?:[a-z0-9]+(?:-[a-z0-9]+)*)?$/)
        expect(slugify(slug)).toBe(slug)
      }),
      { numRuns: 500 },
    )
  })
})
