import { describe, expect, it } from 'vitest'
import { hitCard, hitFinanceChips, type CardFinanceOptions } from './hit-card.js'
import type { SearchRecord } from './search-record.js'

const now = new Date('2026-11-01T00:00:00+10:00')
const finance: CardFinanceOptions = {
  rule: 'D',
  excludedMakes: ['LDV'],
  excludedDealerships: [],
  showWithoutLenderData: false,
}
const hit = {
  objectID: '1',
  tenant: 'wattle-bay-kia',
  slug: '2023-kia-sportage-s-wbk000001',
  year: 2023,
  make: 'Kia',
  model: 'Sportage',
  badge: 'S',
  price: 32990,
  price_type: 'Drive Away',
  status: 'in_stock',
  km: 12000,
  fuel: 'Petrol',
  dealership_slug: 'north',
  primary_image_url: '/fixtures/images/vehicles/sportage.jpg',
  created_at_timestamp: Math.floor(Date.parse('2026-10-30T00:00:00+10:00') / 1000),
  finance_interest_rate: 8.99,
  finance_comparison_rate: 9.45,
  finance_payment_week: 112,
  finance_payment_month: 486,
} as SearchRecord

describe('finance rate chips on result cards', () => {
  it.each<[string, Partial<SearchRecord>, CardFinanceOptions | null, string[]]>([
    [
      'weekly payment and the interest rate with its comparison rate',
      {},
      finance,
      ['$112 per week', '8.99% p.a. · comparison 9.45% p.a.'],
    ],
    ['no interest rate shown without its comparison rate', { finance_comparison_rate: null }, finance, []],
    [
      'a repayment of 25 or less is not quoted',
      { finance_payment_week: 20 },
      { ...finance, rule: 'B' },
      ['8.99% p.a. · comparison 9.45% p.a.'],
    ],
    ['an excluded make shows no finance', { make: 'LDV' }, finance, []],
    ['a sold car shows no finance', { status: 'sold' }, finance, []],
    ['provider D needs a weekly payment', { finance_payment_week: null }, finance, []],
    ['a tenant without a finance provider shows none', {}, null, []],
  ])('%s', (_name, change, options, chips) => {
    expect(hitFinanceChips({ ...hit, ...change }, now, options).map((chip) => chip.text)).toEqual(chips)
  })
})

describe('a search hit as a result card', () => {
  it('reads the hit as the car card does, with its finance chips', () => {
    const card = hitCard(hit, now, { tags: { newArrivalText: 'Just Arrived' }, prices: {}, finance })
    expect(card).toMatchObject({
      href: '/cars/2023-kia-sportage-s-wbk000001',
      title: '2023 Kia Sportage',
      price: { text: '$32,990', note: 'Drive Away' },
      chips: ['12,000 kms', 'Petrol'],
      tag: { text: 'Just Arrived', tone: 'neutral' },
      financeChips: [{ text: '$112 per week' }, { text: '8.99% p.a. · comparison 9.45% p.a.' }],
    })
    expect(card.image?.src).toContain('sportage.jpg')
  })

  it('a hit without a picture gets none, so the card draws its placeholder', () => {
    expect(
      hitCard({ ...hit, primary_image_url: null }, now, { tags: {}, prices: {}, finance: null }).image,
    ).toBeNull()
  })
})
