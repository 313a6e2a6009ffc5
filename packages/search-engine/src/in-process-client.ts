import type { SearchEngine } from './search-engine'
import type { IndexRecord, MultipleQueriesResponse, RecordFields } from './types'

/** One request as InstantSearch hands it to a search client. */
export interface InProcessRequest {
  indexName: string
  params?: Record<string, unknown> | string
  type?: 'default' | 'facet'
  facet?: string
  [parameter: string]: unknown
}

/** A search client InstantSearch accepts as `searchClient`, answered by the engine without HTTP. */
export interface InProcessSearchClient<TRecord extends IndexRecord = RecordFields> {
  search<THit = TRecord>(
    requests: readonly InProcessRequest[] | { requests: readonly InProcessRequest[] },
  ): Promise<MultipleQueriesResponse<THit>>
  /** Nothing is cached; present because InstantSearch calls it on `refresh()`. */
  clearCache(): Promise<void>
}

/** Options of {@link createInProcessSearchClient}. */
export interface InProcessSearchClientOptions {
  /** The tenant's search key, as the browser would send it. */
  apiKey: string
}

/**
 * A search client that answers from the engine in the same process, for server-side rendering: the
 * same requests, tenant isolation and responses as over HTTP, without a socket. Engine errors reject
 * the promise with an `Error` carrying `status`, like algoliasearch's `ApiError`.
 * @example
 * const searchClient = createInProcessSearchClient(engine, { apiKey: tenant.searchKey })
 * // <InstantSearch searchClient={searchClient} indexName="Car_production">
 */
export function createInProcessSearchClient<TRecord extends IndexRecord = RecordFields>(
  engine: SearchEngine<TRecord>,
  options: InProcessSearchClientOptions,
): InProcessSearchClient<TRecord> {
  const credentials = { apiKey: options.apiKey }
  return {
    search: <THit>(requests: readonly InProcessRequest[] | { requests: readonly InProcessRequest[] }) =>
      attempt(
        () =>
          engine.multipleQueries(
            Array.isArray(requests) ? { requests } : (requests as { requests: readonly InProcessRequest[] }),
            credentials,
          ) as MultipleQueriesResponse<THit>,
      ),
    clearCache: () => Promise.resolve(),
  }
}

function attempt<T>(run: () => T): Promise<T> {
  try {
    return Promise.resolve(run())
  } catch (error) {
    return Promise.reject(error instanceof Error ? error : new Error(String(error)))
  }
}
