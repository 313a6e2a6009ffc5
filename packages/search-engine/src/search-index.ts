import { clearBit, createBitset, resized, type Bitset } from './bitset'
import { appendToFacetColumn, buildFacetColumn, type FacetColumn } from './facet-column'
import { appendToNumericColumn, buildNumericColumn, type NumericColumn } from './numeric-column'
import type { FacetAttribute, ResolvedSettings, SearchableAttribute } from './settings'
import { appendToTextIndex, buildTextIndex, type TextIndex } from './text-index'
import { resizedArray } from './typed-array'
import type { RecordFields } from './types'

/**
 * One index held in memory: its records and every structure built over them. A write changes it in place
 * ({@link updateSearchIndex}): a changed or removed record leaves `live` and a changed or new one is added at
 * the end, until so much has changed that building it again is cheaper ({@link needsRebuild}).
 */
export interface SearchIndex {
  name: string
  /** Every record by position, those no longer live included (their positions are out of `live`). */
  records: RecordFields[]
  settings: ResolvedSettings
  facetAttributes: Map<string, FacetAttribute>
  facetColumns: Map<string, FacetColumn>
  /** Built on first use for attributes that are neither faceted nor sorted on. */
  numericColumns: Map<string, NumericColumn>
  searchable: SearchableAttribute[]
  text: TextIndex
  /** The positions of the records as they are now. */
  live: Bitset
  /** The position of each live record, by objectID. */
  positionOf: Map<string, number>
  /**
   * Each position's place in the order the records were first stored: ranking ties go by it, so a changed
   * record keeps its place among equals, as it does when the index is built again.
   */
  sequence: Float64Array
  /** How many records were added since the build. */
  appended: number
}

/** A record to put in an index in place: its new version (none when it is removed) and its place in order. */
export type RecordChange =
  { objectID: string; record: RecordFields; sequence: number } | { objectID: string; record?: undefined }

/**
 * The fewest added records an index takes in place before it is built again: below it a change never rebuilds.
 * @default 1000
 */
export const minAppendsBeforeRebuild = 1000

/**
 * Builds an index: a facet column per `attributesForFaceting` entry (and `_tags`), a numeric column
 * per numeric facet or sort attribute, and the text dictionary of the searchable attributes.
 * @example buildSearchIndex('Car_production', resolveSettings(settings), records)
 */
export function buildSearchIndex(
  name: string,
  settings: ResolvedSettings,
  records: readonly RecordFields[],
  sequence: ArrayLike<number> = Array.from(records.keys()),
): SearchIndex {
  const facetAttributes = new Map(settings.facetAttributes.map((facet) => [facet.attribute, facet]))
  const facetColumns = new Map<string, FacetColumn>()
  for (const attribute of [...facetAttributes.keys(), '_tags'])
    facetColumns.set(attribute, buildFacetColumn(records, attribute))
  const searchable = settings.searchableAttributes ?? defaultSearchable(records)
  const index: SearchIndex = {
    name,
    records: [...records],
    settings,
    facetAttributes,
    facetColumns,
    numericColumns: new Map(),
    searchable,
    text: buildTextIndex(records, searchable, settings.disableTypoToleranceOnAttributes),
    live: createBitset(records.length, true),
    positionOf: new Map(records.map((record, position) => [record.objectID, position])),
    sequence: Float64Array.from(sequence),
    appended: 0,
  }
  for (const column of facetColumns.values()) if (column.numeric) numericColumn(index, column.attribute)
  return index
}

/**
 * Whether `changes` more records are better taken by building the index again: when the records added since
 * the build would pass a quarter of the live ones (and {@link minAppendsBeforeRebuild}). Dead positions cost
 * memory and time in every query until then.
 * @example needsRebuild(index, 1) // false for a single change to a built index
 */
export function needsRebuild(index: SearchIndex, changes: number): boolean {
  return index.appended + changes > Math.max(minAppendsBeforeRebuild, index.positionOf.size / 4)
}

/**
 * Applies changes to an index in place: each changed or removed record leaves `live`, and each new version is
 * added at the end of every structure. Answers the first added position.
 * @example updateSearchIndex(index, [{ objectID: '7', record: { objectID: '7', price: 36990 }, sequence: 7 }])
 */
export function updateSearchIndex(index: SearchIndex, changes: readonly RecordChange[]): number {
  const from = index.records.length
  const sequence: number[] = []
  for (const change of changes) {
    const old = index.positionOf.get(change.objectID)
    if (old !== undefined) {
      clearBit(index.live, old)
      index.positionOf.delete(change.objectID)
    }
    if (!change.record) continue
    index.positionOf.set(change.objectID, index.records.length)
    index.records.push(change.record)
    sequence.push(change.sequence)
  }
  const size = index.records.length
  index.live = resized(index.live, from, size, true)
  index.sequence = resizedArray(index.sequence, size)
  index.sequence.set(sequence, from)
  for (const column of index.facetColumns.values()) appendToFacetColumn(column, index.records, from)
  for (const column of index.numericColumns.values()) appendToNumericColumn(column, index.records, from)
  appendToTextIndex(index.text, index.records, from, index.searchable)
  index.appended += size - from
  return from
}

/**
 * The numeric column of an attribute, built the first time it is asked for (Algolia allows numeric
 * filters on any attribute).
 */
export function numericColumn(index: SearchIndex, attribute: string): NumericColumn {
  let column = index.numericColumns.get(attribute)
  if (!column) {
    column = buildNumericColumn(index.records, attribute)
    index.numericColumns.set(attribute, column)
  }
  return column
}

/** Without `searchableAttributes`, Algolia searches every attribute; here every string field of the records. */
function defaultSearchable(records: readonly RecordFields[]): SearchableAttribute[] {
  const names = new Set<string>()
  for (const record of records.slice(0, 100))
    for (const [name, value] of Object.entries(record))
      if (typeof value === 'string' && name !== 'objectID') names.add(name)
  return [...names].map((attribute) => ({ attribute, rank: 0 }))
}
