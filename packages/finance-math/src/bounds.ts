/**
 * The range an input accepts and the step its slider moves by.
 * @example const interest: Bounds = { min: 0.5, max: 15, step: 0.5 }
 */
export interface Bounds {
  min: number
  max: number
  step: number
}

/**
 * Brings a value inside its bounds. Anything that is not a number lands on the minimum.
 * @example clamp(300000, { min: 1000, max: 250000, step: 500 }) // 250000
 */
export function clamp(value: number, bounds: Bounds): number {
  if (Number.isNaN(value)) return bounds.min
  return Math.min(bounds.max, Math.max(bounds.min, value))
}

/**
 * Snaps a value to the nearest of a list of allowed options (a custom list of term years, say).
 * Ties go to the smaller option.
 * @example nearestOption(4.2, [1, 3, 5, 7]) // 5
 */
export function nearestOption(value: number, options: readonly number[]): number {
  const [first, ...rest] = options
  if (first === undefined) throw new RangeError('nearestOption needs at least one option')
  return rest.reduce(
    (best, option) => (Math.abs(option - value) < Math.abs(best - value) ? option : best),
    first,
  )
}
