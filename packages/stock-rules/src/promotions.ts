import { toEpochMs, type Instant } from './time.js'
import type { PromoNode } from './types/content.js'
import { isMissing } from './missing.js'

/** Tenant options of promo cards in search results. */
export interface PromoPlacementOptions {
  /**
   * A promo card after every N results; none when null.
   * @default null
   */
  every?: number | null | undefined
  /**
   * Fixed positions, each "after this many results" (e.g. 5 and 10); used instead of `every`.
   * @default []
   */
  positions?: readonly number[] | undefined
  /**
   * The dealer flag that shows promo cards whatever the filter.
   * @default false
   */
  alwaysShowPromos?: boolean | undefined
}

/**
 * Whether promo cards show (spec section 9): only when the car-type filter is used-only, or by a
 * dealer flag.
 * @example shouldShowPromos(['used']) // true
 */
export function shouldShowPromos(
  carTypeFilter: readonly string[],
  options: PromoPlacementOptions = {},
): boolean {
  if (options.alwaysShowPromos === true) return true
  return carTypeFilter.length > 0 && carTypeFilter.every((carType) => carType === 'used')
}

/**
 * Positions ("after this many results") where promo cards go for a page of results: the configured
 * positions, else every N results. Reading: a slot needs that many results before it, so a short page
 * gets fewer cards.
 * @example promoSlots(21, { every: 6 }) // [6, 12, 18]
 */
export function promoSlots(resultCount: number, options: PromoPlacementOptions = {}): number[] {
  const positions = options.positions ?? []
  if (positions.length > 0) {
    return [...new Set(positions)].filter((slot) => slot > 0 && slot <= resultCount).sort((a, b) => a - b)
  }
  const every = options.every ?? 0
  if (!(every > 0)) return []
  return Array.from({ length: Math.floor(resultCount / every) }, (_, index) => (index + 1) * every)
}

/** A search-results grid entry: a car or a promo card. */
export type ResultEntry<TCar, TNode> = { kind: 'car'; car: TCar } | { kind: 'promo'; promo: PromoNode<TNode> }

/**
 * Results with promo cards inserted: each promo in order takes the next slot, or its own `position`
 * when it has one; promos without a slot are left out, none is repeated.
 * @example placePromos(['a', 'b'], [promo], { positions: [1] }) // car a, promo, car b
 */
export function placePromos<TCar, TNode>(
  cars: readonly TCar[],
  promos: readonly PromoNode<TNode>[],
  options: PromoPlacementOptions = {},
): ResultEntry<TCar, TNode>[] {
  const freeSlots = promoSlots(cars.length, options)
  const placed = new Map<number, PromoNode<TNode>[]>()
  for (const promo of promos) {
    const own = promo.position
    const slot = !isMissing(own) && own > 0 && own <= cars.length ? own : freeSlots.shift()
    if (slot === undefined) continue
    placed.set(slot, [...(placed.get(slot) ?? []), promo])
  }
  const entries: ResultEntry<TCar, TNode>[] = []
  cars.forEach((car, index) => {
    entries.push({ kind: 'car', car })
    for (const promo of placed.get(index + 1) ?? []) entries.push({ kind: 'promo', promo })
  })
  return entries
}

/**
 * Whether a promo node is live at `now`: `display: false` hides it; a `start` in the future or an
 * `expiry` in the past hides it. Reading: `strictDisplay` promos also need both dates, so an undated
 * strict promo never shows.
 * @example isPromoNodeLive({ node: 'x', expiry: '2025-01-01T00:00:00Z' }, '2025-06-01T00:00:00Z') // false
 */
export function isPromoNodeLive(promo: PromoNode, now: Instant): boolean {
  if (promo.display === false) return false
  if (promo.strictDisplay === true && (!promo.start || !promo.expiry)) return false
  const at = toEpochMs(now)
  if (promo.start && toEpochMs(promo.start) > at) return false
  if (promo.expiry && toEpochMs(promo.expiry) <= at) return false
  return true
}

/** End of the end-of-financial-year promotions (spec section 9). */
export const eofyPromoExpiry = '2025-06-15T16:00:00+10:00'

/**
 * Whether end-of-financial-year promos still show: until 2025-06-15 16:00 (+10:00), exclusive.
 * @default expiry '2025-06-15T16:00:00+10:00'
 * @example isEofyPromoActive('2025-06-15T05:59:59Z') // true
 */
export function isEofyPromoActive(now: Instant, expiry: Instant = eofyPromoExpiry): boolean {
  return toEpochMs(now) < toEpochMs(expiry)
}
