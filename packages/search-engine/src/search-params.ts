import { badRequest } from './errors'
import {
  facetFiltersToNode,
  numericFiltersToNode,
  tagFiltersToNode,
  type FacetFilterList,
} from './facet-filters'
import { andFilters, countConditions, type FilterNode } from './filter-node'
import { parseFilters } from './filter-parser'
import { searchLimits, utf8Bytes } from './limits'
import type { ResolvedSettings } from './settings'

type ParamKind = 'string' | 'integer' | 'boolean' | 'list' | 'filters' | 'any'

/** Parameters the engine reads, with the kind of value each takes. */
const readParams: Record<string, ParamKind> = {
  query: 'string',
  filters: 'string',
  facetFilters: 'filters',
  numericFilters: 'filters',
  tagFilters: 'filters',
  facets: 'list',
  maxValuesPerFacet: 'integer',
  sortFacetValuesBy: 'string',
  page: 'integer',
  hitsPerPage: 'integer',
  offset: 'integer',
  length: 'integer',
  attributesToRetrieve: 'list',
  attributesToHighlight: 'list',
  highlightPreTag: 'string',
  highlightPostTag: 'string',
  typoTolerance: 'any',
  minWordSizefor1Typo: 'integer',
  minWordSizefor2Typos: 'integer',
  allowTyposOnNumericTokens: 'boolean',
  disableTypoToleranceOnAttributes: 'list',
  queryType: 'string',
  responseFields: 'list',
  facetQuery: 'string',
  maxFacetHits: 'integer',
  facet: 'string',
  facetName: 'string',
  type: 'string',
  indexName: 'string',
}

/** Algolia search parameters the engine accepts and does not act on (analytics, geo, rules, …). */
const acceptedParams = new Set([
  'similarQuery',
  'optionalFilters',
  'sumOrFiltersScores',
  'restrictSearchableAttributes',
  'facetingAfterDistinct',
  'aroundLatLng',
  'aroundLatLngViaIP',
  'aroundRadius',
  'aroundPrecision',
  'minimumAroundRadius',
  'insideBoundingBox',
  'insidePolygon',
  'naturalLanguages',
  'ruleContexts',
  'personalizationImpact',
  'userToken',
  'getRankingInfo',
  'explain',
  'synonyms',
  'clickAnalytics',
  'analytics',
  'analyticsTags',
  'percentileComputation',
  'enableABTest',
  'ranking',
  'customRanking',
  'relevancyStrictness',
  'attributesToSnippet',
  'snippetEllipsisText',
  'restrictHighlightAndSnippetArrays',
  'ignorePlurals',
  'removeStopWords',
  'keepDiacriticsOnCharacters',
  'queryLanguages',
  'decompoundQuery',
  'enableRules',
  'enablePersonalization',
  'removeWordsIfNoResults',
  'mode',
  'semanticSearch',
  'advancedSyntax',
  'optionalWords',
  'disableExactOnAttributes',
  'exactOnSingleWordQuery',
  'alternativesAsExact',
  'advancedSyntaxFeatures',
  'distinct',
  'replaceSynonymsInHighlight',
  'minProximity',
  'attributeCriteriaComputedByMinProximity',
  'renderingContent',
  'enableReRanking',
  'reRankingApplyFilter',
  'params',
  'hitsPerPage',
  'cacheable',
  'nbShards',
  'attributesForFaceting',
])

/** One query's parameters, read and checked. */
export interface QueryParams {
  query: string
  filter: FilterNode
  facets: string[]
  maxValuesPerFacet: number
  sortFacetValuesBy: 'count' | 'alpha'
  page: number
  hitsPerPage: number
  offset: number | null
  length: number | null
  attributesToRetrieve: string[]
  attributesToHighlight: string[] | null
  highlightPreTag: string
  highlightPostTag: string
  typoTolerance: boolean
  minWordSizefor1Typo: number
  minWordSizefor2Typos: number
  allowTyposOnNumericTokens: boolean
  /** Attributes without typo tolerance for this query, added to the index's own. */
  disableTypoToleranceOnAttributes: string[]
  queryType: 'prefixLast' | 'prefixAll' | 'prefixNone'
  responseFields: string[] | null
  facetQuery: string
  maxFacetHits: number
  /** The parameters as Algolia echoes them in `params`. */
  echo: string
}

/**
 * Merges the ways a client may send parameters — a URL-encoded `params` string (algoliasearch v3/v4),
 * a `params` object, or the parameters beside `indexName` (v5) — into one object.
 * @example collectParams({ indexName: 'cars', params: 'query=kia&hitsPerPage=5' }) // { query: 'kia', hitsPerPage: 5 }
 */
