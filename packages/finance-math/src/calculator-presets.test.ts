import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { clamp, nearestOption } from './bounds'
import { calculatorBounds, type CalculatorPreset } from './calculator-presets'

describe('finance calculator input bounds', () => {
  it.each<[string, CalculatorPreset, number | null, { min: number; max: number; step: number }]>([
    [
      'loan amount: min 1000, max 250000 on the calculator section, step 500',
      {},
      null,
      { min: 1000, max: 250000, step: 500 },
    ],
    [
      'min 5000 for one provider or specific dealer',
      { loanMinimum: 'raised' },
      null,
      { min: 5000, max: 250000, step: 500 },
    ],
    [
      'max 100000 on the sidebar slider',
      { loanMaximum: 'sidebar' },
      150000,
      { min: 1000, max: 100000, step: 500 },
    ],
    [
      '1.05 times price when price exceeds 100000 for some dealers',
      { loanMaximum: 'sidebar-stretch' },
      120000,
      { min: 1000, max: 126000, step: 500 },
    ],
    [
      'quick picks $300,000 to $800,000 for one dealer brand: its calculator takes them (max 800000)',
      { loanMaximum: 'premium' },
      null,
      { min: 1000, max: 800000, step: 500 },
    ],
    [
      'sidebar stretch keeps 100000 while the price does not exceed 100000',
      { loanMaximum: 'sidebar-stretch' },
      100000,
      { min: 1000, max: 100000, step: 500 },
    ],
  ])('%s', (_name, preset, price, expected) => {
    expect(calculatorBounds(preset, { price }).loanAmount).toEqual(expected)
  })

  it.each<[string, CalculatorPreset, { min: number; max: number; step: number }]>([
    ['term in years: min 1, max 7, step 0.5', {}, { min: 1, max: 7, step: 0.5 }],
    ['term max 5 for some dealers', { termRange: 'short' }, { min: 1, max: 5, step: 0.5 }],
  ])('%s', (_name, preset, expected) => {
    expect(calculatorBounds(preset).termYears).toEqual(expected)
  })

  it('may use a custom list of year options', () => {
    const bounds = calculatorBounds({ termOptions: [5, 1, 3] })
    expect(bounds.termOptions).toEqual([1, 3, 5])
    expect(bounds.termYears).toEqual({ min: 1, max: 5, step: 0.5 })
  })

  it.each<[string, CalculatorPreset, { min: number; max: number }]>([
    ['interest: step 0.5; 0.5–15 by default', {}, { min: 0.5, max: 15 }],
    ['7.5–14.5 for one provider', { interestRange: 'narrow' }, { min: 7.5, max: 14.5 }],
    ['9.95–19.95 for some dealers', { interestRange: 'elevated' }, { min: 9.95, max: 19.95 }],
    ['4–20 for some dealers', { interestRange: 'wide' }, { min: 4, max: 20 }],
  ])('%s', (_name, preset, expected) => {
    expect(calculatorBounds(preset).interest).toEqual({ ...expected, step: 0.5 })
  })

  it('deposit/trade-in and residual: 0 to 250000, step 0.5', () => {
    const bounds = calculatorBounds()
    expect(bounds.deposit).toEqual({ min: 0, max: 250000, step: 0.5 })
    expect(bounds.residual).toEqual({ min: 0, max: 250000, step: 0.5 })
  })

  it.each<[string, CalculatorPreset, boolean, boolean]>([
    ['interest and frequency shown by default', {}, true, true],
    [
      'interest (and residual) hidden/disabled for one dealer group',
      { hideInterestAndResidual: true },
      false,
      true,
    ],
    ['frequency selector hidden for one provider', { hideFrequency: true }, true, false],
  ])('%s', (_name, preset, showInterest, showFrequency) => {
    const bounds = calculatorBounds(preset)
    expect([bounds.showInterestAndResidual, bounds.showFrequency]).toEqual([showInterest, showFrequency])
  })
})

describe('clamping', () => {
  it.each([
    [500, 1000],
    [1000, 1000],
    [42000, 42000],
    [300000, 250000],
    [Number.NaN, 1000],
    [-Infinity, 1000],
  ])('values clamped to the bound: %s becomes %s', (value, expected) => {
    expect(clamp(value, { min: 1000, max: 250000, step: 500 })).toBe(expected)
  })

  it('clamping always lands inside the bounds', () => {
    const presets = fc.record({
      loanMinimum: fc.constantFrom('standard' as const, 'raised' as const),
      loanMaximum: fc.constantFrom(
        'sidebar' as const,
        'calculator' as const,
        'sidebar-stretch' as const,
        'premium' as const,
      ),
      termRange: fc.constantFrom('standard' as const, 'short' as const),
      interestRange: fc.constantFrom(
        'standard' as const,
        'narrow' as const,
        'elevated' as const,
        'wide' as const,
      ),
    })
    fc.assert(
      fc.property(presets, fc.integer({ min: 0, max: 2_000_000 }), fc.double(), (preset, price, value) => {
        const bounds = calculatorBounds(preset, { price })
        for (const range of [
          bounds.loanAmount,
          bounds.termYears,
          bounds.interest,
          bounds.deposit,
          bounds.residual,
        ]) {
          const inside = clamp(value, range)
          expect(inside).toBeGreaterThanOrEqual(range.min)
          expect(inside).toBeLessThanOrEqual(range.max)
        }
      }),
    )
  })

  it.each([
    [4.2, 5],
    [2, 1],
    [0, 1],
    [9, 7],
  ])('nearestOption snaps %s to %s among [1, 3, 5, 7] (ties go to the smaller)', (value, expected) => {
    expect(nearestOption(value, [1, 3, 5, 7])).toBe(expected)
  })

  it('nearestOption without options explains itself', () => {
    expect(() => nearestOption(3, [])).toThrow('at least one option')
  })
})
