import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { resultCard } from '../examples/result-card.js'
import { pageLinks, stockCard } from '../examples/stock-card.js'
import { describeCar, stockListingFilter } from '../examples/stock-listing.js'
import { searchRecord } from './search-record.js'
import type { Car } from './types/car.js'

const read = (path: string) => readFileSync(new URL(path, import.meta.url), 'utf8')
const now = new Date('2026-11-01T00:00:00+10:00')
const nowSeconds = Math.floor(now.getTime() / 1000)

const sportage: Car = {
  id: 1,
  slug: '2024-kia-sportage-s-wbk000001',
  name: '2024 Kia Sportage S',
  year: 2024,
  make: 'Kia',
  model: 'Sportage',
  badge: 'S',
  series: 'NQ5',
  price: 38990,
  price_type: 'Drive Away',
  car_type: 'used',
  status: 'in_stock',
  created_at: '2026-10-28T09:00:00+10:00',
  km: 12345,
  fuel: 'Petrol',
  images: [{ image: { url: '/images/cars/suv/white.jpg' } }],
  finance_lenders: { plenti: { interestRate: 8.99, comparisonRate: 9.45, paymentWeek: 112 } },
}

describe("the README's stock listing (examples/stock-listing.ts)", () => {
  it("builds the used-car stock filter with sold cars listed for 7 days, and no 'price > 0'", () => {
    const sevenDaysAgo = nowSeconds - 7 * 86_400
    expect(stockListingFilter(now)).toEqual({
      filter: {
        statuses: ['in_stock', 'coming_soon'],
        soldAfterTimestamp: sevenDaysAgo,
        showOnDealerWebsite: true,
        defaultClause: 'car_type:used',
        hiddenNewMakes: [],
        excludedStockNumbers: [],
        requirePositivePrice: false,
      },
      filters: `listed_until_timestamp > ${sevenDaysAgo} AND show_on_dealer_website:true AND car_type:used`,
    })
  })

  it("describes a car by its tag and price: 'new-arrival / $38990', 'no tag / Enquire for price.'", () => {
    expect(describeCar(sportage, now)).toBe('new-arrival / $38990')
    expect(describeCar({ ...sportage, created_at: '2026-01-01T00:00:00+10:00', price: 0 }, now)).toBe(
      'no tag / Enquire for price.',
    )
    expect(describeCar({ ...sportage, status: 'sold' }, now)).toBe('sold / $38990')
  })
})

describe("the README's stock card and page links (examples/stock-card.ts)", () => {
  it("gives the card's price '$38,990' with its note 'Drive Away', and the tenant's new-arrival text", () => {
    const card = stockCard(sportage, now)
    expect(card.price).toEqual({ text: '$38,990', note: 'Drive Away' })
    expect(card).toMatchObject({
      href: '/cars/2024-kia-sportage-s-wbk000001',
      title: '2024 Kia Sportage',
      subtitle: 'S NQ5',
      chips: ['12,345 kms', 'Petrol'],
      tag: { text: 'New Arrival', tone: 'neutral' },
      image: { src: '/images/cars/suv/white.jpg?w=480&q=75', width: 480, height: 320 },
    })
  })

  it('gives the image URL, the tel: link and the escaped JSON-LD its comments show', () => {
    expect(pageLinks()).toEqual({
      image: '/images/cars/suv/white.jpg?w=640&q=75',
      phone: 'tel:0730000000',
      jsonLd: '{"@type":"Car","name":"\\u003c/script>"}',
    })
  })
})

describe("the README's result card (examples/result-card.ts)", () => {
  const hit = searchRecord(sportage, { tenant: 'wattle-bay-kia' })

  it('gives the weekly payment and the interest rate with its comparison rate as finance chips', () => {
    expect(resultCard(hit, now).financeChips).toEqual([
      { text: '$112 per week' },
      { text: '8.99% p.a. · comparison 9.45% p.a.' },
    ])
    expect(resultCard(hit, now)).toMatchObject({ title: '2024 Kia Sportage', price: { text: '$38,990' } })
  })

  it('gives no chips where rule D hides finance: a sold car, a price of $500 or less, no weekly payment', () => {
    expect(resultCard({ ...hit, status: 'sold' }, now).financeChips).toEqual([])
    expect(resultCard({ ...hit, price: 500 }, now).financeChips).toEqual([])
    expect(resultCard({ ...hit, finance_payment_week: null }, now).financeChips).toEqual([])
  })
})

describe('the README shows the code the tests run, word for word', () => {
  it.each(['stock-listing.ts', 'stock-card.ts', 'result-card.ts'])('examples/%s', (file) => {
    expect(read('../README.md')).toContain(`\`\`\`ts\n${read(`../examples/${file}`)}\`\`\``)
  })
})
