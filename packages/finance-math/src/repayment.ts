import { periodsPerYear, type RepaymentFrequency } from './frequency'
import { roundDollars, type Rounding } from './rounding'

/** What a repayment is computed from. Amounts in dollars, the rate in percent per year. */
export interface RepaymentInput {
  /** Purchase price (the amount financed before deposit and fees). */
  price: number
  /**
   * Deposit or trade-in, taken off the price.
   * @default 0
   */
  deposit?: number | undefined
  /**
   * Establishment fee added to the amount financed.
   * @default 0
   */
  establishmentFee?: number | undefined
  /** Interest rate per year, in percent (10 means 10% p.a.). */
  ratePercent: number
  /** Loan term in years; half years are allowed. */
  termYears: number
  /**
   * Residual (balloon) paid at the end of the term, in dollars.
   * @default 0
   */
  residual?: number | undefined
  /** @default 'weekly' */
  frequency?: RepaymentFrequency | undefined
  /** @default 'round' */
  rounding?: Rounding | undefined
}

function requireFinite(name: string, value: number, { positive = false } = {}): void {
  if (!Number.isFinite(value)) throw new RangeError(`${name} must be a finite number, received ${value}`)
  if (value < 0) throw new RangeError(`${name} cannot be negative, received ${value}`)
  if (positive && value === 0) throw new RangeError(`${name} must be greater than 0, received ${value}`)
}

/**
 * Repayment per period of an amortised loan paid in arrears, with an optional balloon, in whole dollars.
 *
 * principal = price − deposit + establishment fee; periodic rate = rate / 100 / periods per year;
 * the residual is discounted over the term. A zero rate spreads (principal − residual) evenly.
 * A deposit or residual that covers the whole loan gives 0, never a negative repayment.
 * @throws RangeError when a number is not finite or is negative, or the term is not positive.
 * @example repayment({ price: 30000, ratePercent: 10, termYears: 5 }) // 147 (weekly)
 * @example repayment({ price: 30000, ratePercent: 10, termYears: 5, frequency: 'monthly', rounding: 'ceil' }) // 638
 */
export function repayment(input: RepaymentInput): number {
  const { price, deposit = 0, establishmentFee = 0, ratePercent, termYears, residual = 0 } = input
  const frequency = input.frequency ?? 'weekly'
  requireFinite('price', price)
  requireFinite('deposit', deposit)
  requireFinite('establishmentFee', establishmentFee)
  requireFinite('ratePercent', ratePercent)
  requireFinite('termYears', termYears, { positive: true })
  requireFinite('residual', residual)

  const periods = Math.max(1, Math.round(termYears * periodsPerYear[frequency]))
  const rate = ratePercent / 100 / periodsPerYear[frequency]
  const principal = price - deposit + establishmentFee
  return Math.max(0, roundDollars(periodicPayment(principal, residual, rate, periods), input.rounding))
}

// Below this rate × periods the interest on a loan is under a millionth of a cent per dollar: treat it as
// interest-free, because the annuity factor r / (1 − (1 + r)^−n) cancels catastrophically near r = 0.
const negligibleInterest = 1e-9

function periodicPayment(principal: number, residual: number, rate: number, periods: number): number {
  if (rate * periods < negligibleInterest) return (principal - residual) / periods
  const logGrowth = periods * Math.log1p(rate)
  const annuityFactor = rate / -Math.expm1(-logGrowth)
  return (principal - residual * Math.exp(-logGrowth)) * annuityFactor
}
