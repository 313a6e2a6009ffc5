import { cardTag, priceDisplay, stockFilter } from '@forecourt/stock-rules'
import { describe, expect, it } from 'vitest'
import {
  cardTagOptionsFor,
  hitCardOptionsFor,
  priceDisplayOptionsFor,
  stockFilterOptionsFor,
} from './rule-options.js'
import { parseTenant } from './parse-tenant.js'
import { minimalTenant } from './testing/minimal-tenant.js'

describe('tenant options handed to stock-rules', () => {
  it('defaults: no fuel tag, no certified brand or logo, new arrival 8 days "New", sold tag "JUST SOLD"', () => {
    expect(cardTagOptionsFor(parseTenant(minimalTenant(), 't.json'))).toEqual({
      showFuelTag: false,
      certifiedBrand: null,
      certifiedLogoUrl: null,
      newArrivalDays: 8,
      newArrivalText: 'New',
      soldTagText: 'JUST SOLD',
      greenTags: ['runout sale'],
    })
  })

  it("the tenant's green tags ('Ex-Hire') draw a card's custom tag green", () => {
    const tenant = parseTenant(
      { ...minimalTenant(), options: { cards: { greenTags: ['runout sale', 'Ex-Hire'] } } },
      't.json',
    )
    const car = { status: 'in_stock' as const, car_type: 'used' as const, make: 'Kia', tag: 'Ex-Hire' }
    expect(cardTag(car, '2026-11-21T00:00:00Z', cardTagOptionsFor(tenant))).toEqual({
      kind: 'custom',
      text: 'Ex-Hire',
      colour: 'green',
    })
  })

  it("the certified make's used cars get the tenant's certified logo as their tag", () => {
    const tenant = parseTenant(
      {
        ...minimalTenant(),
        options: {
          brands: { certifiedMake: 'Toyota', certifiedLogoUrl: '/images/brands/toyota-certified.svg' },
        },
      },
      't.json',
    )
    const car = { status: 'in_stock' as const, car_type: 'used' as const, make: 'Toyota' }
    expect(cardTag(car, '2026-11-21T00:00:00Z', cardTagOptionsFor(tenant))).toEqual({
      kind: 'certified',
      make: 'Toyota',
      logoUrl: '/images/brands/toyota-certified.svg?w=168&q=90',
    })
  })

  it("the certified logo goes through the tenant's image CDN when it names one", () => {
    const tenant = parseTenant(
      {
        ...minimalTenant(),
        options: {
          brands: { certifiedMake: 'Toyota', certifiedLogoUrl: '/images/brands/toyota-certified.svg' },
          images: { cdnTemplate: 'https://dealer.imgix.net{path}?w={width}' },
        },
      },
      't.json',
    )
    expect(cardTagOptionsFor(tenant).certifiedLogoUrl).toBe(
      'https://dealer.imgix.net/images/brands/toyota-certified.svg?w=168',
    )
  })

  it.each(['javascript:alert(1)', '//elsewhere.example/logo.svg', 'http://insecure.example/logo.svg'])(
    'a certified logo at %s is refused with the reason',
    (url) => {
      expect(() =>
        parseTenant({ ...minimalTenant(), options: { brands: { certifiedLogoUrl: url } } }, 't.json'),
      ).toThrow(/Give a path on the site/)
    },
  )

  it("site text 'New Arrival' and a custom sold tag reach the card tag", () => {
    const tenant = parseTenant(
      { ...minimalTenant(), options: { cards: { newArrivalText: 'New Arrival', soldTagText: 'SOLD' } } },
      't.json',
    )
    const car = {
      status: 'in_stock' as const,
      car_type: 'used' as const,
      make: 'Kia',
      created_at: '2026-11-20T00:00:00Z',
    }
    expect(cardTag(car, '2026-11-21T00:00:00Z', cardTagOptionsFor(tenant))).toEqual({
      kind: 'new-arrival',
      text: 'New Arrival',
    })
    expect(cardTag({ ...car, status: 'sold' }, '2026-11-21T00:00:00Z', cardTagOptionsFor(tenant))).toEqual({
      kind: 'sold',
      text: 'SOLD',
    })
  })

  it("the no-price text (default 'Enquire for price.') reaches the price display", () => {
    const tenant = parseTenant(
      { ...minimalTenant(), options: { cards: { noPriceText: 'Call for price' } } },
      't.json',
    )
    expect(priceDisplay({ price: 0, preorder: null }, priceDisplayOptionsFor(tenant))).toEqual({
      kind: 'no-price',
      text: 'Call for price',
    })
  })
})

