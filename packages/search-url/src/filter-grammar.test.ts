import { describe, expect, it } from 'vitest'
import { checkFilters } from './filter-grammar.testing.js'

describe('checkFilters (test helper): Algolia "filters" combinations', () => {
  it.each([
    'A:1',
    'make:"Land Rover" AND (car_type:"new" OR car_type:"demo")',
    '(status:in_stock OR status:coming_soon) AND show_on_dealer_website:true',
    'listed_until_timestamp > 1699740800 AND show_on_dealer_website:true AND NOT stocknum:"B 7" AND price > 0',
    '(year=2020 OR year=2021) AND price:5000 TO 20000',
    'make:"A \\" quote"',
    '',
  ])('accepts %j', (filters) => {
    expect(checkFilters(filters)).toBeNull()
  })

  it.each([
    ['a:1 OR (b:1 AND c:1)', 'AND inside an OR'],
    ['(a:1 AND b:1)', 'AND inside parentheses'],
    ['NOT (a:1 OR b:1)', 'negated group'],
    ['(a:1 OR b > 2)', 'mixed numeric and facet OR'],
    ['((a:1))', 'nested parentheses'],
    ['a:"unterminated', 'unterminated quote'],
  ])('rejects %j (%s)', (filters) => {
    expect(checkFilters(filters)).not.toBeNull()
  })
})
