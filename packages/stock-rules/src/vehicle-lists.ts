import type { SpecValue } from './types/shared.js'
import { isMissing } from './missing.js'

/** How many entries the vehicle page lists show before Show More (spec section 9, "Vehicle page"). */
export const vehicleListLimits = {
  keyInformation: 4,
  specifications: 4,
  features: 8,
} as const

/** A labelled specification row. */
export interface SpecRow {
  label: string
  value: SpecValue | undefined
}

/**
 * Whether a spec value is shown (spec section 5): empty, null or 'null' values are hidden.
 * Reading: whitespace-only counts as empty and 'null' matches in any letter case.
 * @example isSpecValueShown('null') // false
 */
export function isSpecValueShown(value: SpecValue | undefined): boolean {
  if (isMissing(value)) return false
  const text = String(value).trim()
  return text !== '' && text.toLowerCase() !== 'null'
}

/**
 * Spec rows without the hidden ones, in their order.
 * @example visibleSpecRows([{ label: 'Doors', value: 4 }, { label: 'Seats', value: null }]) // [{ label: 'Doors', value: 4 }]
 */
export function visibleSpecRows<T extends SpecRow>(rows: readonly T[]): T[] {
  return rows.filter((row) => isSpecValueShown(row.value))
}

/** A list cut to its first entries, with what the toggle needs. */
export interface CollapsedList<T> {
  items: T[]
  /** Entries not shown. */
  hiddenCount: number
  /** Whether a Show More / Show Less toggle is needed at all. */
  hasToggle: boolean
}

/**
 * A list shown with its first `limit` entries until expanded: key information and specifications 4,
 * features 8 (see {@link vehicleListLimits}).
 * @example collapseList(['a', 'b', 'c', 'd', 'e'], 4, false) // { items: ['a','b','c','d'], hiddenCount: 1, hasToggle: true }
 */
export function collapseList<T>(items: readonly T[], limit: number, expanded: boolean): CollapsedList<T> {
  const hasToggle = items.length > limit
  const shown = expanded || !hasToggle ? [...items] : items.slice(0, limit)
  return { items: shown, hiddenCount: items.length - shown.length, hasToggle }
}
