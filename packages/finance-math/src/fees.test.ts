import { describe, expect, it } from 'vitest'
import { establishmentFees, fixedFeeSchedules } from './fees'

describe('establishment fees', () => {
  it.each([
    ['establishment fee 1300 for one provider in one group', 'provider', 1300],
    ['1360.50 for one lender', 'lender', 1360.5],
    ['otherwise 0', 'none', 0],
  ] as const)('%s', (_name, name, amount) => {
    expect(establishmentFees[name]).toBe(amount)
  })
})

describe('one dealer shows fixed fees', () => {
  it('Establishment $395, Vehicle Security Registration $6, Monthly Account Administration $8, Dealer Agency $912.25', () => {
    expect(fixedFeeSchedules['dealer-fixed']).toEqual([
      { label: 'Establishment', amount: 395 },
      { label: 'Vehicle Security Registration', amount: 6 },
      { label: 'Monthly Account Administration', amount: 8 },
      { label: 'Dealer Agency', amount: 912.25 },
    ])
    expect(fixedFeeSchedules.none).toEqual([])
  })
})
