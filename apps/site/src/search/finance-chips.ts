import { financeDisplay, ratePair, repaymentDisplay } from '@forecourt/finance-math'
import { isAvailable, type SearchRecord } from '@forecourt/stock-rules'
import type { SearchPageConfig } from './search-config'

/**
 * A card's finance chips, only where the tenant's finance display rule allows: the weekly payment (or nothing when
 * it is too small to quote) and the interest rate, never without its comparison rate.
 */
export function financeChips(hit: SearchRecord, config: SearchPageConfig, now: Date): { text: string }[] {
  if (!config.finance) return []
  const lender = {
    interestRate: hit.finance_interest_rate,
    comparisonRate: hit.finance_comparison_rate,
    paymentWeek: hit.finance_payment_week,
    paymentMonth: hit.finance_payment_month,
  }
  const verdict = financeDisplay(
    {
      year: hit.year,
      price: hit.price,
      available: isAvailable(hit),
      make: hit.make,
      dealershipSlug: hit.dealership_slug,
      lender,
    },
    {
      rule: config.finance.rule,
      excludedMakes: config.finance.excludedMakes,
      excludedDealerships: config.finance.excludedDealerships,
      showWithoutLenderData: config.finance.showWithoutLenderData,
      now,
    },
  )
  if (!verdict.show) return []
  const chips: { text: string }[] = []
  if (lender.paymentWeek) {
    const weekly = repaymentDisplay(lender.paymentWeek, 'weekly')
    if (weekly.kind === 'amount') chips.push({ text: weekly.text })
  }
  const rates = ratePair(lender)
  if (rates) chips.push({ text: `${rates.interestText} · comparison ${rates.comparisonText}` })
  return chips
}
