import { describe, expect, it } from 'vitest'
import { frequencyLabels, periodsPerYear, repaymentFrequencies } from './frequency'

describe('frequency', () => {
  it('weekly 52, fortnightly 26, monthly 12', () => {
    expect(periodsPerYear).toEqual({ weekly: 52, fortnightly: 26, monthly: 12 })
  })

  it('repayment frequency Weekly/Fortnightly/Monthly', () => {
    expect(repaymentFrequencies.map((frequency) => frequencyLabels[frequency])).toEqual([
      'Weekly',
      'Fortnightly',
      'Monthly',
    ])
  })
})
