import { describe, expect, it } from 'vitest'
import { defaultSpinToWinPrizes, siteFeatureOptionsSchema } from './site-options.js'

describe('features.spinToWinPrizes', () => {
  it('defaults to the documented demo list', () => {
    expect(siteFeatureOptionsSchema.parse({}).spinToWinPrizes).toEqual(defaultSpinToWinPrizes)
    expect(defaultSpinToWinPrizes.map((prize) => prize.weight)).toEqual([4, 4, 3, 2, 1, 1])
  })

  it('a prize without a weight has weight 1, and labels are trimmed', () => {
    const { spinToWinPrizes } = siteFeatureOptionsSchema.parse({
      spinToWinPrizes: [{ label: ' Free coffee ' }, { label: 'Free detail', weight: 3 }],
    })
    expect(spinToWinPrizes).toEqual([
      { label: 'Free coffee', weight: 1 },
      { label: 'Free detail', weight: 3 },
    ])
  })

  it.each([
    ['one prize (a wheel needs two)', [{ label: 'Only' }]],
    ['thirteen prizes', Array.from({ length: 13 }, (_, index) => ({ label: `Prize ${index}` }))],
    ['a blank label', [{ label: ' ' }, { label: 'B' }]],
    ['a weight of 0', [{ label: 'A', weight: 0 }, { label: 'B' }]],
    ['a fractional weight', [{ label: 'A', weight: 1.5 }, { label: 'B' }]],
    ['an unknown key', [{ label: 'A', odds: 2 }, { label: 'B' }]],
  ])('refuses %s', (_name, spinToWinPrizes) => {
    expect(siteFeatureOptionsSchema.safeParse({ spinToWinPrizes }).success).toBe(false)
  })
})
