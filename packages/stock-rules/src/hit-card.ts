import {
  financeDisplay,
  ratePair,
  repaymentDisplay,
  type FinanceDisplayOptions,
} from '@forecourt/finance-math'
import { isAvailable } from './availability.js'
import type { SearchRecord } from './search-record.js'
import { vehicleCard, type VehicleCardData, type VehicleCardOptions } from './vehicle-card.js'

// A search hit as a result card: what the site's search results and similar cars show, and what a consumer of
// our packages needs to turn a hit from the in-process engine (or Algolia) into @forecourt/components' VehicleCard.

/**
 * The tenant's finance display rule as cards apply it: provider rule A–G, excluded makes and dealerships, and the
 * no-lender exception. Null for a tenant without a finance provider: its cards show no finance chips.
 * @example const finance: CardFinanceOptions = { rule: 'D', excludedMakes: ['LDV'], excludedDealerships: [], showWithoutLenderData: false }
 */
export type CardFinanceOptions = Omit<FinanceDisplayOptions, 'now'>

/**
 * The tenant's side of a result card: how tags and prices read, and its finance rule (null: no finance chips).
 * `@forecourt/tenant-config`'s `hitCardOptionsFor(tenant)` gives them for a tenant.
 * @example const options: HitCardOptions = { tags: {}, prices: {}, finance: null }
 */
export interface HitCardOptions extends VehicleCardOptions {
  finance: CardFinanceOptions | null
}

/**
 * A hit as a result card shows it: the car's card ({@link VehicleCardData}) and its finance chips. Spread it into
 * `VehicleCard`'s props and add the actions the page wants.
 * @example const card: HitCardData = hitCard(hit, new Date(), { tags: {}, prices: {}, finance: null })
 */
export interface HitCardData extends VehicleCardData {
  /** The weekly payment and the interest rate with its comparison rate, only where the finance rule allows. */
  financeChips: { text: string }[]
}

/**
 * A card's finance chips, only where the tenant's finance display rule allows: the weekly payment (none when it is
 * too small to quote) and the interest rate, never without its comparison rate.
 * @example hitFinanceChips(hit, now, { rule: 'D' }).map((chip) => chip.text) // ['$112 per week', '8.99% p.a. · comparison 9.45% p.a.']
 */
export function hitFinanceChips(
  hit: SearchRecord,
  now: Date,
  finance: CardFinanceOptions | null,
): { text: string }[] {
  if (!finance) return []
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
    { ...finance, now },
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

/**
 * A search hit as a result card: title, badge and series, price, chips, tag and picture ({@link vehicleCard}),
 * and its finance chips under the tenant's rule. `now` tags the card (new arrival, just sold): give the server's
 * time to both the server render and the browser, so the two agree.
 * @example hitCard(hit, now, hitCardOptionsFor(tenant)).href // '/cars/2024-kia-sportage-s-wbk000001'
 */
export function hitCard(hit: SearchRecord, now: Date, options: HitCardOptions): HitCardData {
  return {
    ...vehicleCard(
      {
        ...hit,
        reserved: hit.reserved ?? undefined,
        created_at: hit.created_at_timestamp
          ? new Date(hit.created_at_timestamp * 1000).toISOString()
          : undefined,
        images: hit.primary_image_url ? [{ image: { url: hit.primary_image_url } }] : [],
      },
      now,
      options,
    ),
    financeChips: hitFinanceChips(hit, now, options.finance),
  }
}
