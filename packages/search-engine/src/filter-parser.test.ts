import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { SearchEngineError } from './errors'
import { parseFilters, parseNumericFilter } from './filter-parser'

const facet = (attribute: string, value: string) => ({ type: 'facet', attribute, value })

describe('parseFilters reads Algolia filter syntax', () => {
  it.each([
    ['', { type: 'all' }],
    ['make:Toyota', facet('make', 'Toyota')],
    ['make:"Land Rover"', facet('make', 'Land Rover')],
    ["make:'Land Rover'", facet('make', 'Land Rover')],
    ['"make":"Land \\"Rover\\""', facet('make', 'Land "Rover"')],
    ['show_on_dealer_website:true', facet('show_on_dealer_website', 'true')],
    ['published', facet('_tags', 'published')],
    ['price > 12.99', { type: 'numeric', attribute: 'price', operator: '>', value: 12.99 }],
    ['price>=-5', { type: 'numeric', attribute: 'price', operator: '>=', value: -5 }],
    ['km != 0', { type: 'numeric', attribute: 'km', operator: '!=', value: 0 }],
    ['price:5.99 TO 100', { type: 'range', attribute: 'price', low: 5.99, high: 100 }],
    ['NOT make:Kia', { type: 'not', child: facet('make', 'Kia') }],
    [
      'a:1 AND b:2 OR c:3',
      {
        type: 'or',
        children: [{ type: 'and', children: [facet('a', '1'), facet('b', '2')] }, facet('c', '3')],
      },
    ],
    [
      'a:1 AND (b:2 OR c:3)',
      {
        type: 'and',
        children: [facet('a', '1'), { type: 'or', children: [facet('b', '2'), facet('c', '3')] }],
      },
    ],
    [
      '(NOT car_type:new OR NOT make:Kia)',
      {
        type: 'or',
        children: [
          { type: 'not', child: facet('car_type', 'new') },
          { type: 'not', child: facet('make', 'Kia') },
        ],
      },
    ],
  ])('%j', (source, expected) => {
    expect(parseFilters(source)).toEqual(expected)
  })

  it.each([
    ['make:', 'filters: Unexpected end of filter at col 6, expected a value'],
    ['make:Kia AND', 'filters: Unexpected end of filter at col 13, expected a filter'],
    ['(make:Kia', "filters: Unexpected end of filter at col 10, expected ')'"],
    ['make:Kia)', "filters: Unexpected token ')' at col 9, expected end of filter or AND/OR"],
    ['price > cheap', "filters: Unexpected token 'cheap' at col 9, expected a number"],
    ['price:1 TO many', "filters: Unexpected token 'many' at col 12, expected a number"],
    ['make:"Kia', 'filters: Unterminated string starting at col 6'],
    ['price ! 5', "filters: Unexpected token '!' at col 7, expected '!='"],
    ['AND make:Kia', "filters: Unexpected token 'AND' at col 1, expected a filter"],
    ['make:Kia make:Ford', "filters: Unexpected token 'make' at col 10, expected end of filter or AND/OR"],
    ['('.repeat(40) + 'a:1' + ')'.repeat(40), 'filters: Too many nested parentheses at col 33'],
  ])('rejects %j with a 400 that says where', (source, message) => {
    expect(() => parseFilters(source)).toThrow(new SearchEngineError(message, 400))
  })

  it('never throws anything but a 400 SearchEngineError, whatever the input (fuzz)', () => {
    const pieces = fc.constantFrom(
      'a',
      'make',
      ':',
      '"',
      "'",
      '\\',
      '(',
      ')',
      ' ',
      'AND',
      'OR',
      'NOT',
      'TO',
      '<',
      '<=',
      '>',
      '!=',
      '=',
      '!',
      '-',
      '1',
      '2.5',
      'true',
      'é',
    )
    fc.assert(
      fc.property(
        fc.oneof(
          fc.string(),
          fc.array(pieces, { maxLength: 30 }).map((parts) => parts.join('')),
        ),
        (source) => {
          try {
            parseFilters(source)
          } catch (error) {
            expect(error).toBeInstanceOf(SearchEngineError)
            expect((error as SearchEngineError).status).toBe(400)
            expect((error as SearchEngineError).message).toMatch(/^filters: /)
          }
        },
      ),
      { numRuns: 3000 },
    )
  })
})

describe('parseNumericFilter reads one numericFilters entry', () => {
  it.each([
    ['price>=1000', { type: 'numeric', attribute: 'price', operator: '>=', value: 1000 }],
    ['price:1 TO 2', { type: 'range', attribute: 'price', low: 1, high: 2 }],
  ])('%j', (source, expected) => {
    expect(parseNumericFilter(source)).toEqual(expected)
  })

  it('rejects a facet filter in numericFilters', () => {
    expect(() => parseNumericFilter('make:Kia')).toThrow(
      'numericFilters: Invalid syntax for numeric condition: make:Kia',
    )
  })
})
