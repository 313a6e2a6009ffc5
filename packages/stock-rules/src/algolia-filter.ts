/**
 * A facet value as Algolia filter syntax expects it: quoted with double quotes when it holds spaces
 * or syntax characters, or is a boolean operator word.
 * @example facetValue('Land Rover') // '"Land Rover"'
 */
export function facetValue(value: string): string {
  const needsQuotes = /[\s:"'()]/.test(value) || /^(AND|OR|NOT|TO)$/i.test(value) || value === ''
  return needsQuotes ? `"${value.replace(/["\\]/g, '\\$&')}"` : value
}

/**
 * One facet clause, `attribute:value`, with the value quoted when needed.
 * @example facetClause('make', 'Land Rover') // 'make:"Land Rover"'
 */
export function facetClause(attribute: string, value: string | boolean): string {
  return `${attribute}:${typeof value === 'boolean' ? String(value) : facetValue(value)}`
}
