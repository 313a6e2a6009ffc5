import { financeEstimateAssumptions } from './finance-estimate'
import { frequencyUnits, type RepaymentFrequency } from './frequency'
import { formatMoney } from './money-format'
import { comparisonRateWarning, ratePair } from './rates'

/**
 * Footnote symbols that tie a finance figure to its terms: `^` after a repayment, `*` after a comparison rate,
 * `#` after an estimate's assumptions. Our reading of the spec's "^, * and # link comparison rate terms".
 * @example `$147 per week${financeFootnotes.repayment}` // '$147 per week^'
 */
export const financeFootnotes = { repayment: '^', comparisonRate: '*', estimate: '#' } as const

/**
 * How a finance line is laid out: the standard per-period price over a term, or the layout that also states the
 * deposit and a final payment ("$0 final payment").
 * @default 'standard'
 */
export type FinanceTextLayout = 'standard' | 'with-final-payment'

/** What a finance line says. */
export interface FinanceTextInput {
  repayment: number
  /** @default 'weekly' */
  frequency?: RepaymentFrequency | undefined
  /** @default 5 */
  termYears?: number | undefined
  /** @default 0 */
  deposit?: number | undefined
  /** @default 0 */
  balloon?: number | undefined
  /** @default 'standard' */
  layout?: FinanceTextLayout | undefined
}

const years = (term: number) => `${term} ${term === 1 ? 'year' : 'years'}`

/**
 * The finance line beside a price: per-week price by default, term 5 years and balloon 0 unless given.
 * @example financeText({ repayment: 147 }) // '$147 per week^ over 5 years'
 * @example financeText({ repayment: 147, layout: 'with-final-payment' }) // '$147 per week^ with $0 deposit over 5 years, $0 final payment'
 */
export function financeText(input: FinanceTextInput): string {
  const term = input.termYears ?? financeEstimateAssumptions.termYears
  const perPeriod = `${formatMoney(input.repayment)} per ${frequencyUnits[input.frequency ?? 'weekly']}${financeFootnotes.repayment}`
  if ((input.layout ?? 'standard') === 'standard') return `${perPeriod} over ${years(term)}`
  return `${perPeriod} with ${formatMoney(input.deposit ?? 0)} deposit over ${years(term)}, ${formatMoney(input.balloon ?? 0)} final payment`
}

/**
 * A provider's advertised comparison-rate range, e.g. 8.38% to 19.42%.
 * @example comparisonRateRangeText({ min: 8.38, max: 19.42 }) // 'Comparison rates from 8.38% p.a. to 19.42% p.a.*'
 */
export function comparisonRateRangeText(range: { min: number; max: number }): string {
  const low = ratePair({ interestRate: range.min, comparisonRate: range.min })
  const high = ratePair({ interestRate: range.max, comparisonRate: range.max })
  if (!low || !high || range.min > range.max)
    throw new RangeError(`Not a comparison-rate range: ${range.min} to ${range.max}`)
  return `Comparison rates from ${low.comparisonText} to ${high.comparisonText}${financeFootnotes.comparisonRate}`
}

/** What a finance disclaimer states. */
export interface FinanceDisclaimerInput {
  interestRate: number
  comparisonRate: number
  /** The car type it covers, e.g. 'used'; omitted for all cars. */
  carType?: string | undefined
  /** @default { amount: 30000, termYears: 5, secured: true } */
  example?:
    { amount?: number | undefined; termYears?: number | undefined; secured?: boolean | undefined } | undefined
}

/**
 * A finance disclaimer that states the interest rate with its comparison rate, the comparison-rate warning for
 * the example loan, and 'approved applicants only' — e.g. the used-car disclaimer at 12.94%.
 * Returns null when either rate is missing, so a rate is never advertised alone.
 * @example financeDisclaimer({ interestRate: 12.94, comparisonRate: 13.9, carType: 'used' })
 */
export function financeDisclaimer(input: FinanceDisclaimerInput): string | null {
  const rates = ratePair(input)
  if (!rates) return null
  const scope = input.carType ? `${input.carType} car finance` : 'finance'
  return (
    `${rates.interestText} interest rate, ${rates.comparisonText} comparison rate${financeFootnotes.comparisonRate} on ${scope}. ` +
    `${financeFootnotes.comparisonRate}${comparisonRateWarning(input.example)} Approved applicants only. Fees and charges apply.`
  )
}
