import type { FacetColumn } from './facet-column'
import type { SearchIndex } from './search-index'
import type { FacetCounts, FacetStats } from './types'

/** What to count: the facets asked for, how many values each, and in which order. */
export interface FacetRequest {
  facets: string[]
  maxValuesPerFacet: number
  sortFacetValuesBy: 'count' | 'alpha'
}

/**
 * Facet counts over the matching records, for the requested facets (`*` is every facet that is not
 * `filterOnly`); attributes that are not facets are left out, as Algolia does. Values are ordered by
 * count, then alphabetically (or alphabetically with `sortFacetValuesBy: 'alpha'`), and cut to
 * `maxValuesPerFacet`. Numeric facets also get `facets_stats` over all their matching values.
 * @example countFacets(index, positions, { facets: ['make'], maxValuesPerFacet: 10, sortFacetValuesBy: 'count' })
 */
export function countFacets(
  index: SearchIndex,
  positions: Uint32Array,
  request: FacetRequest,
): { facets: Record<string, FacetCounts>; stats: Record<string, FacetStats> } {
  const facets: Record<string, FacetCounts> = {}
  const stats: Record<string, FacetStats> = {}
  for (const attribute of facetAttributes(index, request.facets)) {
    const column = index.facetColumns.get(attribute) as FacetColumn
    const counts = countValues(column, positions)
    const top = topValues(column, counts, request)
    // Like Algolia, a facet with no value among the hits is left out rather than sent empty.
    if (Object.keys(top).length > 0) facets[attribute] = top
    if (column.numeric) {
      const stat = numericStats(column, counts)
      if (stat) stats[attribute] = stat
    }
  }
  return { facets, stats }
}

/**
 * The facet attributes a `facets` parameter names, in order, without duplicates.
 * @example facetAttributes(index, ['*']) // every countable facet
 */
export function facetAttributes(index: SearchIndex, requested: string[]): string[] {
  const countable = (attribute: string) => {
    const facet = index.facetAttributes.get(attribute)
    return facet !== undefined && !facet.filterOnly
  }
  const names = requested.includes('*') ? [...index.facetAttributes.keys()] : requested
  return [...new Set(names)].filter(countable)
}

/** How many matching records hold each value of a column. */
export function countValues(column: FacetColumn, positions: Uint32Array): Uint32Array {
  const counts = new Uint32Array(column.values.length)
  const { valueOf, valuesOf } = column
  for (let slot = 0; slot < positions.length; slot++) {
    const position = positions[slot] as number
    const id = valueOf[position] as number
    if (id >= 0) counts[id] = (counts[id] as number) + 1
    else if (id === -2)
      for (const each of valuesOf.get(position) ?? []) counts[each] = (counts[each] as number) + 1
  }
  return counts
}

function topValues(column: FacetColumn, counts: Uint32Array, request: FacetRequest): FacetCounts {
  const ids: number[] = []
  for (let id = 0; id < counts.length; id++) if ((counts[id] as number) > 0) ids.push(id)
  const alpha = (a: number, b: number) =>
    compareValues(column.values[a] as string, column.values[b] as string)
  ids.sort(
    request.sortFacetValuesBy === 'alpha'
      ? alpha
      : (a, b) => (counts[b] as number) - (counts[a] as number) || alpha(a, b),
  )
  const result: FacetCounts = {}
  for (const id of ids.slice(0, request.maxValuesPerFacet))
    result[column.values[id] as string] = counts[id] as number
  return result
}

function numericStats(column: FacetColumn, counts: Uint32Array): FacetStats | null {
  let min = Infinity
  let max = -Infinity
  let sum = 0
  let total = 0
  for (let id = 0; id < counts.length; id++) {
    const count = counts[id] as number
    if (count === 0) continue
    const value = column.numbers[id] as number
    if (value < min) min = value
    if (value > max) max = value
    sum += value * count
    total += count
  }
  return total === 0 ? null : { min, max, avg: sum / total, sum }
}

function compareValues(a: string, b: string): number {
  const left = a.toLowerCase()
  const right = b.toLowerCase()
  return left < right ? -1 : left > right ? 1 : a < b ? -1 : a > b ? 1 : 0
}
