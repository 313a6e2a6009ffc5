/**
 * A facet clause of a `filters` string with its value always double-quoted (quotes and backslashes escaped),
 * so spaces, colons, parentheses and words such as AND never break the expression.
 * @example quotedFacetClause('make', 'Land Rover') // 'make:"Land Rover"'
 */
export function quotedFacetClause(attribute: string, value: string): string {
  return `${attribute}:"${value.replace(/["\\]/g, '\\$&')}"`
}

/**
 * Clauses ORed in parentheses, or the single clause bare, as Algolia's `filters` syntax wants them
 * ("Use parentheses ( and ) to combine several OR conditions"; no AND inside an OR).
 * @example orGroup(['make:"Kia"', 'make:"Mazda"']) // '(make:"Kia" OR make:"Mazda")'
 */
export function orGroup(clauses: readonly string[]): string {
  return clauses.length === 1 ? (clauses[0] ?? '') : `(${clauses.join(' OR ')})`
}

/**
 * One `facetFilters` entry: `attribute:value`, a value starting with '-' escaped with a backslash so Algolia
 * does not read it as a negative filter.
 * @example facetFilter('colour', '-Unknown') // 'colour:\\-Unknown'
 */
export function facetFilter(attribute: string, value: string): string {
  return `${attribute}:${value.startsWith('-') ? `\\${value}` : value}`
}
