import { expectTypeOf, test } from 'vitest'
import {
  buildSearchRequest,
  parseSearchUrl,
  type SearchAttribute,
  type SearchCatalogue,
  type SearchRequest,
  type SearchState,
  type SortKey,
} from './index.js'

test('parseSearchUrl returns a state or null (404)', () => {
  expectTypeOf(parseSearchUrl).returns.toEqualTypeOf<SearchState | null>()
  expectTypeOf(parseSearchUrl).parameter(1).toEqualTypeOf<SearchCatalogue>()
})

test("the state only takes the spec's list-filter attributes and URL sort keys", () => {
  expectTypeOf<SortKey>().toEqualTypeOf<'relevant' | 'latest' | 'price_desc' | 'price_asc'>()
  expectTypeOf<keyof NonNullable<SearchState['refinementList']>>().toEqualTypeOf<SearchAttribute>()
  // @ts-expect-error: not a list filter of the spec
  const state: SearchState = { refinementList: { password: ['x'] } }
  void state
})

test('the engine request follows the Algolia protocol', () => {
  expectTypeOf(buildSearchRequest).returns.toEqualTypeOf<SearchRequest>()
  expectTypeOf<SearchRequest['params']['facetFilters']>().toEqualTypeOf<string[][]>()
})
