import { badRequest } from './errors'
import { parseNumericFilter } from './filter-parser'
import type { FilterNode } from './filter-node'

/** Algolia's array filter parameters: strings ANDed, nested arrays ORed. */
export type FacetFilterList = string | readonly (string | readonly string[])[]

/**
 * `facetFilters` to a filter: `"make:Kia"`, `"make:-Kia"` (not), `"make:\-Kia"` (a value starting with
 * a minus), nested arrays ORed.
 * @example facetFiltersToNode([['make:Kia', 'make:Ford'], 'car_type:used'])
 */
export function facetFiltersToNode(list: FacetFilterList): FilterNode {
  return listToNode(list, (text) => facetFilterToNode(text))
}

/**
 * `numericFilters` to a filter: `"price>=1000"`, `"price:1000 TO 2000"`, nested arrays ORed.
 * @example numericFiltersToNode(['price>=1000', 'km<5000'])
 */
export function numericFiltersToNode(list: FacetFilterList): FilterNode {
  return listToNode(list, parseNumericFilter)
}

/**
 * `tagFilters` to a filter on `_tags`: `"sale"`, `"-sale"` (not), nested arrays ORed.
 * @example tagFiltersToNode(['sale']) // { type: 'facet', attribute: '_tags', value: 'sale' }
 */
export function tagFiltersToNode(list: FacetFilterList): FilterNode {
  return listToNode(list, (text) => negatable('_tags', text))
}

function listToNode(list: FacetFilterList, read: (text: string) => FilterNode): FilterNode {
  const items = typeof list === 'string' ? [list] : list
  const children = items.map((item): FilterNode => {
    if (typeof item === 'string') return read(item)
    const alternatives = item.map(read)
    return alternatives.length === 1
      ? (alternatives[0] as FilterNode)
      : { type: 'or', children: alternatives }
  })
  if (children.length === 0) return { type: 'all' }
  return children.length === 1 ? (children[0] as FilterNode) : { type: 'and', children }
}

function facetFilterToNode(text: string): FilterNode {
  const colon = text.indexOf(':')
  if (colon <= 0) throw badRequest(`facetFilters: Invalid facet filter "${text}", expected attribute:value`)
  const attribute = unquote(text.slice(0, colon).trim())
  return negatable(attribute, text.slice(colon + 1))
}

function negatable(attribute: string, value: string): FilterNode {
  if (value.startsWith('-'))
    return { type: 'not', child: { type: 'facet', attribute, value: value.slice(1) } }
  return { type: 'facet', attribute, value: value.startsWith('\\-') ? value.slice(1) : value }
}

function unquote(text: string): string {
  return /^(["']).*\1$/.test(text) ? text.slice(1, -1) : text
}
