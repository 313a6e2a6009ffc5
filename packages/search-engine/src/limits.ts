/**
 * The bounds every search request is held to, so that one request's work and answer stay small whoever sends it.
 * Algolia's published limits come first, so a client written for Algolia never meets a difference; the engine's
 * own limits are far above what InstantSearch sends. Anything beyond answers 400 in Algolia's error shape.
 * @link https://www.algolia.com/doc/guides/scaling/algolia-service-limits/
 */
export const searchLimits = {
  /** Algolia's: a query (and a facet query) is at most 512 bytes. */
  maxQueryBytes: 512,
  /**
   * Algolia's: `hitsPerPage` and `length` go up to 1,000. 0 stays allowed: InstantSearch asks for facets only
   * with `hitsPerPage: 0`, and Algolia answers it.
   */
  maxHitsPerPage: 1000,
  /** Algolia's: at most 1,000 values of a facet; a larger `maxValuesPerFacet` is read as 1,000, as Algolia does. */
  maxValuesPerFacet: 1000,
  /** Algolia's: at most 1,000 conditions in one query's filters (`filters` and the three filter lists together). */
  maxFilters: 1000,
  /** Ours: a highlight tag is at most 64 bytes. */
  maxHighlightTagBytes: 64,
  /** Ours: an attribute list (`attributesToRetrieve`, `facets`, …) names at most 1,000 attributes. */
  maxListLength: 1000,
  /** Ours: at most 50 queries in one multi-query request. */
  maxQueriesPerRequest: 50,
  /** Ours: at most 1,000 hits asked for in one request, all its queries together. */
  maxHitsPerRequest: 1000,
  /** Ours: at most 200 facets counted in one request, all its queries together (`*` counts each facet). */
  maxFacetsPerRequest: 200,
  /** Ours: an answer is at most 8 MiB of JSON; a larger one answers 400, asking for fewer hits or attributes. */
  maxAnswerBytes: 8 * 1024 * 1024,
  /** Algolia's (on its larger plans): a record is at most 100 KB of JSON. */
  maxRecordBytes: 100_000,
  /** Ours: at most 1,000 writes in one batch, the batch size the `algoliasearch` client sends by default. */
  maxWritesPerBatch: 1000,
} as const

/**
 * The UTF-8 length of a string, as the limits count it, without encoding it (the engine also runs in browsers).
 * @example utf8Bytes('é') // 2
 */
export function utf8Bytes(text: string): number {
  let bytes = 0
  for (let index = 0; index < text.length; index++) {
    const code = text.charCodeAt(index)
    if (code < 0x80) bytes += 1
    else if (code < 0x800) bytes += 2
    else if (code >= 0xd800 && code < 0xdc00 && isLowSurrogate(text.charCodeAt(index + 1))) {
      bytes += 4
      index++
    } else bytes += 3
  }
  return bytes
}

function isLowSurrogate(code: number): boolean {
  return code >= 0xdc00 && code < 0xe000
}
