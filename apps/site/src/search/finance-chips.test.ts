import type { SearchRecord } from '@forecourt/stock-rules'
import { describe, expect, it } from 'vitest'
import { financeChips } from './finance-chips'
import type { SearchPageConfig } from './search-config'

const now = new Date('2026-11-01T00:00:00+10:00')
const finance: SearchPageConfig['finance'] = {
  rule: 'D',
  excludedMakes: ['LDV'],
  excludedDealerships: [],
  showWithoutLenderData: false,
}
const hit = {
  year: 2023,
  price: 32990,
  status: 'in_stock',
  make: 'Kia',
  dealership_slug: 'north',
  finance_interest_rate: 8.99,
  finance_comparison_rate: 9.45,
  finance_payment_week: 112,
  finance_payment_month: 486,
} as SearchRecord
const config = (change: Partial<NonNullable<SearchPageConfig['finance']>> | null = {}) =>
  ({ finance: change === null ? null : { ...finance, ...change } }) as SearchPageConfig

describe('finance rate chips on result cards', () => {
  it.each<[string, Partial<SearchRecord>, ReturnType<typeof config>, string[]]>([
    [
      'weekly payment and the interest rate with its comparison rate',
      {},
      config(),
      ['$112 per week', '8.99% p.a. · comparison 9.45% p.a.'],
    ],
    ['no interest rate shown without its comparison rate', { finance_comparison_rate: null }, config(), []],
    [
      'a repayment of 25 or less is not quoted',
      { finance_payment_week: 20 },
      config({ rule: 'B' }),
      ['8.99% p.a. · comparison 9.45% p.a.'],
    ],
    ['an excluded make shows no finance', { make: 'LDV' }, config(), []],
    ['a sold car shows no finance', { status: 'sold' }, config(), []],
    ['provider D needs a weekly payment', { finance_payment_week: null }, config(), []],
    ['a tenant without a finance provider shows none', {}, config(null), []],
  ])('%s', (_name, change, settings, chips) => {
    expect(financeChips({ ...hit, ...change }, settings, now).map((chip) => chip.text)).toEqual(chips)
  })
})
