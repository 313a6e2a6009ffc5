import {
  defaultInterestPercent,
  financeEstimate,
  financeEstimateAssumptions,
  formatMoney,
  ratePair,
  repaymentDisplay,
  type FinanceLenderData,
  type Rounding,
} from '@forecourt/finance-math'
import { useId } from 'react'
import { fill } from '../format'

/** Every visible string of the finance estimate box; each has a default, and `{name}` placeholders are filled in. */
export interface FinanceEstimateBoxTexts {
  /** @defaultValue 'Finance estimate' */
  heading: string
  /** @defaultValue 'Weekly' */
  weeklyLabel: string
  /** @defaultValue 'Monthly' */
  monthlyLabel: string
  /** `{amount}` is the repayment. @defaultValue '{amount} per week' */
  weekly: string
  /** @defaultValue '{amount} per month' */
  monthly: string
  /** Shown instead of a repayment of $25 or less (spec section 8). @defaultValue 'Enquire for Finance' */
  enquire: string
  /**
   * The assumptions; `{term}` years, `{deposit}` and `{finalPayment}` in dollars, `{depositShare}` and
   * `{finalPaymentShare}` in percent.
   * @defaultValue 'Based on a {term}-year term, a {deposit} deposit ({depositShare}) and a {finalPayment} final payment ({finalPaymentShare}).'
   */
  assumptions: string
  /** The rates used, always as a pair. @defaultValue 'Interest rate {interest}, comparison rate {comparison}*' */
  rates: string
  /** @defaultValue 'Calculate your own repayments' */
  link: string
  /** Placeholder for the figures while quotes load. @defaultValue '...' */
  loading: string
}

/** Props of {@link FinanceEstimateBox}. */
export interface FinanceEstimateBoxProps {
  /** The car's price in dollars. */
  price: number
  /**
   * The lender's rates. The interest rate drives the estimate; the pair is shown only when both are present
   * (finance-math's `ratePair`).
   */
  rates?: Pick<FinanceLenderData, 'interestRate' | 'comparisonRate'> | null
  /** The rate used when `rates` has none (the tenant's configured rate); it is never shown alone. @defaultValue 10 */
  ratePercent?: number
  /** @defaultValue 'round' */
  rounding?: Rounding
  /** The finance calculator's section; no link without it. */
  href?: string
  /** Quotes are loading: the figures show '...'. @defaultValue false */
  loading?: boolean
  /** @defaultValue 3 */
  headingLevel?: 2 | 3 | 4
  /** Replaces any of the default texts. @defaultValue the English texts of {@link FinanceEstimateBoxTexts} */
  texts?: Partial<FinanceEstimateBoxTexts>
}

const share = (fraction: number) => `${Math.round(fraction * 100)}%`

/**
 * The finance estimate box (spec section 9): weekly and monthly repayments (monthly = weekly × 4.33) on an assumed
 * 5-year term with a 10% deposit and a 30% final payment, with those assumptions spelled out
 * (finance-math's `financeEstimate`).
 */
export function FinanceEstimateBox({
  price,
  rates,
  ratePercent = defaultInterestPercent,
  rounding,
  href,
  loading = false,
  headingLevel = 3,
  texts,
}: FinanceEstimateBoxProps) {
  const t: FinanceEstimateBoxTexts = {
    heading: 'Finance estimate',
    weeklyLabel: 'Weekly',
    monthlyLabel: 'Monthly',
    weekly: '{amount} per week',
    monthly: '{amount} per month',
    enquire: 'Enquire for Finance',
    assumptions:
      'Based on a {term}-year term, a {deposit} deposit ({depositShare}) and a {finalPayment} final payment ({finalPaymentShare}).',
    rates: 'Interest rate {interest}, comparison rate {comparison}*',
    link: 'Calculate your own repayments',
    loading: '...',
    ...texts,
  }
  const headingId = useId()
  const pair = rates ? ratePair(rates) : null
  const estimate = financeEstimate({
    price: Math.max(0, price),
    ratePercent: rates?.interestRate ?? ratePercent,
    rounding,
  })
  // The weekly figure decides: a weekly repayment of $25 or less is 'Enquire for Finance' monthly too.
  const quotable = repaymentDisplay(estimate.weekly, 'weekly').kind === 'amount'
  const shown = (amount: number, template: string) =>
    loading ? t.loading : quotable ? fill(template, { amount: formatMoney(amount) }) : t.enquire
  const Heading = `h${headingLevel}` as const
  return (
    <section
      className="fc-panel fc-finance-estimate"
      aria-labelledby={headingId}
      aria-busy={loading || undefined}
    >
      <Heading className="fc-finance-estimate__heading" id={headingId}>
        {t.heading}
      </Heading>
      <dl className="fc-finance-estimate__figures">
        <div className="fc-finance-estimate__figure">
          <dt>{t.weeklyLabel}</dt>
          <dd>{shown(estimate.weekly, t.weekly)}</dd>
        </div>
        <div className="fc-finance-estimate__figure">
          <dt>{t.monthlyLabel}</dt>
          <dd>{shown(estimate.monthly, t.monthly)}</dd>
        </div>
      </dl>
      <p className="fc-finance-estimate__assumptions">
        {fill(t.assumptions, {
          term: estimate.termYears,
          deposit: formatMoney(estimate.deposit),
          depositShare: share(financeEstimateAssumptions.depositShare),
          finalPayment: formatMoney(estimate.finalPayment),
          finalPaymentShare: share(financeEstimateAssumptions.finalPaymentShare),
        })}
      </p>
      {pair && !loading ? (
        <p className="fc-finance-estimate__rates">
          {fill(t.rates, { interest: pair.interestText, comparison: pair.comparisonText })}
        </p>
      ) : null}
      {href ? (
        <a className="fc-link" href={href}>
          {t.link}
        </a>
      ) : null}
    </section>
  )
}
