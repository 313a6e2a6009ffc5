import { enquireForFinanceText, enquireForFinanceThreshold } from './finance-display'
import { frequencyUnits, type RepaymentFrequency } from './frequency'
import { formatMoney } from './money-format'

/** What the page shows for a repayment: an amount per period, or the enquire text when it is too small. */
export type RepaymentDisplay =
  { kind: 'amount'; amount: number; text: string } | { kind: 'enquire'; text: typeof enquireForFinanceText }

/**
 * Turns a repayment into its display: 25 or less shows 'Enquire for Finance', otherwise '$147 per week'.
 * @example repaymentDisplay(147, 'weekly') // { kind: 'amount', amount: 147, text: '$147 per week' }
 * @example repaymentDisplay(25, 'monthly') // { kind: 'enquire', text: 'Enquire for Finance' }
 */
export function repaymentDisplay(amount: number, frequency: RepaymentFrequency = 'weekly'): RepaymentDisplay {
  if (!(amount > enquireForFinanceThreshold)) return { kind: 'enquire', text: enquireForFinanceText }
  return { kind: 'amount', amount, text: `${formatMoney(amount)} per ${frequencyUnits[frequency]}` }
}
