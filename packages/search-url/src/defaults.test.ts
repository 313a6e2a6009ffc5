import { describe, expect, it } from 'vitest'
import { clearFilters, refreshPath, withDefaults, type SearchDefaults } from './defaults.js'
import type { SearchState } from './search-state.js'

const defaults: SearchDefaults = { refinementList: { car_type: ['used'] } }

describe('"defaults apply only when no persisted filter is set"', () => {
  it.each<[string, SearchState, SearchState]>([
    ['no filter: the defaults apply', {}, { refinementList: { car_type: ['used'] } }],
    [
      'sort and page are not filters: the defaults apply',
      { sortBy: 'latest', page: 2 },
      { sortBy: 'latest', page: 2, refinementList: { car_type: ['used'] } },
    ],
    [
      'a refinement: no defaults',
      { refinementList: { colour: ['White'] } },
      { refinementList: { colour: ['White'] } },
    ],
    ['a range: no defaults', { range: { price: { max: 20000 } } }, { range: { price: { max: 20000 } } }],
    ['a query: no defaults', { query: 'hilux' }, { query: 'hilux' }],
    [
      'an empty refinement is no filter',
      { refinementList: { colour: [] } },
      { refinementList: { car_type: ['used'] } },
    ],
  ])('%s', (_case, state, expected) => {
    expect(withDefaults(state, defaults)).toEqual(expected)
  })

  it('no defaults leave the state as it is', () => {
    expect(withDefaults({ page: 2 }, {})).toEqual({ page: 2 })
  })
})

describe('Clear Filters: "Clear Filters button that goes to the refresh path"', () => {
  it.each<[SearchState, SearchState]>([
    [
      { sortBy: 'latest', page: 3, query: 'ute', refinementList: { colour: ['White'] } },
      { sortBy: 'latest' },
    ],
    [{ range: { price: { min: 1 } } }, {}],
    [{ sortBy: 'relevant' }, {}],
  ])('clearFilters(%j) → %j', (state, expected) => {
    expect(clearFilters(state)).toEqual(expected)
  })

  it('"/special-offers (only when offers count > 0; default refresh path)"', () => {
    expect(refreshPath).toBe('/special-offers')
  })
})
