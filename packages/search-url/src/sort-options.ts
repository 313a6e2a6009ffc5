/**
 * Sort keys as they appear in a URL's `sortBy`. `relevant` is the default and is never written to a URL.
 * @example sortKeys[0] // 'relevant'
 */
export const sortKeys = ['relevant', 'latest', 'price_desc', 'price_asc'] as const

/** One of {@link sortKeys}. */
export type SortKey = (typeof sortKeys)[number]

/**
 * The sort a URL without `sortBy` means: most relevant (the main index, ordered by its custom ranking).
 * @default 'relevant'
 */
export const defaultSortKey: SortKey = 'relevant'

/** A sort the shopper can choose, with its label. */
export interface SortOption {
  key: SortKey
  label: string
}

/**
 * "Sort options by default: most relevant, latest, highest price, lowest price" (spec section 2, Search results).
 * @example sortOptions.map((option) => option.label) // ['Most relevant', 'Latest', 'Highest price', 'Lowest price']
 */
export const sortOptions: readonly SortOption[] = [
  { key: 'relevant', label: 'Most relevant' },
  { key: 'latest', label: 'Latest' },
  { key: 'price_desc', label: 'Highest price' },
  { key: 'price_asc', label: 'Lowest price' },
]

const sortKeySet: ReadonlySet<string> = new Set(sortKeys)

/**
 * Whether a value is a known sort key; unknown `sortBy` values in a URL are ignored.
 * @example isSortKey('price_desc') // true
 * @example isSortKey('Car_production_price_desc') // false: index names are not URL keys
 */
export function isSortKey(value: unknown): value is SortKey {
  return typeof value === 'string' && sortKeySet.has(value)
}
