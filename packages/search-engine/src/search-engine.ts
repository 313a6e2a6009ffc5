import { andInto, countBits, createBitset, hasBit, setPositions, toPositions, type Bitset } from './bitset'
import { browseRecords, type BrowsePage } from './browse'
import { SearchEngineError, badRequest, invalidCredentials, jsonObject } from './errors'
import { countFacets, countValues, facetAttributes } from './facet-counts'
import { andFilters, type FilterNode } from './filter-node'
import { parseFilters } from './filter-parser'
import { evaluateFilter } from './evaluate-filter'
import { searchLimits } from './limits'
import { applyPartial, readBatch, readPartial, readRecord, type IndexWrite } from './index-writes'
import { highlightValue, retrieveAttributes, type HighlightWords } from './hit-attributes'
import { buildRankingPlan, extendRankingPlan, rankPositions, type RankingPlan } from './ranking'
import { collectParams, readQueryParams, type QueryParams } from './search-params'
import {
  buildSearchIndex,
  needsRebuild,
  updateSearchIndex,
  type RecordChange,
  type SearchIndex,
} from './search-index'
import { resolveSettings, type ResolvedSettings } from './settings'
import { matchText, type TextMatch } from './text-index'
import { normaliseText, tokenize } from './tokenize'
import type {
  FacetHit,
  IndexInput,
  IndexSettings,
  MultipleQueriesResponse,
  SearchCredentials,
  SearchForFacetValuesResponse,
  IndexRecord,
  RecordFields,
  SearchResponse,
  TenantScope,
} from './types'

/** Options of {@link createSearchEngine}. */
export interface SearchEngineOptions<TRecord extends IndexRecord = RecordFields> {
  /** Indices by name, each with Algolia settings, records and its replicas' settings. */
  indices: Record<string, IndexInput<TRecord>>
  /**
   * The tenant behind an API key, or null for a key that is not known (answered with Algolia's 403).
   * Called on every request, so a filter that depends on the time (sold cars of the last N days) stays
   * current.
   */
  resolveTenant: (apiKey: string) => TenantScope | null
  /**
   * Whether an API key may write to an index over Algolia's write API (an admin key); called on every write.
   * Writes in process ({@link SearchEngine.write}) need no key.
   * @defaultValue no key may write
   */
  canWrite?: (apiKey: string, indexName: string) => boolean
}

/** What Algolia answers a write with: the task to wait for (here always published already). */
export interface WriteTask {
  taskID: number
}

