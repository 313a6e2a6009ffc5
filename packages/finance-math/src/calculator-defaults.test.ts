import { describe, expect, it } from 'vitest'
import { calculatorDefaults } from './calculator-defaults'
import { calculatorBounds } from './calculator-presets'

describe('finance defaults', () => {
  it('amount 30000; term 5 years; residual 0; calculator default interest 10; weekly default', () => {
    expect(calculatorDefaults()).toEqual({
      loanAmount: 30000,
      deposit: 0,
      termYears: 5,
      ratePercent: 10,
      residual: 0,
      frequency: 'weekly',
    })
  })

  it.each([
    ['amount is the price if car has one', 42990, 42990],
    ['a price of 0 counts as no price', 0, 30000],
    ['no price', null, 30000],
    ['a price beyond the bounds is clamped', 400000, 250000],
  ])('%s', (_name, price, expected) => {
    expect(calculatorDefaults({ price }).loanAmount).toBe(expected)
  })

  it('term 6 on the sidebar variant', () => {
    expect(calculatorDefaults({ placement: 'sidebar' }).termYears).toBe(6)
  })

  it('the sidebar default of 6 years respects a 5-year maximum', () => {
    expect(
      calculatorDefaults({ placement: 'sidebar', bounds: calculatorBounds({ termRange: 'short' }) })
        .termYears,
    ).toBe(5)
  })

  it('interest from config', () => {
    expect(calculatorDefaults({ interestPercent: 8.49 }).ratePercent).toBe(8.49)
  })

  it('interest from config is brought inside the preset range', () => {
    expect(
      calculatorDefaults({ bounds: calculatorBounds({ interestRange: 'narrow' }), interestPercent: 6 })
        .ratePercent,
    ).toBe(7.5)
  })

  it('monthly for one dealer', () => {
    expect(calculatorDefaults({ frequency: 'monthly' }).frequency).toBe('monthly')
  })
})
