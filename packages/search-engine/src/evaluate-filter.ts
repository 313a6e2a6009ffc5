import { andInto, createBitset, invert, orInto, setPositions, type Bitset } from './bitset'
import { facetKey } from './facet-column'
import type { FilterNode, NumericOperator } from './filter-node'
import { numericColumn, type SearchIndex } from './search-index'

/**
 * The records a filter keeps, as a bitset. A facet filter on an attribute that is not in
 * `attributesForFaceting` keeps nothing, as in Algolia; a facet filter whose value is a number also
 * matches that number (`year:2020`).
 * @example countBits(evaluateFilter(parseFilters('make:Kia AND price < 20000'), index))
 */
export function evaluateFilter(node: FilterNode, index: SearchIndex): Bitset {
  const size = index.records.length
  switch (node.type) {
    case 'all':
      return createBitset(size, true)
    case 'and': {
      const [first, ...rest] = node.children
      const result = first ? evaluateFilter(first, index) : createBitset(size, true)
      for (const child of rest) andInto(result, evaluateFilter(child, index))
      return result
    }
    case 'or': {
      const result = createBitset(size)
      for (const child of node.children) orInto(result, evaluateFilter(child, index))
      return result
    }
    case 'not':
      return invert(evaluateFilter(node.child, index), size)
    case 'facet':
      return facetBits(index, node.attribute, node.value)
    case 'numeric':
      return numericBits(index, node.attribute, (value) => compare(value, node.operator, node.value))
    case 'range':
      return numericBits(index, node.attribute, (value) => value >= node.low && value <= node.high)
  }
}

function facetBits(index: SearchIndex, attribute: string, value: string): Bitset {
  const bits = createBitset(index.records.length)
  const column = index.facetColumns.get(attribute)
  if (!column) return bits
  const id = column.ids.get(facetKey(attribute, value))
  if (id !== undefined) {
    setPositions(bits, column.postings, column.postingStarts[id] ?? 0, column.postingStarts[id + 1] ?? 0)
    const added = column.added.get(id)
    if (added) setPositions(bits, added)
  }
  const number = Number(value)
  if (value.trim() !== '' && Number.isFinite(number) && id === undefined && column.numeric) {
    // `year:2020` also matches 2020.0 and other spellings of the same number.
    orInto(
      bits,
      numericBits(index, attribute, (candidate) => candidate === number),
    )
  }
  return bits
}

function numericBits(index: SearchIndex, attribute: string, keep: (value: number) => boolean): Bitset {
  const { values, extra } = numericColumn(index, attribute)
  const bits = createBitset(values.length)
  for (let position = 0; position < values.length; position++) {
    const value = values[position] as number
    if (value === value && keep(value))
      bits[position >>> 5] = (bits[position >>> 5] as number) | (1 << (position & 31))
  }
  for (const [position, numbers] of extra)
    if (numbers.some(keep)) bits[position >>> 5] = (bits[position >>> 5] as number) | (1 << (position & 31))
  return bits
}

function compare(value: number, operator: NumericOperator, target: number): boolean {
  switch (operator) {
    case '<':
      return value < target
    case '<=':
      return value <= target
    case '=':
      return value === target
    case '!=':
      return value !== target
    case '>=':
      return value >= target
    case '>':
      return value > target
  }
}
