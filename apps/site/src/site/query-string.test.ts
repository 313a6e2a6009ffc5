import { describe, expect, it } from 'vitest'
import { parseQueryString, stringifyQueryString } from './query-string'

describe('query strings pass through the router as text', () => {
  it.each([
    ['?range[price]=5000:20000&page=2', { 'range[price]': '5000:20000', page: '2' }],
    ['?refinementList[make][0]=Land%20Rover', { 'refinementList[make][0]': 'Land Rover' }],
    ['?refinementList%5Bmake%5D%5B0%5D=Land+Rover', { 'refinementList[make][0]': 'Land Rover' }],
    ['?query=%E0%A4%A', { query: '%E0%A4%A' }],
    ['', {}],
    ['?flag', { flag: '' }],
  ])('%s reads as %j', (search, record) => {
    expect(parseQueryString(search)).toEqual(record)
  })

  it.each([
    [{ 'refinementList[make][0]': 'Land Rover', page: '2' }, '?refinementList[make][0]=Land+Rover&page=2'],
    [{ 'range[price]': '5000:20000' }, '?range[price]=5000:20000'],
    [{ query: 'a&b=c' }, '?query=a%26b%3Dc'],
    [{}, ''],
  ])('%j writes as %s', (record, search) => {
    expect(stringifyQueryString(record)).toBe(search)
  })

  it('a spec search query string survives the round trip unchanged', () => {
    const search = '?refinementList[car_type][0]=used&range[price]=5000:20000&sortBy=price_desc&page=2'
    expect(stringifyQueryString(parseQueryString(search))).toBe(search)
  })
})
