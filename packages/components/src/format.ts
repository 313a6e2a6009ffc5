import { formatMoney, formatNumber } from '@forecourt/finance-math'

/**
 * Fills `{name}` placeholders of a text template.
 * @example fill('{index} of {count}', { index: 2, count: 5 }) // '2 of 5'
 */
export function fill(template: string, values: Record<string, string | number>): string {
  return template.replace(/\{(\w+)\}/g, (whole, key: string) => (key in values ? String(values[key]) : whole))
}

/** Joins class names, skipping empty ones. */
export function cx(...names: (string | false | null | undefined)[]): string {
  return names.filter(Boolean).join(' ')
}

/**
 * A count with en-AU digit grouping.
 * @example formatCount(1234) // '1,234'
 */
export function formatCount(count: number): string {
  return formatNumber(count)
}

/**
 * Whole Australian dollars ("dollars rounded to whole with commas", spec section 9).
 * @example formatDollars(25000) // '$25,000'
 */
export function formatDollars(amount: number): string {
  return formatMoney(Math.round(amount))
}
