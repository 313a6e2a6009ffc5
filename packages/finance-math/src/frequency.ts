/**
 * How often a repayment falls due. Dealers quote weekly by default; some quote monthly.
 * @default 'weekly'
 */
export type RepaymentFrequency = 'weekly' | 'fortnightly' | 'monthly'

/**
 * Repayments per year for each frequency: weekly 52, fortnightly 26, monthly 12.
 * @example periodsPerYear.fortnightly // 26
 */
export const periodsPerYear: Readonly<Record<RepaymentFrequency, number>> = {
  weekly: 52,
  fortnightly: 26,
  monthly: 12,
}

/**
 * The frequencies in the order the calculator's selector lists them.
 * @example repaymentFrequencies.map((f) => frequencyLabels[f]) // ['Weekly', 'Fortnightly', 'Monthly']
 */
export const repaymentFrequencies: readonly RepaymentFrequency[] = ['weekly', 'fortnightly', 'monthly']

/**
 * The selector's label for each frequency.
 * @example frequencyLabels.monthly // 'Monthly'
 */
export const frequencyLabels: Readonly<Record<RepaymentFrequency, string>> = {
  weekly: 'Weekly',
  fortnightly: 'Fortnightly',
  monthly: 'Monthly',
}

/**
 * The word used after an amount: "$123 per week".
 * @example frequencyUnits.fortnightly // 'fortnight'
 */
export const frequencyUnits: Readonly<Record<RepaymentFrequency, string>> = {
  weekly: 'week',
  fortnightly: 'fortnight',
  monthly: 'month',
}
