import type { FacetItem } from '@forecourt/stock-rules'
import { foldCaseAndAccents } from './slug.js'

/**
 * "Facet cap 1999" (spec section 9); "facet count above 1999 treated as capped" (spec section 7).
 * @example facetCountCap // 1999
 */
export const facetCountCap = 1999

/** A facet count as shown: at most the cap, with a flag and a display text. */
export interface CappedCount {
  count: number
  capped: boolean
  /** The count, or '1999+' when capped. */
  text: string
}

/**
 * A facet count as shown: a count above 1999 is capped and reads '1999+'.
 * @example capFacetCount(2500) // { count: 1999, capped: true, text: '1999+' }
 * @example capFacetCount(1999) // { count: 1999, capped: false, text: '1999' }
 */
export function capFacetCount(count: number): CappedCount {
  const safe = Number.isFinite(count) ? Math.max(0, Math.trunc(count)) : 0
  return safe > facetCountCap
    ? { count: facetCountCap, capped: true, text: `${facetCountCap}+` }
    : { count: safe, capped: false, text: String(safe) }
}

/**
 * How many makes the popular group holds ("Popular makes group: first 20 makes").
 * @default 20
 */
export const popularMakesCount = 20

/**
 * The divider between the popular makes and the full list ("then an 'All Makes' divider").
 * @example allMakesLabel // 'All Makes'
 */
export const allMakesLabel = 'All Makes'

/** The make facet split as the make filter shows it. */
export interface GroupedMakes<T extends FacetItem = FacetItem> {
  /** The makes with the most cars, most first (ties by label). */
  popular: T[]
  /** Shown between the two groups: 'All Makes'. */
  dividerLabel: string
  /** Every make, alphabetically by label. */
  all: T[]
}

/**
 * The make facet as the make filter shows it (spec section 2: "Popular makes group: first 20 makes, then an
 * 'All Makes' divider"): the 20 makes with the most cars, the divider, then every make alphabetically.
 * @default count 20
 * @example groupPopularMakes(makes).popular.length // at most 20
 */
export function groupPopularMakes<T extends FacetItem>(
  items: readonly T[],
  count = popularMakesCount,
): GroupedMakes<T> {
  const byLabel = labelOrder(items)
  const popular = [...items].sort((a, b) => b.count - a.count || byLabel(a, b)).slice(0, Math.max(0, count))
  return { popular, dividerLabel: allMakesLabel, all: [...items].sort(byLabel) }
}

// Case and accents aside, as a shopper reads a list of makes, each label folded once. A sort key rather than an Intl
// collator: the first `localeCompare` of a page loads ICU's collation data, 45–90 ms of main-thread work measured on
// a fresh Chromium page, all of it inside the search page's hydration.
function labelOrder(items: readonly FacetItem[]): (a: FacetItem, b: FacetItem) => number {
  const folded = new Map(items.map((item) => [item.label, foldCaseAndAccents(item.label)]))
  const keyOf = (label: string) => folded.get(label) ?? foldCaseAndAccents(label)
  return (a, b) => {
    const first = keyOf(a.label)
    const second = keyOf(b.label)
    if (first !== second) return first < second ? -1 : 1
    return a.label < b.label ? -1 : a.label > b.label ? 1 : 0
  }
}