describe('the tenant stock filter handed to stock-rules', () => {
  it.each<[string, object, number]>([
    ['"default option 3"', {}, 3],
    ['"a numeric option (0, 1, 2, 3, 4, 5, 7, 14)": 7', { option: 7 }, 7],
    ['"a numeric option": 0 keeps no sold car', { option: 0 }, 0],
    ['"overridable by include_sold_cars_days"', { option: 7, includeSoldCarsDays: 1 }, 1],
    ['include_sold_cars_days alone', { includeSoldCarsDays: 14 }, 14],
  ])('"sold within the last N days": %s', (_case, stock, days) => {
    const tenant = parseTenant({ ...minimalTenant(), options: { stock } }, 't.json')
    expect(stockFilterOptionsFor(tenant).includeSoldCarsDays).toBe(days)
  })

  it('defaults: sold cars for 3 days, nothing else', () => {
    expect(
      stockFilter(
        { now: '2023-11-14T22:13:20Z' },
        stockFilterOptionsFor(parseTenant(minimalTenant(), 't.json')),
      ).filters,
    ).toBe('listed_until_timestamp > 1699740800 AND show_on_dealer_website:true')
  })

  it('in_stock only, a default clause, excluded stock numbers and price > 0 on ascending sorts', () => {
    const tenant = parseTenant(
      {
        ...minimalTenant(),
        options: {
          stock: { inStockOnly: true, defaultClause: 'car_type:used', excludedStockNumbers: ['A1'] },
          search: { priceAboveZeroOnAscendingSort: true },
        },
      },
      't.json',
    )
    expect(
      stockFilter({ now: '2023-11-14T22:13:20Z', sortByPriceAscending: true }, stockFilterOptionsFor(tenant))
        .filters,
    ).toBe(
      'status:in_stock AND show_on_dealer_website:true AND car_type:used AND NOT stocknum:A1 AND price > 0',
    )
  })
})

describe("the tenant's result cards (hitCardOptionsFor)", () => {
  it('a tenant without a finance provider shows no finance chips', () => {
    expect(hitCardOptionsFor(parseTenant(minimalTenant(), 't.json')).finance).toBeNull()
  })

  it("the provider's rule, excluded makes and excluded dealerships (by slug) reach the cards", () => {
    const tenant = parseTenant(
      {
        ...minimalTenant(),
        options: {
          cards: { noPriceText: 'Call for price' },
          finance: {
            provider: { name: 'Southern Cross Motor Finance', rule: 'D' },
            excludedMakes: ['LDV'],
            excludedDealershipIds: [1],
          },
        },
      },
      't.json',
    )
    expect(hitCardOptionsFor(tenant)).toEqual({
      tags: cardTagOptionsFor(tenant),
      prices: { noPriceText: 'Call for price' },
      images: null,
      finance: {
        rule: 'D',
        excludedMakes: ['LDV'],
        excludedDealerships: ['test-motors-toowoomba'],
        showWithoutLenderData: false,
      },
    })
  })

  it("the tenant's image CDN reaches the cards, so the browser's result cards build the same URLs", () => {
    const cdnTemplate = 'https://dealer.imgix.net{path}?w={width}&q={quality}'
    const tenant = parseTenant({ ...minimalTenant(), options: { images: { cdnTemplate } } }, 't.json')
    expect(hitCardOptionsFor(tenant).images).toEqual({
      template: cdnTemplate,
      origin: 'https://test-motors.example',
    })
  })
})