export function collectParams(request: Record<string, unknown>): Record<string, unknown> {
  const merged: Record<string, unknown> = {}
  const { params, ...rest } = request
  if (typeof params === 'string') Object.assign(merged, decodeParamString(params))
  else if (params !== undefined && params !== null) {
    if (typeof params !== 'object' || Array.isArray(params))
      throw badRequest('params: expected a string or an object')
    Object.assign(merged, params)
  }
  for (const [name, value] of Object.entries(rest)) if (value !== undefined) merged[name] = value
  return merged
}

/**
 * Reads and checks one query's parameters against the index settings: wrong types, out-of-range
 * numbers, unknown parameters and bad filter syntax are 400s with Algolia-like messages.
 * @example readQueryParams({ query: 'kia', filters: 'price > 5' }, settings).hitsPerPage // 20
 */
export function readQueryParams(raw: Record<string, unknown>, settings: ResolvedSettings): QueryParams {
  for (const name of Object.keys(raw))
    if (!(name in readParams) && !acceptedParams.has(name)) throw badRequest(`Unknown parameter: ${name}`)
  const string = (name: string, fallback: string, maxBytes = Infinity) =>
    checkBytes(checkString(raw[name], name), name, maxBytes) ?? fallback
  const integer = (name: string, fallback: number, min: number, max: number) =>
    checkInteger(raw[name], name, min, max) ?? fallback
  const boolean = (name: string, fallback: boolean) => checkBoolean(raw[name], name) ?? fallback
  const list = (name: string) => checkList(raw[name], name)
  const filter = andFilters([
    raw.filters === undefined ? { type: 'all' } : parseFilters(string('filters', '')),
    raw.facetFilters === undefined
      ? { type: 'all' }
      : facetFiltersToNode(checkFilterList(raw.facetFilters, 'facetFilters')),
    raw.numericFilters === undefined
      ? { type: 'all' }
      : numericFiltersToNode(checkFilterList(raw.numericFilters, 'numericFilters')),
    raw.tagFilters === undefined
      ? { type: 'all' }
      : tagFiltersToNode(checkFilterList(raw.tagFilters, 'tagFilters')),
  ])
  const conditions = countConditions(filter)
  if (conditions > searchLimits.maxFilters)
    throw badRequest(`filters: at most ${searchLimits.maxFilters} filters in one query, got ${conditions}`)
  const { maxHitsPerPage, maxQueryBytes, maxHighlightTagBytes } = searchLimits
  const hitsPerPage = integer('hitsPerPage', settings.hitsPerPage, 0, maxHitsPerPage)
  return {
    query: string('query', '', maxQueryBytes),
    filter,
    facets: list('facets') ?? [],
    maxValuesPerFacet: Math.min(
      integer('maxValuesPerFacet', settings.maxValuesPerFacet, 0, Number.MAX_SAFE_INTEGER),
      searchLimits.maxValuesPerFacet,
    ),
    sortFacetValuesBy: oneOf(
      raw.sortFacetValuesBy,
      'sortFacetValuesBy',
      ['count', 'alpha'],
      settings.sortFacetValuesBy,
    ),
    page: integer('page', 0, 0, Number.MAX_SAFE_INTEGER),
    hitsPerPage,
    offset: checkInteger(raw.offset, 'offset', 0, Number.MAX_SAFE_INTEGER) ?? null,
    length: checkInteger(raw.length, 'length', 0, maxHitsPerPage) ?? null,
    attributesToRetrieve: list('attributesToRetrieve') ?? settings.attributesToRetrieve,
    attributesToHighlight: list('attributesToHighlight') ?? settings.attributesToHighlight,
    highlightPreTag: string('highlightPreTag', '<em>', maxHighlightTagBytes),
    highlightPostTag: string('highlightPostTag', '</em>', maxHighlightTagBytes),
    typoTolerance: readTypoTolerance(raw.typoTolerance, settings.typoTolerance),
    minWordSizefor1Typo: integer('minWordSizefor1Typo', settings.minWordSizefor1Typo, 0, 1000),
    minWordSizefor2Typos: integer('minWordSizefor2Typos', settings.minWordSizefor2Typos, 0, 1000),
    allowTyposOnNumericTokens: boolean('allowTyposOnNumericTokens', settings.allowTyposOnNumericTokens),
    disableTypoToleranceOnAttributes:
      list('disableTypoToleranceOnAttributes') ?? settings.disableTypoToleranceOnAttributes,
    queryType: oneOf(
      raw.queryType,
      'queryType',
      ['prefixLast', 'prefixAll', 'prefixNone'],
      settings.queryType,
    ),
    responseFields: list('responseFields') ?? null,
    facetQuery: string('facetQuery', '', maxQueryBytes),
    maxFacetHits: integer('maxFacetHits', settings.maxFacetHits, 1, 100),
    echo: echoParams(raw),
  }
}