/** The embedded search engine: Algolia's search protocol over records held in memory. */
export interface SearchEngine<TRecord extends IndexRecord = RecordFields> {
  /** Names of every index and replica it answers for. */
  readonly indexNames: string[]
  /**
   * Answers the body of `POST /1/indexes/*\/queries` (`{ requests: [...] }`), including requests of
   * `type: 'facet'`.
   */
  multipleQueries(body: unknown, credentials: SearchCredentials): MultipleQueriesResponse<TRecord>
  /**
   * The same request as {@link SearchEngine.multipleQueries}, read, checked and bounded now (a bad request throws
   * its 400 here), answered as one job per query to run later in order, so a scheduler can let other work run
   * between the queries of one large request.
   * @example const results = engine.multipleQueryJobs(body, credentials).map((job) => job())
   */
  multipleQueryJobs(
    body: unknown,
    credentials: SearchCredentials,
  ): (() => MultipleQueriesResponse<TRecord>['results'][number])[]
  /** Answers one query on one index (`POST /1/indexes/{index}/query`). */
  searchIndex(indexName: string, params: unknown, credentials: SearchCredentials): SearchResponse<TRecord>
  /** Answers `POST /1/indexes/{index}/facets/{facet}/query`. */
  searchForFacetValues(
    indexName: string,
    facet: string,
    params: unknown,
    credentials: SearchCredentials,
  ): SearchForFacetValuesResponse
  /**
   * Applies writes to a primary index in process, trusted (no key): every search from then on answers from the
   * records as written. Answers the task id.
   * @example engine.write('Car_production', [{ action: 'save', record }, { action: 'delete', objectID: '7' }])
   */
  write(indexName: string, writes: readonly IndexWrite[]): number
  /** Answers `POST /1/indexes/{index}/batch` (Algolia's batch actions; see `readBatch`). */
  batch(indexName: string, body: unknown, credentials: SearchCredentials): WriteTask & { objectIDs: string[] }
  /** Answers `PUT /1/indexes/{index}/{objectID}`: the record stored whole. */
  saveObject(
    indexName: string,
    objectID: string,
    record: unknown,
    credentials: SearchCredentials,
  ): WriteTask & { objectID: string; updatedAt: string }
  /** Answers `POST /1/indexes/{index}/{objectID}/partial`; `create` is its `createIfNotExists`. */
  partialUpdateObject(
    indexName: string,
    objectID: string,
    attributes: unknown,
    create: boolean,
    credentials: SearchCredentials,
  ): WriteTask & { objectID: string; updatedAt: string }
  /** Answers `DELETE /1/indexes/{index}/{objectID}`. */
  deleteObject(
    indexName: string,
    objectID: string,
    credentials: SearchCredentials,
  ): WriteTask & { deletedAt: string }
  /** Answers `GET /1/indexes/{index}/{objectID}` to a key that may write. */
  getObject(indexName: string, objectID: string, credentials: SearchCredentials): RecordFields
  /**
   * Answers `POST /1/indexes/{index}/browse` to a key that may write: a page of the primary index's records in
   * objectID order and the cursor to the next (see {@link browseRecords}).
   */
  browse(indexName: string, params: unknown, credentials: SearchCredentials): BrowsePage
  /** Answers `GET /1/indexes/{index}/settings`: a replica's are its primary's with its own on top. */
  getSettings(indexName: string, credentials: SearchCredentials): IndexSettings
  /**
   * Answers `PUT /1/indexes/{index}/settings`: the index and its replicas are built again with them. A replica
   * takes settings of its own (its ranking, say), as in Algolia.
   */
  setSettings(
    indexName: string,
    settings: unknown,
    credentials: SearchCredentials,
  ): WriteTask & { updatedAt: string }
  /** Answers `GET /1/indexes/{index}/task/{taskID}`. */
  taskStatus(
    indexName: string,
    taskID: number,
    credentials: SearchCredentials,
  ): { status: 'published'; pendingTask: false }
}

interface IndexView {
  name: string
  index: SearchIndex
  settings: ResolvedSettings
  plan: RankingPlan
}

const tenantFilterCacheSize = 64

/**
 * Builds the engine over the given indices, replicas included, and answers Algolia's search
 * protocol for them. Every query of an API key is ANDed with that key's tenant filter, so one index
 * can hold every tenant's stock and none sees another's.
 * @example
 * const engine = createSearchEngine({
 *   indices: { Car_production: { settings: carIndexSettings, records: cars, replicas: carIndexReplicas } },
 *   resolveTenant: (apiKey) => (apiKey === 'alpha-key' ? { filters: 'tenant:alpha' } : null),
 * })
 * engine.searchIndex('Car_production', { query: 'hilux', facets: ['make'] }, { apiKey: 'alpha-key' })
 */
