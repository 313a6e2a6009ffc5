/**
 * How a repayment becomes whole dollars. A lender rule may pick `ceil` or `floor`.
 * @default 'round'
 */
export type Rounding = 'round' | 'ceil' | 'floor'

// Amounts are brought to 1e-9 first so binary noise (e.g. 123.00000000001) never tips ceil or floor.
const noise = 1e9

/**
 * Rounds an amount to whole dollars by the given rule.
 * @example roundDollars(123.4, 'ceil') // 124
 */
export function roundDollars(amount: number, rounding: Rounding = 'round'): number {
  const settled = Math.round(amount * noise) / noise
  const whole = Math[rounding](settled)
  return whole === 0 ? 0 : whole
}
