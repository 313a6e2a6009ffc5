/**
 * "Car type order: new, demo, used" (spec section 2, Search results).
 * @example carTypeOrder // ['new', 'demo', 'used']
 */
export const carTypeOrder = ['new', 'demo', 'used'] as const

function carTypeRank(value: string): number {
  const rank = (carTypeOrder as readonly string[]).indexOf(value.toLowerCase())
  return rank === -1 ? carTypeOrder.length : rank
}

/**
 * Car-type facet items in the spec's order: new, demo, used; any other type after them, in its given order.
 * @example sortCarTypes([{ value: 'used' }, { value: 'new' }, { value: 'demo' }]).map((item) => item.value)
 * // ['new', 'demo', 'used']
 */
export function sortCarTypes<T extends { value: string }>(items: readonly T[]): T[] {
  return items
    .map((item, index) => ({ item, index }))
    .sort((a, b) => carTypeRank(a.item.value) - carTypeRank(b.item.value) || a.index - b.index)
    .map(({ item }) => item)
}

/**
 * Car-type values in the spec's order (the canonical order of the `car_type` refinement).
 * @example sortCarTypeValues(['used', 'new']) // ['new', 'used']
 */
export function sortCarTypeValues(values: readonly string[]): string[] {
  return sortCarTypes(values.map((value) => ({ value }))).map((item) => item.value)
}