export function createSearchEngine<TRecord extends IndexRecord = RecordFields>(
  options: SearchEngineOptions<TRecord>,
): SearchEngine<TRecord> {
  const views = new Map<string, IndexView>()
  const sources = new Map<string, IndexSource>()
  const primaryOf = new Map<string, string>()
  /** (Re)builds a primary index and its replicas over its records as they are now. */
  const build = (name: string, source: IndexSource) => {
    for (const [replica, primary] of primaryOf)
      if (primary === name) {
        views.delete(replica)
        primaryOf.delete(replica)
      }
    const settings = resolveSettings(source.settings)
    const index = buildSearchIndex(
      name,
      settings,
      [...source.records.values()],
      Array.from(source.records.keys(), (objectID) => source.sequenceOf.get(objectID) ?? 0),
    )
    views.set(name, { name, index, settings, plan: buildRankingPlan(index, settings) })
    for (const replica of settings.replicas) {
      const replicaSettings = resolveSettings(replicaSettingsOf(source, replica))
      views.set(replica, {
        name: replica,
        index,
        settings: replicaSettings,
        plan: buildRankingPlan(index, replicaSettings),
      })
      primaryOf.set(replica, name)
    }
  }
  for (const [name, input] of Object.entries(options.indices)) {
    // Records come typed as the caller's own interface; the engine reads their fields by name.
    const source: IndexSource = {
      settings: input.settings,
      replicas: input.replicas ?? {},
      records: new Map(),
      sequenceOf: new Map(),
      nextSequence: 0,
    }
    input.records.forEach((record, position) =>
      store(source, checkRecord(record as IndexRecord as RecordFields, name, position)),
    )
    sources.set(name, source)
    build(name, source)
  }
  let lastTask = 0
  /** Every write and settings change is a task of its own, numbered in the order applied. */
  const nextTask = () => (lastTask += 1)
  let lastObjectID = 0
  /** The primary index a write goes to: a replica takes no writes, as in Algolia. */
  const writable = (indexName: string): [string, IndexSource] => {
    const source = sources.get(indexName)
    if (source) return [indexName, source]
    if (primaryOf.has(indexName))
      throw badRequest(`${indexName} is a replica: write to its primary index, ${primaryOf.get(indexName)}`)
    throw new SearchEngineError('Index does not exist', 404)
  }
  const writer = (credentials: SearchCredentials, indexName: string) => {
    const apiKey = credentials.apiKey
    if (!apiKey || !options.canWrite?.(apiKey, indexName))
      throw new SearchEngineError(invalidCredentials.message, invalidCredentials.status)
  }
  /**
   * Applies writes to the records, then to the index in place, or builds it again when they clear it or
   * change too much of it (see `needsRebuild`).
   */
  const applyWrites = (indexName: string, writes: readonly IndexWrite[]) => {
    const [name, source] = writable(indexName)
    const changed = new Set<string>()
    let cleared = false
    for (const write of writes) {
      if (write.action === 'save') {
        store(source, write.record)
        changed.add(write.record.objectID)
      } else if (write.action === 'delete') {
        source.records.delete(write.objectID)
        source.sequenceOf.delete(write.objectID)
        changed.add(write.objectID)
      } else if (write.action === 'clear') {
        source.records.clear()
        source.sequenceOf.clear()
        cleared = true
      } else {
        const stored = source.records.get(write.objectID)
        if (stored || write.create) {
          store(source, applyPartial(stored ?? { objectID: write.objectID }, write.attributes))
          changed.add(write.objectID)
        }
      }
    }
    const index = views.get(name)?.index
    if (cleared || !index || needsRebuild(index, changed.size)) build(name, source)
    else if (changed.size > 0) {
      const from = updateSearchIndex(
        index,
        Array.from(changed, (objectID): RecordChange => {
          const record = source.records.get(objectID)
          return record ? { objectID, record, sequence: source.sequenceOf.get(objectID) ?? 0 } : { objectID }
        }),
      )
      for (const each of views.values()) if (each.index === index) extendRankingPlan(each.plan, index, from)
    }
    return nextTask()
  }
  const newObjectID = () => {
    lastObjectID += 1
    return `forecourt-${Date.now().toString(36)}-${lastObjectID}`
  }
  const tenantFilters = new Map<string, FilterNode>()

  const parsedTenantFilter = (filters: string): FilterNode => {
    let node = tenantFilters.get(filters)
    if (!node) {
      try {
        node = parseFilters(filters, 'tenant filters')
      } catch (error) {
        throw new SearchEngineError(`The tenant's filter is invalid: ${(error as Error).message}`, 500)
      }
      if (tenantFilters.size >= tenantFilterCacheSize)
        tenantFilters.delete(tenantFilters.keys().next().value as string)
      tenantFilters.set(filters, node)
    }
    return node
  }

  /** The tenant of a request's key, as the filter of its queries on each index (an unknown key is refused). */
  const tenantFilter = (credentials: SearchCredentials): ((target: IndexView) => FilterNode) => {
    const apiKey = credentials.apiKey
    const scope = apiKey ? options.resolveTenant(apiKey) : null
    if (!scope) throw new SearchEngineError(invalidCredentials.message, invalidCredentials.status)
    return (target) => parsedTenantFilter(scope.filtersByIndex?.[target.name] ?? scope.filters)
  }

  const view = (indexName: unknown): IndexView => {
    if (typeof indexName !== 'string' || indexName === '')
      throw badRequest('indexName: expected a non-empty string')
    const found = views.get(indexName)
    if (!found) throw new SearchEngineError('Index does not exist', 404)
    return found
  }

  const engine: SearchEngine<TRecord> = {
    get indexNames() {
      return [...views.keys()]
    },
    write: (indexName, writes) => applyWrites(indexName, writes),
    batch(indexName, body, credentials) {
      writer(credentials, indexName)
      const writes = readBatch(body, newObjectID)
      const taskID = applyWrites(indexName, writes)
      return {
        taskID,
        objectIDs: writes.flatMap((write) =>
          write.action === 'save'
            ? [write.record.objectID]
            : write.action === 'clear'
              ? []
              : [write.objectID],
        ),
      }
    },
    saveObject(indexName, objectID, record, credentials) {
      writer(credentials, indexName)
      const checked = readRecord({ ...jsonObject(record, 'body'), objectID }, 'body')
      return {
        taskID: applyWrites(indexName, [{ action: 'save', record: checked }]),
        objectID,
        updatedAt: writtenAt(),
      }
    },
    partialUpdateObject(indexName, objectID, attributes, create, credentials) {
      writer(credentials, indexName)
      const { objectID: _ignored, ...fields } = jsonObject(attributes, 'body')
      const write = readPartial(objectID, fields, create)
      return { taskID: applyWrites(indexName, [write]), objectID, updatedAt: writtenAt() }
    },
    deleteObject(indexName, objectID, credentials) {
      writer(credentials, indexName)
      return { taskID: applyWrites(indexName, [{ action: 'delete', objectID }]), deletedAt: writtenAt() }
    },
    getObject(indexName, objectID, credentials) {
      writer(credentials, indexName)
      const record = writable(indexName)[1].records.get(objectID)
      if (!record) throw new SearchEngineError('ObjectID does not exist', 404)
      return record
    },
    browse(indexName, params, credentials) {
      writer(credentials, indexName)
      return browseRecords(writable(indexName)[1].records, collectParams(jsonObject(params, 'body')))
    },
    getSettings(indexName, credentials) {
      writer(credentials, indexName)
      const replicaOf = primaryOf.get(indexName)
      if (replicaOf === undefined) return writable(indexName)[1].settings
      return replicaSettingsOf(writable(replicaOf)[1], indexName)
    },
    setSettings(indexName, settings, credentials) {
      writer(credentials, indexName)
      const next = jsonObject(settings, 'body') as IndexSettings
      // A replica takes settings of its own (its ranking), as in Algolia; records only through its primary.
      const replicaOf = primaryOf.get(indexName)
      const [name, source] = replicaOf === undefined ? writable(indexName) : writable(replicaOf)
      const previous = { settings: source.settings, replicas: source.replicas }
      if (replicaOf === undefined) source.settings = next
      else source.replicas = { ...source.replicas, [indexName]: next }
      try {
        build(name, source)
      } catch (error) {
        Object.assign(source, previous)
        build(name, source)
        throw error instanceof SearchEngineError ? error : badRequest(`settings: ${(error as Error).message}`)
      }
      return { taskID: nextTask(), updatedAt: writtenAt() }
    },
    taskStatus(indexName, taskID, credentials) {
      writer(credentials, indexName)
      // A replica's settings are tasks too.
      writable(primaryOf.get(indexName) ?? indexName)
      if (!Number.isSafeInteger(taskID) || taskID < 1 || taskID > lastTask)
        throw new SearchEngineError('Task does not exist', 404)
      // Writes are applied before they are answered: every task is published.
      return { status: 'published', pendingTask: false }
    },
    multipleQueries(body, credentials) {
      return { results: this.multipleQueryJobs(body, credentials).map((job) => job()) }
    },
    multipleQueryJobs(body, credentials) {
      const tenant = tenantFilter(credentials)
      // Every query is read and checked, and the request's totals bounded, before any of them runs.
      const queries = checkRequests(body).map((request) => {
        const target = view(request.indexName)
        const raw = collectParams(request)
        if (raw.type === 'facet') {
          const facet = raw.facet ?? raw.facetName
          delete raw.facet
          delete raw.facetName
          return { kind: 'facet' as const, target, ...readFacetQuery(target, facet, raw) }
        }
        if (raw.type !== undefined && raw.type !== 'default')
          throw badRequest(`type: expected "default" or "facet", got ${JSON.stringify(raw.type)}`)
        return { kind: 'search' as const, target, params: readQueryParams(raw, target.settings) }
      })
      checkRequestTotals(queries)
      return queries.map(
        (query) => () =>
          query.kind === 'facet'
            ? facetValues(query.target, query.facet, query.params, tenant(query.target))
            : (search(query.target, query.params, tenant(query.target)) as SearchResponse<TRecord>),
      )
    },
    searchIndex(indexName, params, credentials) {
      const tenant = tenantFilter(credentials)
      const target = view(indexName)
      const query = readQueryParams(collectParams(jsonObject(params, 'body')), target.settings)
      checkRequestTotals([{ kind: 'search', target, params: query }])
      return search(target, query, tenant(target)) as SearchResponse<TRecord>
    },
    searchForFacetValues(indexName, facet, params, credentials) {
      const tenant = tenantFilter(credentials)
      const target = view(indexName)
      const query = readFacetQuery(target, facet, collectParams(jsonObject(params, 'body')))
      return facetValues(target, query.facet, query.params, tenant(target))
    },
  }
  return engine
}

