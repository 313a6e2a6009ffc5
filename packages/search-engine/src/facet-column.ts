import { fieldValue } from './field-path'
import { normaliseText } from './tokenize'
import { resizedArray } from './typed-array'

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
  numbers: number[]
  /**
   * Positions of records added since the column was built (see {@link appendToFacetColumn}), by value id: the
   * posting lists' tails.
   */
  added: Map<number, number[]>
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
  const column: FacetColumn = {
    attribute,
    values: [],
    ids: new Map(),
    postings: new Uint32Array(),
    postingStarts: new Uint32Array(1),
    valueOf: new Int32Array(records.length).fill(-1),
    valuesOf: new Map(),
    numeric: true,
    numbers: [],
    added: new Map(),
  }
  const intern = interner(column)
  const counts: number[] = []
  for (let position = 0; position < records.length; position++) {
    const recordIds = valueIdsOf(records[position] as Record<string, unknown>, attribute, intern)
    for (const id of recordIds) counts[id] = (counts[id] ?? 0) + 1
    setValueIds(column, position, recordIds)
  }
  const { values, valueOf, valuesOf } = column
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
  column.postings = postings
  column.postingStarts = postingStarts
  column.numeric = column.numeric && values.length > 0
  return column
}

/**
 * Adds the records from position `from` on to a column built over the records before it, in place: their values
 * go to `added`, new values to the end of `values`.
 * @example appendToFacetColumn(column, records, 700) // records[700…] counted and filterable
 */
export function appendToFacetColumn(
  column: FacetColumn,
  records: readonly Record<string, unknown>[],
  from: number,
): void {
  column.valueOf = resizedArray(column.valueOf, records.length, { fill: -1, keep: from })
  const known = column.values.length
  if (known === 0) column.numeric = true
  const intern = interner(column)
  for (let position = from; position < records.length; position++) {
    const recordIds = valueIdsOf(records[position] as Record<string, unknown>, column.attribute, intern)
    setValueIds(column, position, recordIds)
    for (const id of recordIds) {
      const list = column.added.get(id)
      if (list) list.push(position)
      else column.added.set(id, [position])
    }
  }
  column.numeric = column.numeric && column.values.length > 0
}

/** The value id of a raw value, adding the value to the column when it is new. */
function interner(column: FacetColumn): (raw: string | number | boolean) => number {
  const seen = new Map<string | number | boolean, number>()
  return (raw) => {
    const known = seen.get(raw)
    if (known !== undefined) return known
    const text = String(raw)
    const key = facetKey(column.attribute, text)
    let id = column.ids.get(key)
    if (id === undefined) {
      id = column.values.length
      column.ids.set(key, id)
      column.values.push(text)
      column.numbers.push(typeof raw === 'number' ? raw : NaN)
      if (typeof raw !== 'number') column.numeric = false
    }
    seen.set(raw, id)
    return id
  }
}

function valueIdsOf(
  record: Record<string, unknown>,
  attribute: string,
  intern: (raw: string | number | boolean) => number,
): number[] {
  const found = facetValues(fieldValue(record, attribute))
  if (found.length === 0) return []
  return found.length === 1 ? [intern(found[0] as string)] : [...new Set(found.map(intern))]
}

function setValueIds(column: FacetColumn, position: number, ids: number[]): void {
  if (ids.length === 1) column.valueOf[position] = ids[0] as number
  else if (ids.length > 1) {
    column.valueOf[position] = -2
    column.valuesOf.set(position, ids)
  }
}
