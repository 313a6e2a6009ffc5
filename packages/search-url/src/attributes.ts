/**
 * The list filters of the search state, named as the spec's section 3 "Search state" names them. Only these
 * attributes are read from a URL or sent to the engine; any other `refinementList[…]` or `range[…]` key is
 * ignored.
 * @example searchAttributes.includes('colour') // true
 */
export const searchAttributes = [
  'badge',
  'status',
  'car_type',
  'categories',
  'city',
  'colour',
  'dealership_name',
  'filtered_features',
  'item_type',
  'km',
  'location_name',
  'make',
  'make_model',
  'model',
  'price',
  'subscription_price',
  'price_range',
  'seats',
  'body',
  'drive',
  'fuel',
  'transmission',
  'state',
  'tag',
  'weekly_price_range',
  'year',
  'certified',
  'created_at_timestamp',
] as const

/** One of {@link searchAttributes}. */
export type SearchAttribute = (typeof searchAttributes)[number]

const attributeSet: ReadonlySet<string> = new Set(searchAttributes)

/**
 * Whether a name is one of the search state's list filters; unknown names are ignored, never an error.
 * @example isSearchAttribute('colour') // true
 * @example isSearchAttribute('__proto__') // false
 */
export function isSearchAttribute(name: unknown): name is SearchAttribute {
  return typeof name === 'string' && attributeSet.has(name)
}
