import type { SearchClient } from 'instantsearch.js'

/** One query of a multi-query call, as InstantSearch sends it (`{ indexName, params }`). */
export interface FakeSearchRequest {
  indexName: string
  params?: Record<string, unknown>
}

/** What an index answers: its hits, facet counts and numeric facet stats. */
export interface FakeSearchAnswer {
  hits: Record<string, unknown>[]
  /** @defaultValue hits.length */
  nbHits?: number
  facets?: Record<string, Record<string, number>>
  facetsStats?: Record<string, { min: number; max: number; avg: number; sum: number }>
}

export interface FakeSearchClient {
  /** Pass to `<InstantSearch searchClient={…}>`. */
  client: SearchClient
  /** Every call's requests, in order. */
  calls: FakeSearchRequest[][]
  /** From now on, calls reject with an error (true) or answer again (false). */
  fail: (failing?: boolean) => void
}

/**
 * A search client for tests and stories that answers InstantSearch's `search(requests)` with canned results and
 * records every call. `answer` may depend on the request (its index name and params).
 * @example const fake = createFakeSearchClient({ hits: [{ objectID: '1', title: 'HiLux' }] })
 */
export function createFakeSearchClient(
  answer: FakeSearchAnswer | ((request: FakeSearchRequest) => FakeSearchAnswer),
): FakeSearchClient {
  const calls: FakeSearchRequest[][] = []
  let failing = false
  const search = (input: FakeSearchRequest[] | { requests: FakeSearchRequest[] }) => {
    const requests = Array.isArray(input) ? input : input.requests
    calls.push(requests)
    if (failing) return Promise.reject(new Error('Search is unavailable'))
    const results = requests.map((request) => {
      const params = request.params ?? (request as unknown as Record<string, unknown>)
      const data = typeof answer === 'function' ? answer({ indexName: request.indexName, params }) : answer
      const hitsPerPage = typeof params.hitsPerPage === 'number' ? params.hitsPerPage : 20
      const page = typeof params.page === 'number' ? params.page : 0
      const nbHits = data.nbHits ?? data.hits.length
      return {
        index: request.indexName,
        hits: data.hits,
        nbHits,
        page,
        nbPages: Math.ceil(nbHits / hitsPerPage),
        hitsPerPage,
        processingTimeMS: 1,
        exhaustiveNbHits: true,
        exhaustiveFacetsCount: true,
        query: typeof params.query === 'string' ? params.query : '',
        params: '',
        facets: data.facets ?? {},
        facets_stats: data.facetsStats ?? {},
      }
    })
    return Promise.resolve({ results })
  }
  return {
    client: { search },
    calls,
    fail: (value = true) => {
      failing = value
    },
  }
}
