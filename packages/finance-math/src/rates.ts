import type { FinanceLenderData } from './lender-data'
import { formatNumber } from './number-format'

const percent = (rate: number) => formatNumber(rate, { minimumFractionDigits: 2, maximumFractionDigits: 2 })

/** An interest rate and its comparison rate, always together. */
export interface RatePair {
  interestRate: number
  comparisonRate: number
  /** e.g. '8.99% p.a.' */
  interestText: string
  /** e.g. '9.45% p.a.' */
  comparisonText: string
}

const isRate = (value: number | null | undefined): value is number =>
  typeof value === 'number' && Number.isFinite(value) && value >= 0

/**
 * Australian credit law: wherever an interest rate is advertised, its comparison rate must be shown with it.
 * This is the only way components get a rate to show: both, or neither (null) when either is missing.
 * @example ratePair({ interestRate: 8.99, comparisonRate: 9.45 })?.comparisonText // '9.45% p.a.'
 * @example ratePair({ interestRate: 8.99 }) // null
 */
export function ratePair(rates: Pick<FinanceLenderData, 'interestRate' | 'comparisonRate'>): RatePair | null {
  const { interestRate, comparisonRate } = rates
  if (!isRate(interestRate) || !isRate(comparisonRate)) return null
  return {
    interestRate,
    comparisonRate,
    interestText: `${percent(interestRate)}% p.a.`,
    comparisonText: `${percent(comparisonRate)}% p.a.`,
  }
}

/**
 * The comparison-rate warning the National Credit Code asks for beside an advertised comparison rate.
 * The example loan defaults to the spec's 5-year secured $30,000 loan.
 * @example comparisonRateWarning() // 'Comparison rate based on a secured loan of $30,000 over 5 years. WARNING: …'
 */
export function comparisonRateWarning(
  example: { amount?: number; termYears?: number; secured?: boolean } = {},
): string {
  const amount = formatNumber(example.amount ?? 30_000)
  const kind = (example.secured ?? true) ? 'secured' : 'unsecured'
  return (
    `Comparison rate based on ${kind === 'secured' ? 'a' : 'an'} ${kind} loan of $${amount} over ${example.termYears ?? 5} years. ` +
    'WARNING: This comparison rate is true only for the example given and may not include all fees and charges. ' +
    'Different terms, fees or other loan amounts might result in a different comparison rate.'
  )
}
