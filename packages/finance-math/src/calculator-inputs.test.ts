import { describe, expect, it } from 'vitest'
import { checkLoanAmount, clampOptionalAmount, clampTermYears, loanAmountMessage } from './calculator-inputs'
import { calculatorBounds, depositBounds } from './calculator-presets'

const calculator = calculatorBounds().loanAmount
const message = 'Cannot be less than $1,000 or more than $250,000'

describe("loan amount message 'Cannot be less than {min} or more than $250,000'", () => {
  it('reads letter for letter on the calculator section', () => {
    expect(loanAmountMessage(calculator)).toBe(message)
  })

  it('names the raised minimum', () => {
    expect(loanAmountMessage(calculatorBounds({ loanMinimum: 'raised' }).loanAmount)).toBe(
      'Cannot be less than $5,000 or more than $250,000',
    )
  })

  it.each([
    ['below the minimum is clamped, with the message', 500, 1000, message],
    ['at the minimum shows the message', 1000, 1000, message],
    ['inside the bounds shows nothing', 42000, 42000, null],
    ['at the maximum shows the message', 250000, 250000, message],
    ['beyond the maximum is clamped, with the message', 260000, 250000, message],
    ['zero or below is set to 0', -5, 0, message],
    ['zero stays 0', 0, 0, message],
    ['nothing numeric is set to 0', Number.NaN, 0, message],
  ])('%s', (_name, amount, value, expectedMessage) => {
    expect(checkLoanAmount(amount, calculator)).toEqual({ value, message: expectedMessage })
  })
})

describe('term and optional amounts', () => {
  it.each([
    [9, 7],
    [0.5, 1],
    [3.5, 3.5],
  ])('term %s years lands on %s within min 1, max 7', (years, expected) => {
    expect(clampTermYears(years, calculatorBounds())).toBe(expected)
  })

  it('a custom list of year options snaps the term to an option', () => {
    expect(clampTermYears(4, calculatorBounds({ termOptions: [1, 2, 3, 5] }))).toBe(3)
    expect(clampTermYears(4.6, calculatorBounds({ termOptions: [1, 2, 3, 5] }))).toBe(5)
  })

  it.each([
    [Number.NaN, 0],
    [-100, 0],
    [2500.5, 2500.5],
    [300000, 250000],
  ])('deposit/trade-in %s is optional and lands on %s', (amount, expected) => {
    expect(clampOptionalAmount(amount, depositBounds)).toBe(expected)
  })
})
