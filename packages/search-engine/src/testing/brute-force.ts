import type { RecordFields } from '../types'

/** A query as the brute-force oracle takes it: a plain predicate instead of filter syntax. */
export interface OracleQuery {
  keep: (record: RecordFields) => boolean
  /** Every word must start a word of one of `searchable` (no typos), when given. */
  text?: string
  searchable?: string[]
  facets?: string[]
  /** Sort field and direction; ties by `custom_rank` descending. */
  sort?: { field: string; direction: 'asc' | 'desc' }
  page?: number
  hitsPerPage?: number
}

/** What the oracle finds: the count, facet counts by value and one page of records. */
export interface OracleResult {
  nbHits: number
  facets: Record<string, Record<string, number>>
  page: RecordFields[]
}

const wordsOf = (text: string) =>
  text
    .normalize('NFD')
    .replace(/\p{M}+/gu, '')
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean)

/**
 * The slow, obviously-right answer: scan every record, count every facet value, sort everything.
 * The contract tests compare the engine with it; the benchmark reports it beside the engine.
 * @example bruteForce(cars, { keep: (car) => car.make === 'Kia', facets: ['model'] }).nbHits
 */
export function bruteForce(records: readonly RecordFields[], query: OracleQuery): OracleResult {
  const queryWords = query.text ? wordsOf(query.text) : []
  const matches = records.filter((record) => {
    if (!query.keep(record)) return false
    if (queryWords.length === 0) return true
    const recordWords = (query.searchable ?? []).flatMap((field) => {
      const value = record[field]
      return typeof value === 'string' || typeof value === 'number' ? wordsOf(String(value)) : []
    })
    return queryWords.every((word) => recordWords.some((candidate) => candidate.startsWith(word)))
  })
  const facets: OracleResult['facets'] = {}
  for (const facet of query.facets ?? []) {
    const counts: Record<string, number> = {}
    for (const record of matches) {
      const raw = record[facet]
      const values = Array.isArray(raw) ? raw : [raw]
      for (const value of new Set(
        values.filter((item) => item !== null && item !== undefined && item !== ''),
      ))
        counts[String(value)] = (counts[String(value)] ?? 0) + 1
    }
    if (Object.keys(counts).length > 0) facets[facet] = counts
  }
  const sort = query.sort
  const rank = (record: RecordFields) => Number(record.custom_rank ?? 0)
  const sorted = sort
    ? [...matches].sort((a, b) => {
        const left = a[sort.field] as number
        const right = b[sort.field] as number
        return (sort.direction === 'asc' ? left - right : right - left) || rank(b) - rank(a)
      })
    : [...matches].sort((a, b) => rank(b) - rank(a))
  const hitsPerPage = query.hitsPerPage ?? 20
  const start = (query.page ?? 0) * hitsPerPage
  return { nbHits: matches.length, facets, page: sorted.slice(start, start + hitsPerPage) }
}
