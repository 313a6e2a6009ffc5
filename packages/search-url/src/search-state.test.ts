import { describe, expect, it } from 'vitest'
import { hasPersistedFilter, isPageNumber, normaliseSearchState, type SearchState } from './search-state.js'

describe('Search state: "query, page, sortBy, list filters (badge, status, car_type, …)"', () => {
  it.each<[string, unknown, SearchState]>([
    ['an empty state', {}, {}],
    ['page 1 and the default sort left out', { page: 1, sortBy: 'relevant' }, {}],
    ['an empty query left out', { query: '' }, {}],
    ['a query kept as typed', { query: ' hilux ' }, { query: ' hilux ' }],
    [
      'duplicates and empty values dropped',
      { refinementList: { colour: ['White', '', 'White', 'Red'], make: [] } },
      { refinementList: { colour: ['White', 'Red'] } },
    ],
    [
      'car types in the order new, demo, used, others after',
      { refinementList: { car_type: ['used', 'other', 'demo', 'new'] } },
      { refinementList: { car_type: ['new', 'demo', 'used', 'other'] } },
    ],
    [
      'unknown attributes, unknown sorts and bad pages ignored',
      { refinementList: { password: ['x'] }, range: { secret: { min: 1 } }, sortBy: 'cheapest', page: 0 },
      {},
    ],
    [
      'non-finite range sides dropped; -0 read as 0',
      { range: { price: { min: Number.NaN, max: 20000 }, km: { min: -0 }, year: { max: Infinity } } },
      { range: { price: { max: 20000 }, km: { min: 0 } } },
    ],
    ['lone surrogates replaced', { query: 'a\uD800' }, { query: 'a\uFFFD' }],
    ['a fractional page ignored', { page: 2.5 }, {}],
  ])('%s', (_case, state, normalised) => {
    expect(normaliseSearchState(state as SearchState)).toEqual(normalised)
  })

  it.each([null, undefined, 'x', 42, [], { refinementList: 'x', range: [1] }])(
    'never throws on %j',
    (value) => {
      expect(normaliseSearchState(value as SearchState)).toEqual({})
    },
  )

  it.each<[SearchState, boolean]>([
    [{}, false],
    [{ sortBy: 'latest', page: 3 }, false],
    [{ query: 'ute' }, true],
    [{ refinementList: { colour: ['White'] } }, true],
    [{ range: { price: { min: 5000 } } }, true],
    [{ refinementList: { colour: [] } }, false],
  ])('hasPersistedFilter(%j) is %s', (state, expected) => {
    expect(hasPersistedFilter(state)).toBe(expected)
  })

  it.each<[unknown, boolean]>([
    [1, true],
    [21, true],
    [0, false],
    [-1, false],
    [1.5, false],
    ['2', false],
    [2 ** 53, false],
  ])('isPageNumber(%j) is %s', (value, expected) => {
    expect(isPageNumber(value)).toBe(expected)
  })
})
