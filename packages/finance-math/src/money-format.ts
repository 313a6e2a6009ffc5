import { formatNumber } from './number-format'

/**
 * Formats dollars the Australian way: `$` prefix and thousands separators, whole dollars unless cents are asked for.
 * @example formatMoney(30000) // '$30,000'
 * @example formatMoney(912.25, { cents: true }) // '$912.25'
 */
export function formatMoney(amount: number, options: { cents?: boolean } = {}): string {
  const digits = options.cents ? 2 : 0
  const text = formatNumber(amount, { minimumFractionDigits: digits, maximumFractionDigits: digits })
  return text.startsWith('-') ? `-$${text.slice(1)}` : `$${text}`
}

/**
 * The suffix of kilometre inputs and figures.
 * @example `45,000${kilometreSuffix}` // '45,000 kms'
 */
export const kilometreSuffix = ' kms'

/**
 * Formats kilometres with thousands separators and the ` kms` suffix.
 * @example formatKilometres(45000) // '45,000 kms'
 */
export function formatKilometres(kilometres: number): string {
  return `${formatNumber(kilometres, { maximumFractionDigits: 0 })}${kilometreSuffix}`
}

/**
 * Reads a number back from what a money, kilometre or read-only calculator input shows: strips the currency
 * sign, thousands separators, spaces and the kms suffix. Returns null when nothing numeric is left.
 * @example parseNumberInput('$30,000') // 30000
 * @example parseNumberInput('1,250 kms') // 1250
 * @example parseNumberInput('abc') // null
 */
export function parseNumberInput(text: string): number | null {
  const cleaned = text.replace(/kms?\b/gi, '').replace(/[$,\s]/g, '')
  if (!/^-?(\d+\.?\d*|\.\d+)$/.test(cleaned)) return null
  return Number(cleaned)
}

/**
 * Money quick-pick sets: $5,000 to $70,000 by default, $300,000 to $800,000 for a premium brand's preset.
 * @default 'standard'
 */
export type QuickPickSetName = 'standard' | 'premium'

/**
 * The amounts offered as one-tap choices beside a money input.
 * @example moneyQuickPicks.standard[0] // 5000
 */
export const moneyQuickPicks: Readonly<Record<QuickPickSetName, readonly number[]>> = {
  standard: [5000, 10_000, 15_000, 20_000, 30_000, 40_000, 50_000, 60_000, 70_000],
  premium: [300_000, 400_000, 500_000, 600_000, 700_000, 800_000],
}

/**
 * One-tap choices beside the kilometres-per-week input of the fuel cost calculator (its default is 250).
 * @example kilometreQuickPicks.includes(250) // true
 */
export const kilometreQuickPicks: readonly number[] = [100, 250, 500, 750, 1000]
