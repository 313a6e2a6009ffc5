import { buildFacetColumn, type FacetColumn } from './facet-column'
import { buildNumericColumn, type NumericColumn } from './numeric-column'
import type { FacetAttribute, ResolvedSettings, SearchableAttribute } from './settings'
import { buildTextIndex, type TextIndex } from './text-index'
import type { RecordFields } from './types'

/** One index held in memory: its records and every structure built over them at start-up. */
export interface SearchIndex {
  name: string
  records: readonly RecordFields[]
  settings: ResolvedSettings
  facetAttributes: Map<string, FacetAttribute>
  facetColumns: Map<string, FacetColumn>
  /** Built on first use for attributes that are neither faceted nor sorted on. */
  numericColumns: Map<string, NumericColumn>
  searchable: SearchableAttribute[]
  text: TextIndex
}

/**
 * Builds an index: a facet column per `attributesForFaceting` entry (and `_tags`), a numeric column
 * per numeric facet or sort attribute, and the text dictionary of the searchable attributes.
 * @example buildSearchIndex('Car_production', resolveSettings(settings), records)
 */
export function buildSearchIndex(
  name: string,
  settings: ResolvedSettings,
  records: readonly RecordFields[],
): SearchIndex {
  const facetAttributes = new Map(settings.facetAttributes.map((facet) => [facet.attribute, facet]))
  const facetColumns = new Map<string, FacetColumn>()
  for (const attribute of [...facetAttributes.keys(), '_tags'])
    facetColumns.set(attribute, buildFacetColumn(records, attribute))
  const searchable = settings.searchableAttributes ?? defaultSearchable(records)
  const index: SearchIndex = {
    name,
    records,
    settings,
    facetAttributes,
    facetColumns,
    numericColumns: new Map(),
    searchable,
    text: buildTextIndex(records, searchable, settings.disableTypoToleranceOnAttributes),
  }
  for (const column of facetColumns.values()) if (column.numeric) numericColumn(index, column.attribute)
  return index
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
