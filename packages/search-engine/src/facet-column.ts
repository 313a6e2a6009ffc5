import { fieldValue } from './field-path'
import { normaliseText } from './tokenize'

/**
 * The values of one facet attribute over every record, with a posting list per value: which records
 * hold it, packed into one array. Counting facets walks `valueOf` (or `valuesOf` for records with
 * several values); filtering sets the bits of a posting list.
 */
export interface FacetColumn {
  attribute: string
  /** Values as first seen in the records (what facet counts show). */
  values: string[]
  /** Compared form (lower case; exact for `_tags`) to value id. */
  ids: Map<string, number>
  /** Record positions of value `v` are `postings[postingStarts[v]] … postings[postingStarts[v + 1] - 1]`. */
  postings: Uint32Array
  postingStarts: Uint32Array
  /** The value id of each record with exactly one value; -1 none, -2 several (see `valuesOf`). */
  valueOf: Int32Array
  /** Value ids of records with several values. */
  valuesOf: Map<number, number[]>
  /** Every value is a number: `facets_stats` apply. */
  numeric: boolean
  /** The number behind each value id when `numeric`. */
  numbers: Float64Array
}

/** The compared form of a facet value: case-insensitive, except tags, as in Algolia. */
export function facetKey(attribute: string, value: string): string {
  return attribute === '_tags' ? value : normaliseText(value)
}

/** The facet values of a field: strings, numbers and booleans, arrays flattened. */
export function facetValues(value: unknown): (string | number | boolean)[] {
  if (typeof value === 'string') return value === '' ? [] : [value]
  if (typeof value === 'boolean') return [value]
  if (typeof value === 'number') return Number.isFinite(value) ? [value] : []
  if (Array.isArray(value)) return value.flatMap(facetValues)
  return []
}

/**
 * Builds the facet column of one attribute over all records.
 * @example buildFacetColumn([{ make: 'Kia' }, { make: 'kia' }], 'make').values // ['Kia']
 */
export function buildFacetColumn(
  records: readonly Record<string, unknown>[],
  attribute: string,
): FacetColumn {
  const values: string[] = []
  const ids = new Map<string, number>()
  const numbers: number[] = []
  let numeric = true
  const valueOf = new Int32Array(records.length).fill(-1)
  const valuesOf = new Map<number, number[]>()
  const counts: number[] = []
  const seen = new Map<string | number | boolean, number>()
  const idOf = (raw: string | number | boolean): number => {
    const known = seen.get(raw)
    if (known !== undefined) return known
    const text = String(raw)
    const key = facetKey(attribute, text)
    let id = ids.get(key)
    if (id === undefined) {
      id = values.length
      ids.set(key, id)
      values.push(text)
      counts.push(0)
      numbers.push(typeof raw === 'number' ? raw : NaN)
      if (typeof raw !== 'number') numeric = false
    }
    seen.set(raw, id)
    return id
  }
  for (let position = 0; position < records.length; position++) {
    const found = facetValues(fieldValue(records[position] as Record<string, unknown>, attribute))
    if (found.length === 0) continue
    const recordIds = found.length === 1 ? [idOf(found[0] as string)] : [...new Set(found.map(idOf))]
    for (const id of recordIds) counts[id] = (counts[id] as number) + 1
    if (recordIds.length === 1) valueOf[position] = recordIds[0] as number
    else {
      valueOf[position] = -2
      valuesOf.set(position, recordIds)
    }
  }
  const postingStarts = new Uint32Array(values.length + 1)
  for (let id = 0; id < values.length; id++)
    postingStarts[id + 1] = (postingStarts[id] as number) + (counts[id] as number)
  const postings = new Uint32Array(postingStarts[values.length] as number)
  const fill = postingStarts.slice(0, values.length)
  const add = (id: number, position: number) => {
    postings[fill[id] as number] = position
    fill[id] = (fill[id] as number) + 1
  }
  for (let position = 0; position < records.length; position++) {
    const id = valueOf[position] as number
    if (id >= 0) add(id, position)
    else if (id === -2) for (const each of valuesOf.get(position) ?? []) add(each, position)
  }
  return {
    attribute,
    values,
    ids,
    postings,
    postingStarts,
    valueOf,
    valuesOf,
    numeric: numeric && values.length > 0,
    numbers: Float64Array.from(numbers),
  }
}
