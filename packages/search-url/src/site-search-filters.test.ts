import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { facetFilter, orGroup, quotedFacetClause } from './algolia-syntax.js'
import { checkFilters } from './filter-grammar.testing.js'
import { siteSearchFilterClauses } from './site-search-filters.js'

describe("\"filters built from site search filters with ':' replaced by '='\"", () => {
  it.each<[string, string[], string[]]>([
    ['a numeric value: numeric equality', ['year:2020'], ['year=2020']],
    [
      'a decimal or negative number',
      ['engine_size_litres:2.8', 'offset:-5'],
      ['engine_size_litres=2.8', 'offset=-5'],
    ],
    ['a string value stays a quoted facet filter', ['car_type:used'], ['car_type:"used"']],
    ['a boolean stays a boolean facet filter', ['certified:true'], ['certified:true']],
    [
      'values with spaces and colons',
      ['location_name:Gold Coast: North'],
      ['location_name:"Gold Coast: North"'],
    ],
    ['an already quoted value', ['make:"Land Rover"'], ['make:"Land Rover"']],
    ["'=' accepted as the separator", ['dealership_id=12'], ['dealership_id=12']],
    [
      'several values of one attribute are ORed',
      ['year:2020', 'car_type:used', 'year:2021', 'car_type:demo'],
      ['(year=2020 OR year=2021)', '(car_type:"used" OR car_type:"demo")'],
    ],
    [
      'numbers and text of one attribute never mix numeric and facet filters',
      ['seats:7', 'seats:many'],
      ['(seats:"7" OR seats:"many")'],
    ],
    ['duplicates once', ['car_type:used', 'car_type:used'], ['car_type:"used"']],
    [
      'entries without an attribute or a value are ignored',
      ['used', ':used', 'car_type:', 'bad name:1', '(a:1'],
      [],
    ],
    ['quotes and backslashes escaped', ['tag:say "hi" \\o/'], ['tag:"say \\"hi\\" \\\\o/"']],
  ])('%s', (_case, filters, clauses) => {
    expect(siteSearchFilterClauses(filters)).toEqual(clauses)
  })

  it('any site search filters give clauses in the form Algolia accepts (property, 1000 runs)', () => {
    fc.assert(
      fc.property(
        fc.array(fc.oneof(fc.string(), fc.constantFrom('year:2020', 'make:Kia', 'a:-1', 'b:"x"'))),
        (filters) => {
          const clauses = siteSearchFilterClauses(filters)
          expect(checkFilters(clauses.join(' AND '))).toBeNull()
        },
      ),
      { numRuns: 1000 },
    )
  })
})

describe('Algolia syntax helpers', () => {
  it.each([
    ['make', 'Toyota', 'make:"Toyota"'],
    ['make', 'Land Rover', 'make:"Land Rover"'],
    ['tag', 'AND', 'tag:"AND"'],
    ['tag', 'a"b\\c', 'tag:"a\\"b\\\\c"'],
  ])('quotedFacetClause(%j, %j) → %s', (attribute, value, clause) => {
    expect(quotedFacetClause(attribute, value)).toBe(clause)
  })

  it('orGroup parenthesises only several clauses', () => {
    expect(orGroup(['a:1'])).toBe('a:1')
    expect(orGroup(['a:1', 'a:2'])).toBe('(a:1 OR a:2)')
  })

  it.each([
    ['colour', 'White', 'colour:White'],
    ['colour', '-Unknown', 'colour:\\-Unknown'],
    ['colour', 'Blue-Grey', 'colour:Blue-Grey'],
    ['body', 'Cab Chassis', 'body:Cab Chassis'],
  ])('facetFilter(%j, %j) → %s ("values starting with \'-\' escaped")', (attribute, value, filter) => {
    expect(facetFilter(attribute, value)).toBe(filter)
  })
})
