import { orGroup, quotedFacetClause } from './algolia-syntax.js'

const attributeName = /^[A-Za-z_][A-Za-z0-9_.]*$/
const numeric = /^-?\d+(?:\.\d+)?$/

/**
 * The site search filters as clauses of a `filters` string (spec section 7: "filters built from site search
 * filters with ':' replaced by '='"). Site search filters come in the legacy `attribute:value` form (`=` is
 * accepted too). Reading of "':' replaced by '='": Algolia writes numeric equality as `attribute=value`, so a
 * numeric value becomes `year=2020`; a string value stays a facet filter, quoted: `car_type:"used"`;
 * `true`/`false` stay boolean facet filters: `certified:true`. Several values of one attribute are ORed in one
 * group (they would exclude each other if ANDed); a group mixing numbers and text is written as quoted facet
 * filters so that no OR mixes numeric and facet filters. Entries without an attribute name or a value are
 * ignored.
 * @example siteSearchFilterClauses(['car_type:used', 'year:2020', 'year:2021'])
 * // ['car_type:"used"', '(year=2020 OR year=2021)']
 */
export function siteSearchFilterClauses(filters: readonly string[]): string[] {
  const groups = new Map<string, string[]>()
  for (const entry of filters) {
    if (typeof entry !== 'string') continue
    const separator = entry.search(/[:=]/)
    if (separator === -1) continue
    const attribute = entry.slice(0, separator).trim()
    const value = unquote(entry.slice(separator + 1).trim())
    if (!attributeName.test(attribute) || value === '') continue
    const values = groups.get(attribute) ?? []
    if (!values.includes(value)) values.push(value)
    groups.set(attribute, values)
  }
  return [...groups].map(([attribute, values]) => orGroup(groupClauses(attribute, values)))
}

function groupClauses(attribute: string, values: readonly string[]): string[] {
  if (values.every((value) => numeric.test(value))) return values.map((value) => `${attribute}=${value}`)
  if (values.every((value) => value === 'true' || value === 'false')) {
    return values.map((value) => `${attribute}:${value}`)
  }
  return values.map((value) => quotedFacetClause(attribute, value))
}

function unquote(value: string): string {
  return value.length >= 2 && value.startsWith('"') && value.endsWith('"') ? value.slice(1, -1) : value
}