/** One index as written: its settings, its replicas' settings and its records by objectID, in the order stored. */
interface IndexSource {
  settings: IndexSettings
  replicas: Record<string, IndexSettings>
  records: Map<string, RecordFields>
  /** Each record's place in the order stored: a record stored again keeps it; a removed one loses it. */
  sequenceOf: Map<string, number>
  nextSequence: number
}

/** Stores a record whole: a new objectID goes last in the order stored, a known one keeps its place. */
function store(source: IndexSource, record: RecordFields): void {
  if (!source.records.has(record.objectID)) source.sequenceOf.set(record.objectID, source.nextSequence++)
  source.records.set(record.objectID, record)
}

const writtenAt = () => new Date().toISOString()

/** A replica's settings: its primary's, without the replica list, with its own on top. */
function replicaSettingsOf(source: IndexSource, replica: string): IndexSettings {
  const { replicas: _ignored, ...inherited } = source.settings
  return { ...inherited, ...source.replicas[replica] }
}

/** One query of a request, read and checked, waiting to run. */
type ReadQuery =
  | { kind: 'search'; target: IndexView; params: QueryParams }
  | { kind: 'facet'; target: IndexView; facet: string; params: QueryParams }

/**
 * Bounds a request's work as a whole: how many queries, hits and facet counts it asks for, whatever each query's
 * own parameters allow.
 */
