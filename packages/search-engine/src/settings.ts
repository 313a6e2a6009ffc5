import type { IndexSettings } from './types'

/** Algolia's default ranking criteria. */
export const defaultRanking = ['typo', 'geo', 'words', 'filters', 'proximity', 'attribute', 'exact', 'custom']

/** A sort criterion: `asc(price)` or `desc(custom_rank)`. */
export interface SortCriterion {
  attribute: string
  direction: 'asc' | 'desc'
}

/** One entry of `attributesForFaceting` read. */
export interface FacetAttribute {
  attribute: string
  /** `searchable(x)`: its values can be searched with searchForFacetValues. */
  searchable: boolean
  /** `filterOnly(x)`: filterable, never counted. */
  filterOnly: boolean
}

/** A searchable attribute with its rank (0 most important). */
export interface SearchableAttribute {
  attribute: string
  rank: number
}

/** Index settings read once, with Algolia's defaults filled in. */
export interface ResolvedSettings {
  searchableAttributes: SearchableAttribute[] | null
  facetAttributes: FacetAttribute[]
  ranking: (string | SortCriterion)[]
  customRanking: SortCriterion[]
  replicas: string[]
  hitsPerPage: number
  maxValuesPerFacet: number
  paginationLimitedTo: number
  attributesToRetrieve: string[]
  unretrievableAttributes: string[]
  attributesToHighlight: string[] | null
  minWordSizefor1Typo: number
  minWordSizefor2Typos: number
  typoTolerance: boolean
  allowTyposOnNumericTokens: boolean
  /** Searchable attributes whose words match only exactly or as a prefix (identifiers). */
  disableTypoToleranceOnAttributes: string[]
  queryType: 'prefixLast' | 'prefixAll' | 'prefixNone'
  maxFacetHits: number
  sortFacetValuesBy: 'count' | 'alpha'
  renderingContent: Record<string, unknown>
}

const wrapped = /^(\w+)\((.+)\)$/

/**
 * Reads `asc(attr)` / `desc(attr)`.
 * @example parseSortCriterion('desc(custom_rank)') // { attribute: 'custom_rank', direction: 'desc' }
 */
export function parseSortCriterion(entry: string): SortCriterion | null {
  const match = wrapped.exec(entry.trim())
  if (!match || (match[1] !== 'asc' && match[1] !== 'desc')) return null
  return { attribute: (match[2] as string).trim(), direction: match[1] }
}

/**
 * The replica's bare index name: `virtual(Car_production_latest)` is `Car_production_latest`.
 * @example replicaName('virtual(Car_production_latest)') // 'Car_production_latest'
 */
export function replicaName(entry: string): string {
  const match = wrapped.exec(entry.trim())
  return match?.[1] === 'virtual' ? (match[2] as string).trim() : entry.trim()
}

/**
 * Algolia settings JSON read into what the engine uses, with Algolia's defaults. Throws a TypeError
 * for a ranking entry or attribute list it cannot read, at start-up rather than at the first query.
 * @example resolveSettings({ customRanking: ['desc(custom_rank)'] }).hitsPerPage // 20
 */
export function resolveSettings(settings: IndexSettings): ResolvedSettings {
  const sort = (entry: string, setting: string): SortCriterion => {
    const criterion = parseSortCriterion(entry)
    if (!criterion)
      throw new TypeError(`${setting}: expected asc(attribute) or desc(attribute), got ${entry}`)
    return criterion
  }
  return {
    searchableAttributes: settings.searchableAttributes
      ? readSearchable(settings.searchableAttributes)
      : null,
    facetAttributes: (settings.attributesForFaceting ?? []).map(readFacetAttribute),
    ranking: (settings.ranking ?? defaultRanking).map((entry) =>
      defaultRanking.includes(entry) ? entry : sort(entry, 'ranking'),
    ),
    customRanking: (settings.customRanking ?? []).map((entry) => sort(entry, 'customRanking')),
    replicas: (settings.replicas ?? []).map(replicaName),
    hitsPerPage: settings.hitsPerPage ?? 20,
    maxValuesPerFacet: settings.maxValuesPerFacet ?? 100,
    paginationLimitedTo: settings.paginationLimitedTo ?? 1000,
    attributesToRetrieve: settings.attributesToRetrieve ?? ['*'],
    unretrievableAttributes: settings.unretrievableAttributes ?? [],
    attributesToHighlight: settings.attributesToHighlight ?? null,
    minWordSizefor1Typo: settings.minWordSizefor1Typo ?? 4,
    minWordSizefor2Typos: settings.minWordSizefor2Typos ?? 8,
    typoTolerance: settings.typoTolerance !== false && settings.typoTolerance !== 'false',
    allowTyposOnNumericTokens: settings.allowTyposOnNumericTokens ?? true,
    disableTypoToleranceOnAttributes: readNames(
      settings.disableTypoToleranceOnAttributes,
      'disableTypoToleranceOnAttributes',
    ),
    queryType: settings.queryType ?? 'prefixLast',
    maxFacetHits: settings.maxFacetHits ?? 10,
    sortFacetValuesBy: settings.sortFacetValuesBy ?? 'count',
    renderingContent: settings.renderingContent ?? {},
  }
}

function readNames(value: unknown, setting: string): string[] {
  if (value === undefined || value === null) return []
  if (!Array.isArray(value) || !value.every((name) => typeof name === 'string'))
    throw new TypeError(`${setting}: expected an array of attribute names, got ${JSON.stringify(value)}`)
  return value
}

function readSearchable(entries: string[]): SearchableAttribute[] {
  return entries.flatMap((entry, rank) =>
    entry.split(',').map((part) => {
      const match = wrapped.exec(part.trim())
      return { attribute: match?.[1] === 'unordered' ? (match[2] as string).trim() : part.trim(), rank }
    }),
  )
}

function readFacetAttribute(entry: string): FacetAttribute {
  const match = wrapped.exec(entry.trim())
  const modifier = match?.[1]
  const attribute = match && modifier !== undefined ? (match[2] as string).trim() : entry.trim()
  return { attribute, searchable: modifier === 'searchable', filterOnly: modifier === 'filterOnly' }
}
