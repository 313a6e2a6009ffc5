import { describe, expect, it } from 'vitest'
import { buildSearchQuery, formatRange, parseRange, parseSearchQuery } from './query-string.js'
import type { RangeValue, SearchState } from './search-state.js'

describe('Query string: "range[price]=min:max and refinementList[attribute][0]=value; page added when not 1"', () => {
  it.each<[string, SearchState, string]>([
    ['nothing to write', {}, ''],
    ['range[price]=min:max', { range: { price: { min: 5000, max: 20000 } } }, '?range[price]=5000:20000'],
    ['an open upper end', { range: { price: { min: 5000 } } }, '?range[price]=5000:'],
    ['an open lower end', { range: { price: { max: 20000 } } }, '?range[price]=:20000'],
    [
      'refinementList[attribute][0]=value',
      { refinementList: { colour: ['White', 'Silver'] } },
      '?refinementList[colour][0]=White&refinementList[colour][1]=Silver',
    ],
    ['page added when not 1', { page: 2 }, '?page=2'],
    ['page 1 left out', { page: 1 }, ''],
    ['sortBy', { sortBy: 'price_desc' }, '?sortBy=price_desc'],
    ['the default sort left out', { sortBy: 'relevant' }, ''],
    ['query', { query: 'hilux sr5' }, '?query=hilux+sr5'],
    [
      'fixed order: query, refinementList by attribute then index, range by attribute, sortBy, page',
      {
        page: 3,
        sortBy: 'latest',
        range: { year: { min: 2018 }, km: { max: 100000 } },
        refinementList: { make: ['Toyota'], colour: ['White', 'Red'] },
        query: 'ute',
      },
      '?query=ute&refinementList[colour][0]=White&refinementList[colour][1]=Red&refinementList[make][0]=Toyota&range[km]=:100000&range[year]=2018:&sortBy=latest&page=3',
    ],
    [
      'values with ampersands, plus signs, slashes and unicode are encoded',
      { refinementList: { tag: ['A&B', '1+1', 'a/b', 'Citroën ✓', '100%'] } },
      '?refinementList[tag][0]=A%26B&refinementList[tag][1]=1%2B1&refinementList[tag][2]=a%2Fb&refinementList[tag][3]=Citro%C3%ABn+%E2%9C%93&refinementList[tag][4]=100%25',
    ],
  ])('builds %s', (_case, state, search) => {
    expect(buildSearchQuery(state)).toBe(search)
  })

  it.each<[string, string, SearchState]>([
    ['a leading "?"', '?query=hilux', { query: 'hilux' }],
    ['no leading "?"', 'query=hilux', { query: 'hilux' }],
    ["'+' for a space", 'refinementList[body][0]=Cab+Chassis', { refinementList: { body: ['Cab Chassis'] } }],
    [
      '%20 for a space',
      'refinementList[body][0]=Cab%20Chassis',
      { refinementList: { body: ['Cab Chassis'] } },
    ],
    [
      'percent-encoded brackets',
      'refinementList%5Bcolour%5D%5B0%5D=White&range%5Bprice%5D=5000%3A20000',
      { refinementList: { colour: ['White'] }, range: { price: { min: 5000, max: 20000 } } },
    ],
    [
      'out-of-order indices',
      'refinementList[colour][1]=Silver&refinementList[colour][0]=White',
      { refinementList: { colour: ['White', 'Silver'] } },
    ],
    [
      'repeated indices keep their order of appearance',
      'refinementList[colour][0]=White&refinementList[colour][0]=Silver',
      { refinementList: { colour: ['White', 'Silver'] } },
    ],
    [
      'empty and missing indices append',
      'refinementList[colour][]=White&refinementList[colour]=Silver&refinementList[colour][0]=Red',
      { refinementList: { colour: ['Red', 'White', 'Silver'] } },
    ],
    ['the last page wins', 'page=2&page=5', { page: 5 }],
    ['a malformed % escape is kept', 'query=100%+sure%zz', { query: '100% sure%zz' }],
    [
      'decimals and negatives in a range',
      'range[price]=-1.5:2.25',
      { range: { price: { min: -1.5, max: 2.25 } } },
    ],
  ])('reads %s', (_case, search, state) => {
    expect(parseSearchQuery(search)).toEqual(state)
  })

  it.each([
    ['unknown keys', 'utm_source=google&foo[bar]=1&refinementList=1'],
    [
      'unknown attributes',
      'refinementList[password][0]=x&range[__proto__]=1:2&refinementList[constructor][0]=y',
    ],
    ['non-numeric ranges', 'range[price]=cheap:dear&range[km]=1:2:3&range[year]=:&range[price]=0x10:'],
    ['an infinite range', 'range[price]=1e999:'],
    ['page < 1 and non-numeric pages', 'page=0&page=-2&page=two&page=1.5&page=99999999999999999999'],
    ['unknown sort keys', 'sortBy=Car_production_price_desc&sortBy=cheapest'],
    ['bare ampersands and equals signs', '&&=&==&'],
  ])('ignores %s', (_case, search) => {
    expect(parseSearchQuery(search)).toEqual({})
  })

  it.each<[string, RangeValue | null]>([
    ['5000:20000', { min: 5000, max: 20000 }],
    ['5000:', { min: 5000 }],
    [':20000', { max: 20000 }],
    ['1e+21:', { min: 1e21 }],
    [':', null],
    ['5000', null],
    ['a:b', null],
  ])('parseRange(%j)', (text, range) => {
    expect(parseRange(text)).toEqual(range)
  })

  it('formatRange writes an exponent safely', () => {
    expect(formatRange({ min: 1e21 })).toBe('1e%2B21:')
    expect(parseSearchQuery(`range[price]=${formatRange({ min: 1e21 })}`)).toEqual({
      range: { price: { min: 1e21 } },
    })
  })
})
