import { describe, expect, it } from 'vitest'
import { facetClause, facetValue } from './algolia-filter.js'
import { stockFilter, type StockFilterOptions } from './stock-filter.js'

// 1_700_000_000 unix seconds; 3 days earlier is 1_699_740_800.
const now = '2023-11-14T22:13:20Z'

describe('Stock filter: "status in_stock or coming_soon or sold within the last N days ... AND show_on_dealer_website=true"', () => {
  it.each<[string, StockFilterOptions, boolean, string]>([
    [
      '"Sold cars included for 3 days by default"',
      {},
      false,
      'listed_until_timestamp > 1699740800 AND show_on_dealer_website:true',
    ],
    [
      'include_sold_cars_days 14',
      { includeSoldCarsDays: 14 },
      false,
      'listed_until_timestamp > 1698790400 AND show_on_dealer_website:true',
    ],
    [
      'numeric option 0 lists no sold cars',
      { includeSoldCarsDays: 0 },
      false,
      '(status:in_stock OR status:coming_soon) AND show_on_dealer_website:true',
    ],
    [
      '"a default clause such as car_type:used"',
      { defaultClause: 'car_type:used' },
      false,
      'listed_until_timestamp > 1699740800 AND show_on_dealer_website:true AND car_type:used',
    ],
    [
      'a default clause with OR is parenthesised',
      { defaultClause: 'car_type:used OR car_type:demo', includeSoldCarsDays: 0 },
      false,
      '(status:in_stock OR status:coming_soon) AND show_on_dealer_website:true AND (car_type:used OR car_type:demo)',
    ],
    [
      '"hiding new cars of certain makes"',
      { hideNewCarsOfMakes: ['Land Rover', 'Kia'], includeSoldCarsDays: 0 },
      false,
      '(status:in_stock OR status:coming_soon) AND show_on_dealer_website:true AND NOT new_car_make:"Land Rover" AND NOT new_car_make:Kia',
    ],
    ['"in_stock only"', { inStockOnly: true }, false, 'status:in_stock AND show_on_dealer_website:true'],
    [
      '"excluding a list of stock numbers"',
      { inStockOnly: true, excludedStockNumbers: ['A123', 'B 7'] },
      false,
      'status:in_stock AND show_on_dealer_website:true AND NOT stocknum:A123 AND NOT stocknum:"B 7"',
    ],
    [
      '"When sorting by price ascending, a condition price greater than 0 is added"',
      { inStockOnly: true, requirePriceWhenSortingByPriceAscending: true },
      true,
      'status:in_stock AND show_on_dealer_website:true AND price > 0',
    ],
    [
      'no price condition when not sorting by price ascending',
      { inStockOnly: true, requirePriceWhenSortingByPriceAscending: true },
      false,
      'status:in_stock AND show_on_dealer_website:true',
    ],
    [
      'no price condition for tenants without the option',
      { inStockOnly: true },
      true,
      'status:in_stock AND show_on_dealer_website:true',
    ],
  ])('%s', (_name, options, sortByPriceAscending, expected) => {
    expect(stockFilter({ now, sortByPriceAscending }, options).filters).toBe(expected)
  })

  it('returns the structured value beside the string', () => {
    expect(
      stockFilter({ now: new Date(now) }, { defaultClause: 'car_type:used', excludedStockNumbers: ['X1'] })
        .filter,
    ).toEqual({
      statuses: ['in_stock', 'coming_soon'],
      soldAfterTimestamp: 1_699_740_800,
      showOnDealerWebsite: true,
      defaultClause: 'car_type:used',
      hiddenNewMakes: [],
      excludedStockNumbers: ['X1'],
      requirePositivePrice: false,
    })
  })
})

describe('Algolia filter values: "quote values containing spaces with double quotes"', () => {
  it.each([
    ['plain', 'Toyota', 'Toyota'],
    ['space', 'Land Rover', '"Land Rover"'],
    ['colon', 'a:b', '"a:b"'],
    ['inner quote escaped', 'say "hi"', '"say \\"hi\\""'],
    ['operator word', 'NOT', '"NOT"'],
    ['empty', '', '""'],
  ])('%s', (_name, value, expected) => {
    expect(facetValue(value)).toBe(expected)
  })

  it('booleans are written bare: show_on_dealer_website:true', () => {
    expect(facetClause('show_on_dealer_website', true)).toBe('show_on_dealer_website:true')
  })
})
