import { defaultInterestPercent } from './calculator-defaults'
import { repayment } from './repayment'
import { roundDollars, type Rounding } from './rounding'

/**
 * Assumptions of the finance estimate box: a 5-year term, a 10% deposit and a 30% final payment.
 * @example financeEstimateAssumptions.finalPaymentShare // 0.3
 */
export const financeEstimateAssumptions = {
  termYears: 5,
  depositShare: 0.1,
  finalPaymentShare: 0.3,
  /** Monthly repayment = weekly × 4.33 (weeks in an average month). */
  weeksPerMonth: 4.33,
} as const

/** The estimate box's figures, in whole dollars. */
export interface FinanceEstimate {
  deposit: number
  finalPayment: number
  termYears: number
  weekly: number
  monthly: number
}

/**
 * The finance estimate box: weekly repayment on a 5-year term with a 10% deposit and a 30% final payment,
 * and monthly = weekly × 4.33.
 * @example financeEstimate({ price: 40000, ratePercent: 9 }) // { deposit: 4000, finalPayment: 12000, termYears: 5, weekly: 135, monthly: 585 }
 */
export function financeEstimate(input: {
  price: number
  ratePercent?: number | undefined
  rounding?: Rounding | undefined
}): FinanceEstimate {
  const { termYears, depositShare, finalPaymentShare, weeksPerMonth } = financeEstimateAssumptions
  const deposit = roundDollars(input.price * depositShare)
  const finalPayment = roundDollars(input.price * finalPaymentShare)
  const weekly = repayment({
    price: input.price,
    deposit,
    residual: finalPayment,
    ratePercent: input.ratePercent ?? defaultInterestPercent,
    termYears,
    frequency: 'weekly',
    rounding: input.rounding ?? 'round',
  })
  return {
    deposit,
    finalPayment,
    termYears,
    weekly,
    monthly: roundDollars(weekly * weeksPerMonth, input.rounding),
  }
}

/**
 * The fixed parts of a finance quote request: credit score 'GREAT' and a 5-year loan term.
 * @example quoteRequestDefaults.selfAssessedCreditScore // 'GREAT'
 */
export const quoteRequestDefaults = { selfAssessedCreditScore: 'GREAT', loanTerm: 5 } as const
