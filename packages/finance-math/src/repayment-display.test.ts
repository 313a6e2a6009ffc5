import { describe, expect, it } from 'vitest'
import { repaymentDisplay } from './repayment-display'

describe("finance calculator repayment 25 or less shows 'Enquire for Finance' instead of a repayment", () => {
  it.each([
    [0, 'weekly', { kind: 'enquire', text: 'Enquire for Finance' }],
    [25, 'monthly', { kind: 'enquire', text: 'Enquire for Finance' }],
    [26, 'weekly', { kind: 'amount', amount: 26, text: '$26 per week' }],
    [294, 'fortnightly', { kind: 'amount', amount: 294, text: '$294 per fortnight' }],
    [1637, 'monthly', { kind: 'amount', amount: 1637, text: '$1,637 per month' }],
  ] as const)('%s %s', (amount, frequency, expected) => {
    expect(repaymentDisplay(amount, frequency)).toEqual(expected)
  })
})
