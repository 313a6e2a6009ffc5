import { clamp, nearestOption, type Bounds } from './bounds'
import type { CalculatorBounds } from './calculator-presets'
import { formatMoney } from './money-format'

/** A value after its bounds were applied, and the message to show beside the input, if any. */
export interface CheckedInput {
  value: number
  message: string | null
}

/**
 * The loan-amount message: 'Cannot be less than {min} or more than $250,000' (the maximum is the preset's own).
 * @example loanAmountMessage({ min: 1000, max: 250000, step: 500 }) // 'Cannot be less than $1,000 or more than $250,000'
 */
export function loanAmountMessage(bounds: Bounds): string {
  return `Cannot be less than ${formatMoney(bounds.min)} or more than ${formatMoney(bounds.max)}`
}

/**
 * Applies the loan-amount rule: a value at or beyond a bound shows the message and is clamped to it;
 * zero or below (or nothing numeric) is set to 0 so the field reads empty, with the message.
 * @example checkLoanAmount(300000, bounds.loanAmount) // { value: 250000, message: 'Cannot be less than $1,000 or more than $250,000' }
 */
export function checkLoanAmount(amount: number, bounds: Bounds): CheckedInput {
  if (!(amount > 0)) return { value: 0, message: loanAmountMessage(bounds) }
  const atOrBeyond = amount <= bounds.min || amount >= bounds.max
  return { value: clamp(amount, bounds), message: atOrBeyond ? loanAmountMessage(bounds) : null }
}

/**
 * Brings a term inside the calculator's bounds, snapping to the custom year options when there are some.
 * @example clampTermYears(9, calculatorBounds()) // 7
 */
export function clampTermYears(
  years: number,
  bounds: Pick<CalculatorBounds, 'termYears' | 'termOptions'>,
): number {
  const inside = clamp(years, bounds.termYears)
  return bounds.termOptions ? nearestOption(inside, bounds.termOptions) : inside
}

/**
 * Optional amounts (deposit or trade-in, residual): empty or negative counts as 0, then clamped.
 * @example clampOptionalAmount(Number.NaN, depositBounds) // 0
 */
export function clampOptionalAmount(amount: number, bounds: Bounds): number {
  return amount > 0 ? clamp(amount, bounds) : 0
}