function checkRequestTotals(queries: readonly ReadQuery[]): void {
  const { maxQueriesPerRequest, maxHitsPerRequest, maxFacetsPerRequest } = searchLimits
  if (queries.length > maxQueriesPerRequest)
    throw badRequest(
      `requests: at most ${maxQueriesPerRequest} queries in one request, got ${queries.length}`,
    )
  let hits = 0
  let facets = 0
  for (const query of queries) {
    if (query.kind !== 'search') continue
    hits +=
      query.params.offset === null
        ? query.params.hitsPerPage
        : (query.params.length ?? query.params.hitsPerPage)
    facets += facetAttributes(query.target.index, query.params.facets).length
  }
  if (hits > maxHitsPerRequest)
    throw badRequest(
      `hitsPerPage: at most ${maxHitsPerRequest} hits in one request, all queries together, got ${hits}`,
    )
  if (facets > maxFacetsPerRequest)
    throw badRequest(
      `facets: at most ${maxFacetsPerRequest} facets in one request, all queries together, got ${facets}`,
    )
}

function search(view: IndexView, params: QueryParams, tenant: FilterNode): SearchResponse {
  const started = now()
  const { index } = view
  const { bits, text } = matchingRecords(view, params, tenant)
  const nbHits = countBits(bits)
  const hitsPerPage = params.hitsPerPage
  const start = params.offset ?? params.page * hitsPerPage
  const wanted = params.offset === null ? hitsPerPage : (params.length ?? hitsPerPage)
  const limit = view.settings.paginationLimitedTo
  const end = Math.min(start + wanted, limit, nbHits)
  const pagePositions = text
    ? rankedPage(view.plan, bits, text, start, end)
    : staticPage(view.plan, bits, start, end)
  const words: HighlightWords | null =
    params.attributesToHighlight?.length === 0
      ? null
      : {
          queryWords: text?.words ?? [],
          matchedTerms: text?.matchedTerms ?? new Set(),
          preTag: params.highlightPreTag,
          postTag: params.highlightPostTag,
        }
  const highlighted = params.attributesToHighlight ?? index.searchable.map((entry) => entry.attribute)
  const hits = [...pagePositions].map((position) => {
    const record = index.records[position] as RecordFields
    const hit = retrieveAttributes(record, params.attributesToRetrieve, view.settings.unretrievableAttributes)
    if (words) hit._highlightResult = highlightRecord(record, highlighted, words)
    return hit as SearchResponse['hits'][number]
  })
  const counted =
    params.facets.length > 0 ? countFacets(index, toPositions(bits), params) : { facets: {}, stats: {} }
  const response: SearchResponse = {
    hits,
    nbHits,
    page: params.offset === null ? params.page : Math.floor(start / Math.max(hitsPerPage, 1)),
    nbPages:
      hitsPerPage === 0 ? 0 : Math.min(Math.ceil(nbHits / hitsPerPage), Math.ceil(limit / hitsPerPage)),
    hitsPerPage,
    ...(params.offset === null ? {} : { offset: start, length: wanted }),
    ...(params.facets.length > 0 ? { facets: counted.facets, facets_stats: counted.stats } : {}),
    exhaustiveFacetsCount: true,
    exhaustiveNbHits: true,
    exhaustive: { nbHits: true, facetsCount: true, typo: true },
    query: params.query,
    params: params.echo,
    index: view.name,
    renderingContent: view.settings.renderingContent,
    processingTimeMS: Math.round(now() - started),
  }
  return params.responseFields ? pickFields(response, params.responseFields) : response
}

