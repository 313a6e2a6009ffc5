import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import {
  fromInstantSearchUiState,
  toInstantSearchUiState,
  type InstantSearchIndexUiState,
} from './instantsearch.js'
import type { SearchState } from './search-state.js'

describe('InstantSearch index UI state: sortBy as an index name, ranges as min:max text', () => {
  it.each<[SearchState, InstantSearchIndexUiState]>([
    [{}, {}],
    [
      {
        query: 'hilux',
        page: 2,
        sortBy: 'latest',
        refinementList: { make: ['Toyota'] },
        range: { price: { min: 5000, max: 20000 }, km: { max: 100000 } },
      },
      {
        query: 'hilux',
        page: 2,
        sortBy: 'Car_production_latest',
        refinementList: { make: ['Toyota'] },
        range: { price: '5000:20000', km: ':100000' },
      },
    ],
    [{ sortBy: 'relevant', page: 1 }, {}],
  ])('%j ⇄ %j', (state, uiState) => {
    expect(toInstantSearchUiState(state)).toEqual(uiState)
    expect(fromInstantSearchUiState(uiState)).toEqual(toState(state))
  })

  it('configured replicas map both ways; an unknown index means relevant', () => {
    const options = { indexName: 'Stock', replicas: { price_asc: 'Stock_cheapest' } }
    expect(toInstantSearchUiState({ sortBy: 'price_asc' }, options)).toEqual({ sortBy: 'Stock_cheapest' })
    expect(fromInstantSearchUiState({ sortBy: 'Stock_cheapest' }, options)).toEqual({ sortBy: 'price_asc' })
    expect(fromInstantSearchUiState({ sortBy: 'Stock' }, options)).toEqual({})
    expect(fromInstantSearchUiState({ sortBy: 'Elsewhere' }, options)).toEqual({})
  })

  it('malformed UI states are ignored, never a crash (fuzz, 1000 runs)', () => {
    fc.assert(
      fc.property(fc.anything(), fc.dictionary(fc.string(), fc.anything()), (value, range) => {
        fromInstantSearchUiState(value as InstantSearchIndexUiState)
        fromInstantSearchUiState({ range } as InstantSearchIndexUiState)
      }),
      { numRuns: 1000 },
    )
  })
})

function toState(state: SearchState): SearchState {
  const { sortBy, page, ...rest } = state
  return {
    ...rest,
    ...(sortBy && sortBy !== 'relevant' ? { sortBy } : {}),
    ...(page && page > 1 ? { page } : {}),
  }
}
