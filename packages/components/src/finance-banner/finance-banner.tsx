import { formatMoney, ratePair, repaymentDisplay, type FinanceLenderData } from '@forecourt/finance-math'
import { useId } from 'react'
import { fill } from '../format'

/** Every visible string of the Finance Available banner; each has a default, and `{name}` placeholders are filled in. */
export interface FinanceAvailableBannerTexts {
  /** @defaultValue 'Finance Available' */
  title: string
  /** `{amount}` is the weekly repayment. @defaultValue 'From {amount} per week' */
  weekly: string
  /** Shown instead of a weekly repayment of $25 or less (spec section 8). @defaultValue 'Enquire for Finance' */
  enquire: string
  /** The lender's rates, always as a pair. @defaultValue 'Interest rate {interest}, comparison rate {comparison}*' */
  rates: string
  /** @defaultValue 'Calculate your repayments' */
  link: string
  /** Placeholder for the figure while quotes load. @defaultValue '...' */
  loading: string
}

/** Props of {@link FinanceAvailableBanner}. */
export interface FinanceAvailableBannerProps {
  /** The weekly repayment in dollars, e.g. the lender's `paymentWeek` or finance-math's `financeEstimate(…).weekly`. */
  weekly?: number | null
  /** The lender's rates; shown only when both are present (finance-math's `ratePair`). */
  rates?: Pick<FinanceLenderData, 'interestRate' | 'comparisonRate'> | null
  /** The finance calculator's section. @defaultValue '#finance-calculator' */
  href?: string
  /** Quotes are loading: the figure shows '...'. @defaultValue false */
  loading?: boolean
  /** Replaces any of the default texts. @defaultValue the English texts of {@link FinanceAvailableBannerTexts} */
  texts?: Partial<FinanceAvailableBannerTexts>
}

/**
 * The 'Finance Available' banner of the vehicle page: the weekly figure (or 'Enquire for Finance' at $25 or less),
 * the lender's rate pair when there is one, and a link to the finance calculator. The site shows it only when
 * finance-math's `financeDisplay` says so.
 */
export function FinanceAvailableBanner({
  weekly,
  rates,
  href = '#finance-calculator',
  loading = false,
  texts,
}: FinanceAvailableBannerProps) {
  const t: FinanceAvailableBannerTexts = {
    title: 'Finance Available',
    weekly: 'From {amount} per week',
    enquire: 'Enquire for Finance',
    rates: 'Interest rate {interest}, comparison rate {comparison}*',
    link: 'Calculate your repayments',
    loading: '...',
    ...texts,
  }
  const titleId = useId()
  const pair = rates ? ratePair(rates) : null
  const display = typeof weekly === 'number' ? repaymentDisplay(weekly, 'weekly') : null
  const figure = loading
    ? t.loading
    : display?.kind === 'amount'
      ? fill(t.weekly, { amount: formatMoney(display.amount) })
      : display
        ? t.enquire
        : null
  return (
    <section className="fc-finance-banner" aria-labelledby={titleId} aria-busy={loading || undefined}>
      <p className="fc-finance-banner__title" id={titleId}>
        {t.title}
      </p>
      {figure ? <p className="fc-finance-banner__figure">{figure}</p> : null}
      {pair && !loading ? (
        <p className="fc-finance-banner__rates">
          {fill(t.rates, { interest: pair.interestText, comparison: pair.comparisonText })}
        </p>
      ) : null}
      <a className="fc-finance-banner__link fc-link" href={href}>
        {t.link}
      </a>
    </section>
  )
}