/** A search for facet values, read and checked: the facet must be declared searchable. */
function readFacetQuery(
  view: IndexView,
  facet: unknown,
  raw: Record<string, unknown>,
): { facet: string; params: QueryParams } {
  if (typeof facet !== 'string' || facet === '') throw badRequest('facet: expected a facet name')
  const declared = view.index.facetAttributes.get(facet)
  if (!declared?.searchable)
    throw badRequest(
      `Cannot search in \`${facet}\` attribute, you need to add \`searchable(${facet})\` to attributesForFaceting.`,
    )
  return { facet, params: readQueryParams(raw, view.settings) }
}

function facetValues(
  view: IndexView,
  facet: string,
  params: QueryParams,
  tenant: FilterNode,
): SearchForFacetValuesResponse {
  const started = now()
  const column = view.index.facetColumns.get(facet)
  const { bits } = matchingRecords(view, params, tenant)
  const counts = column ? countValues(column, toPositions(bits)) : new Uint32Array()
  const queryWords = tokenize(params.facetQuery)
  const facetHits: FacetHit[] = []
  counts.forEach((count, id) => {
    const value = column?.values[id] as string
    if (count === 0) return
    const highlighted = highlightFacetValue(
      value,
      queryWords,
      params.highlightPreTag,
      params.highlightPostTag,
    )
    if (highlighted !== null) facetHits.push({ value, highlighted, count })
  })
  facetHits.sort((a, b) => b.count - a.count || (a.value < b.value ? -1 : a.value > b.value ? 1 : 0))
  return {
    facetHits: facetHits.slice(0, params.maxFacetHits),
    exhaustiveFacetsCount: true,
    processingTimeMS: Math.round(now() - started),
  }
}

