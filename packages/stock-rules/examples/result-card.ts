import { hitCard, type HitCardData, type SearchRecord } from '@forecourt/stock-rules'

/**
 * A search hit as a result card under finance display rule D: the stock card and its finance chips.
 * @example resultCard(hit, new Date()).financeChips
 * // [{ text: '$112 per week' }, { text: '8.99% p.a. · comparison 9.45% p.a.' }] for an available car priced above
 * // $500 whose hit has a weekly payment of 112 and rates of 8.99% and 9.45%; [] where rule D hides finance
 */
export function resultCard(hit: SearchRecord, now: Date): HitCardData {
  return hitCard(hit, now, {
    tags: {},
    prices: {},
    // The provider's display rule A–G; null for a tenant without a finance provider (no chips).
    finance: { rule: 'D', excludedMakes: [], excludedDealerships: [], showWithoutLenderData: false },
  })
}
