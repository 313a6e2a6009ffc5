import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import carIndexSettings from '../settings/car-index.json' with { type: 'json' }
import { SearchEngineError } from './errors'
import { collectParams, readQueryParams } from './search-params'
import { resolveSettings } from './settings'

const settings = resolveSettings(carIndexSettings)

/** Reads a request as the engine does; anything but a 400 SearchEngineError escaping is a defect. */
function readsOrRefuses(request: Record<string, unknown>): void {
  try {
    readQueryParams(collectParams(request), settings)
  } catch (error) {
    expect(error).toBeInstanceOf(SearchEngineError)
    expect((error as SearchEngineError).status).toBe(400)
    expect((error as SearchEngineError).message.length).toBeGreaterThan(0)
  }
}

const names = fc.constantFrom(
  'query',
  'filters',
  'facetFilters',
  'numericFilters',
  'tagFilters',
  'facets',
  'maxValuesPerFacet',
  'page',
  'hitsPerPage',
  'offset',
  'length',
  'attributesToRetrieve',
  'attributesToHighlight',
  'highlightPreTag',
  'highlightPostTag',
  'typoTolerance',
  'disableTypoToleranceOnAttributes',
  'queryType',
  'responseFields',
  'facetQuery',
  'maxFacetHits',
  'unknownThing',
  '__proto__',
  'constructor',
)
const values = fc.oneof(
  fc.string(),
  fc.constantFrom(
    '-1',
    '0',
    '1001',
    '1e309',
    'NaN',
    'true',
    '[',
    '{"a":',
    '[1,[2,[3]]]',
    '%',
    '%E0%A4%A',
    '*',
  ),
  fc.integer().map(String),
  fc.json(),
)

describe('the search parameter parser: every input reads or answers 400, never anything else', () => {
  it('params strings (algoliasearch v3/v4): names and values of every kind, broken % escapes included', () => {
    fc.assert(
      fc.property(
        fc.oneof(
          fc.string(),
          fc
            .array(fc.tuple(names, values), { maxLength: 12 })
            .map((pairs) => pairs.map(([name, value]) => `${name}=${encodeURIComponent(value)}`).join('&')),
          fc
            .array(fc.tuple(names, fc.string()), { maxLength: 12 })
            .map((pairs) => pairs.map(([name, value]) => `${name}=${value}`).join('&')),
        ),
        (params) => readsOrRefuses({ indexName: 'Car_production', params }),
      ),
      { numRuns: 2000 },
    )
  })

  it('parameter objects (algoliasearch v5): any JSON value under any name', () => {
    fc.assert(
      fc.property(
        fc.dictionary(names, fc.jsonValue({ maxDepth: 4 }), { maxKeys: 10 }),
        fc.oneof(fc.constant(undefined), fc.jsonValue({ maxDepth: 3 })),
        (request, params) => readsOrRefuses(params === undefined ? request : { ...request, params }),
      ),
      { numRuns: 2000 },
    )
  })
})