function decodeParamString(text: string): Record<string, unknown> {
  const decoded: Record<string, unknown> = {}
  for (const [name, value] of new URLSearchParams(text)) {
    const kind = readParams[name] ?? 'any'
    decoded[name] = kind === 'string' ? value : decodeValue(value, kind)
  }
  return decoded
}

function decodeValue(value: string, kind: ParamKind): unknown {
  if (kind === 'integer') return /^-?\d+$/.test(value) ? Number(value) : value
  if (kind === 'boolean') return value === 'true' ? true : value === 'false' ? false : value
  if (/^[[{]/.test(value) || (kind === 'any' && /^(true|false|-?\d+(\.\d+)?)$/.test(value))) {
    try {
      return JSON.parse(value) as unknown
    } catch {
      throw badRequest(`params: invalid JSON value "${value}"`)
    }
  }
  return kind === 'list' ? value.split(',').filter(Boolean) : value
}

function echoParams(raw: Record<string, unknown>): string {
  return Object.entries(raw)
    .filter(([name]) => name !== 'indexName' && name !== 'type')
    .map(
      ([name, value]) =>
        `${name}=${encodeURIComponent(typeof value === 'string' ? value : JSON.stringify(value))}`,
    )
    .join('&')
}

export function checkString(value: unknown, name: string): string | undefined {
  if (value === undefined || value === null) return undefined
  if (typeof value !== 'string') throw badRequest(`${name}: expected a string, got ${describe(value)}`)
  return value
}

function checkBytes(value: string | undefined, name: string, maxBytes: number): string | undefined {
  if (value === undefined || maxBytes === Infinity) return value
  const bytes = utf8Bytes(value)
  if (bytes > maxBytes) throw badRequest(`${name}: must be at most ${maxBytes} bytes, got ${bytes}`)
  return value
}

export function checkInteger(value: unknown, name: string, min: number, max: number): number | undefined {
  if (value === undefined || value === null) return undefined
  const number = typeof value === 'string' && /^-?\d+$/.test(value) ? Number(value) : value
  if (typeof number !== 'number' || !Number.isInteger(number))
    throw badRequest(`${name}: expected an integer, got ${describe(value)}`)
  if (number < min || number > max)
    throw badRequest(`${name}: must be between ${min} and ${max}, got ${number}`)
  return number
}

function checkBoolean(value: unknown, name: string): boolean | undefined {
  if (value === undefined || value === null) return undefined
  if (value === 'true' || value === 'false') return value === 'true'
  if (typeof value !== 'boolean') throw badRequest(`${name}: expected a boolean, got ${describe(value)}`)
  return value
}

export function checkList(value: unknown, name: string): string[] | undefined {
  if (value === undefined || value === null) return undefined
  const items = typeof value === 'string' ? value.split(',').filter(Boolean) : value
  if (!Array.isArray(items) || !items.every((item) => typeof item === 'string'))
    throw badRequest(`${name}: expected an array of strings, got ${describe(value)}`)
  if (items.length > searchLimits.maxListLength)
    throw badRequest(`${name}: at most ${searchLimits.maxListLength} attributes, got ${items.length}`)
  return items
}

function checkFilterList(value: unknown, name: string): FacetFilterList {
  if (typeof value === 'string') return value
  const valid =
    Array.isArray(value) &&
    value.every(
      (item) =>
        typeof item === 'string' || (Array.isArray(item) && item.every((inner) => typeof inner === 'string')),
    )
  if (!valid)
    throw badRequest(
      `${name}: expected a string or an array of strings and arrays of strings, got ${describe(value)}`,
    )
  return value
}

function oneOf<T extends string>(value: unknown, name: string, choices: readonly T[], fallback: T): T {
  if (value === undefined || value === null) return fallback
  if (typeof value !== 'string' || !choices.includes(value as T))
    throw badRequest(`${name}: expected one of ${choices.join(', ')}, got ${describe(value)}`)
  return value as T
}

function readTypoTolerance(value: unknown, fallback: boolean): boolean {
  if (value === undefined || value === null) return fallback
  if (value === false || value === 'false') return false
  if (value === true || value === 'true' || value === 'min' || value === 'strict') return true
  throw badRequest(`typoTolerance: expected true, false, "min" or "strict", got ${describe(value)}`)
}

function describe(value: unknown): string {
  const text = JSON.stringify(value) ?? String(value)
  return text.length > 60 ? `${text.slice(0, 57)}...` : text
}
