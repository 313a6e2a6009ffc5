/** A numeric comparison operator of Algolia's filter syntax. */
export type NumericOperator = '<' | '<=' | '=' | '!=' | '>=' | '>'

/**
 * A parsed filter: the one tree that `filters`, `facetFilters`, `numericFilters`, `tagFilters` and the
 * tenant's stock filter all become before the engine evaluates them.
 */
export type FilterNode =
  | { type: 'all' }
  | { type: 'and'; children: FilterNode[] }
  | { type: 'or'; children: FilterNode[] }
  | { type: 'not'; child: FilterNode }
  /** `attribute:value`: a facet value, a boolean (`true`/`false`) or a tag (`_tags`). */
  | { type: 'facet'; attribute: string; value: string }
  | { type: 'numeric'; attribute: string; operator: NumericOperator; value: number }
  /** `attribute:low TO high`, both bounds inclusive. */
  | { type: 'range'; attribute: string; low: number; high: number }

/** The filter that keeps every record. */
export const matchAll: FilterNode = { type: 'all' }

/**
 * AND of several filters, dropping the ones that keep everything.
 * @example andFilters([matchAll, { type: 'facet', attribute: 'make', value: 'Kia' }]) // the facet node
 */
export function andFilters(nodes: FilterNode[]): FilterNode {
  const children = nodes.filter((node) => node.type !== 'all')
  if (children.length === 0) return matchAll
  return children.length === 1 ? (children[0] as FilterNode) : { type: 'and', children }
}

/**
 * How many conditions (facet, numeric and range comparisons) a filter holds, as Algolia's limit of 1,000 filters
 * counts them.
 * @example countConditions(parseFilters('make:Kia AND (price < 5000 OR km < 100)')) // 3
 */
export function countConditions(node: FilterNode): number {
  switch (node.type) {
    case 'all':
      return 0
    case 'and':
    case 'or':
      return node.children.reduce((sum, child) => sum + countConditions(child), 0)
    case 'not':
      return countConditions(node.child)
    default:
      return 1
  }
}
