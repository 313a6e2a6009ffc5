/**
 * A record as Algolia takes one: an `objectID` and whatever fields it has. An interface without an index signature
 * (stock-rules' `SearchRecord`, say) fits as it is.
 * @example const record: IndexRecord = { objectID: 'brg000001' }
 */
export interface IndexRecord {
  objectID: string
}

/**
 * A record with its fields readable by name: what the engine reads, and the record type when none is given.
 * @example const make = (record as RecordFields).make
 */
export type RecordFields = IndexRecord & { [field: string]: unknown }

/**
 * Index settings in Algolia's settings JSON. The engine reads the keys listed here and ignores the
 * others, so one file configures this engine and an Algolia index alike.
 */
export interface IndexSettings {
  /** Attributes searched by the query text, most important first; `"a,b"` share a rank, `unordered(a)` allowed. */
  searchableAttributes?: string[]
  /** Facet attributes: `make`, `searchable(make)`, `filterOnly(stocknum)`. */
  attributesForFaceting?: string[]
  /** Tie-breakers after the text criteria, e.g. `["desc(custom_rank)"]`. */
  customRanking?: string[]
  /**
   * Ranking criteria in order.
   * @default ['typo', 'geo', 'words', 'filters', 'proximity', 'attribute', 'exact', 'custom']
   */
  ranking?: string[]
  /** Replica index names; `virtual(name)` allowed. */
  replicas?: string[]
  /** @default 20 */
  hitsPerPage?: number
  /** @default 100 */
  maxValuesPerFacet?: number
  /** @default 1000 */
  paginationLimitedTo?: number
  /** @default ['*'] */
  attributesToRetrieve?: string[]
  /** @default [] */
  unretrievableAttributes?: string[]
  /** Defaults to the searchable attributes. */
  attributesToHighlight?: string[]
  /** @default 4 */
  minWordSizefor1Typo?: number
  /** @default 8 */
  minWordSizefor2Typos?: number
  /** @default true */
  typoTolerance?: boolean | 'min' | 'strict' | 'true' | 'false'
  /** @default true */
  allowTyposOnNumericTokens?: boolean
  /**
   * Searchable attributes whose words match a query word only exactly or as a prefix, never with a
   * typo: identifiers such as stock numbers and VINs, where a near miss is another car (and whose
   * many unique words would otherwise make typo search slow). A query can add attributes to the list,
   * not take the index's own out.
   * @default []
   * @example ['stocknum', 'vin']
   */
  disableTypoToleranceOnAttributes?: string[]
  /** @default 'prefixLast' */
  queryType?: 'prefixLast' | 'prefixAll' | 'prefixNone'
  /** @default 10 */
  maxFacetHits?: number
  /** @default 'count' */
  sortFacetValuesBy?: 'count' | 'alpha'
  /** Returned as is in every response. */
  renderingContent?: Record<string, unknown>
  [setting: string]: unknown
}

/** One index given to the engine: its settings, its records and the settings of its replicas. */
export interface IndexInput<TRecord extends IndexRecord = RecordFields> {
  settings: IndexSettings
  records: readonly TRecord[]
  /**
   * Settings of each replica listed in `settings.replicas`, laid over the primary's (a replica is
   * created from its primary's settings in Algolia too). A replica without an entry sorts like the
   * primary.
   * @default {}
   */
  replicas?: Record<string, IndexSettings>
}

/** What a tenant's API key may see: an Algolia `filters` string ANDed into every one of its queries. */
export interface TenantScope {
  /** The tenant's stock filter; `''` sees the whole index. */
  filters: string
  /**
   * The filter of queries on these indices or replicas, instead of `filters`: a tenant's filter may depend on the
   * sort, e.g. only priced cars when sorting by lowest price.
   * @defaultValue {}
   * @example { filters: 'tenant:a', filtersByIndex: { Car_production_price_asc: 'tenant:a AND price > 0' } }
   */
  filtersByIndex?: Readonly<Record<string, string>>
}

/** Facet counts of one attribute: value to count. */
export type FacetCounts = Record<string, number>

/** `facets_stats` of one numeric facet. */
export interface FacetStats {
  min: number
  max: number
  avg: number
  sum: number
}

/** One highlighted attribute value, as InstantSearch's Highlight widget reads it. */
export interface HighlightResult {
  value: string
  matchLevel: 'none' | 'partial' | 'full'
  matchedWords: string[]
  fullyHighlighted?: boolean
}

/** A hit: the retrieved attributes of a record, its `objectID` and its highlight. */
export type SearchHit<TRecord = RecordFields> = Partial<TRecord> & {
  objectID: string
  _highlightResult?: Record<string, HighlightResult | HighlightResult[]>
}

/** Algolia's response to one query. */
export interface SearchResponse<TRecord = RecordFields> {
  hits: SearchHit<TRecord>[]
  nbHits: number
  page: number
  nbPages: number
  hitsPerPage: number
  offset?: number
  length?: number
  facets?: Record<string, FacetCounts>
  facets_stats?: Record<string, FacetStats>
  exhaustiveNbHits: boolean
  exhaustiveFacetsCount: boolean
  exhaustive: { nbHits: boolean; facetsCount: boolean; typo: boolean }
  query: string
  params: string
  index: string
  processingTimeMS: number
  renderingContent: Record<string, unknown>
}

/** One facet value found by a search for facet values. */
export interface FacetHit {
  value: string
  highlighted: string
  count: number
}

/** Algolia's response to a search for facet values. */
export interface SearchForFacetValuesResponse {
  facetHits: FacetHit[]
  exhaustiveFacetsCount: boolean
  processingTimeMS: number
}

/** Algolia's response to `POST /1/indexes/{*}/queries`: one result per request, in order. */
export interface MultipleQueriesResponse<TRecord = RecordFields> {
  results: (SearchResponse<TRecord> | SearchForFacetValuesResponse)[]
}

/** The credentials of a request; the API key names the tenant. */
export interface SearchCredentials {
  apiKey?: string | null
  appId?: string | null
}