function matchingRecords(
  view: IndexView,
  params: QueryParams,
  tenant: FilterNode,
): { bits: Bitset; text: TextMatch | null } {
  const bits = andInto(evaluateFilter(andFilters([tenant, params.filter]), view.index), view.index.live)
  const text = matchText(view.index.text, params.query, params)
  if (text) andInto(bits, setPositions(createBitset(view.index.records.length), text.matched))
  return { bits, text }
}

/** Without query text only the sort criteria order records: walk the precomputed order. */
function staticPage(plan: RankingPlan, bits: Bitset, start: number, end: number): Uint32Array {
  const page: number[] = []
  if (end <= start) return Uint32Array.from(page)
  let seen = 0
  for (const position of plan.staticOrder) {
    if (!hasBit(bits, position)) continue
    if (seen >= start) page.push(position)
    seen++
    if (seen >= end) break
  }
  return Uint32Array.from(page)
}

function rankedPage(
  plan: RankingPlan,
  bits: Bitset,
  text: TextMatch,
  start: number,
  end: number,
): Uint32Array {
  if (end <= start) return new Uint32Array()
  return rankPositions(plan, toPositions(bits), text).slice(start, end)
}

function highlightRecord(record: RecordFields, attributes: string[], words: HighlightWords) {
  const result: Record<string, ReturnType<typeof highlightValue> & object> = {}
  for (const attribute of attributes) {
    const value = highlightValue(record[attribute], words)
    if (value) result[attribute] = value
  }
  return result
}

function highlightFacetValue(value: string, queryWords: string[], pre: string, post: string): string | null {
  if (queryWords.length === 0) return value
  const parts = [...value.matchAll(/[\p{L}\p{N}]+/gu)]
  const matchedLengths = new Map<number, number>()
  for (const word of queryWords) {
    const part = parts.find((candidate) => normaliseText(candidate[0]).startsWith(word))
    if (!part) return null
    matchedLengths.set(part.index, Math.max(matchedLengths.get(part.index) ?? 0, word.length))
  }
  let highlighted = ''
  let last = 0
  for (const [start, length] of [...matchedLengths].sort((a, b) => a[0] - b[0])) {
    highlighted += value.slice(last, start) + pre + value.slice(start, start + length) + post
    last = start + length
  }
  return highlighted + value.slice(last)
}

function checkRecord<TRecord extends IndexRecord>(record: TRecord, index: string, position: number): TRecord {
  const id = (record as { objectID?: unknown }).objectID
  if (typeof id === 'string' && id !== '') return record
  if (typeof id === 'number') return { ...record, objectID: String(id) }
  throw new TypeError(`${index}: record ${position} has no objectID`)
}

function checkRequests(body: unknown): Record<string, unknown>[] {
  const requests = jsonObject(body, 'body').requests
  if (!Array.isArray(requests)) throw badRequest('requests: expected an array of queries')
  return requests.map((request, position) => jsonObject(request, `requests[${position}]`))
}

function pickFields(response: SearchResponse, fields: string[]): SearchResponse {
  if (fields.includes('*')) return response
  return Object.fromEntries(
    Object.entries(response).filter(([key]) => fields.includes(key)),
  ) as unknown as SearchResponse
}

function now(): number {
  return globalThis.performance?.now() ?? Date.now()
}
