import { describe, expect, it } from 'vitest'
import { comparisonRateWarning, ratePair } from './rates'

describe('an interest rate is never shown without its comparison rate', () => {
  it('both present gives both texts', () => {
    expect(ratePair({ interestRate: 8.99, comparisonRate: 9.45 })).toEqual({
      interestRate: 8.99,
      comparisonRate: 9.45,
      interestText: '8.99% p.a.',
      comparisonText: '9.45% p.a.',
    })
  })

  it('used-car disclaimer for one tenant: 12.94% interest rate', () => {
    expect(ratePair({ interestRate: 12.94, comparisonRate: 13.9 })?.interestText).toBe('12.94% p.a.')
  })

  it.each([
    ['comparison rate missing', { interestRate: 8.99 }],
    ['interest rate missing', { comparisonRate: 9.45 }],
    ['comparison rate null', { interestRate: 8.99, comparisonRate: null }],
    ['interest rate not a number', { interestRate: Number.NaN, comparisonRate: 9.45 }],
    ['negative rate', { interestRate: -1, comparisonRate: 9.45 }],
  ])('%s gives neither', (_name, rates) => {
    expect(ratePair(rates)).toBeNull()
  })
})

describe('comparison rate warning', () => {
  it('comparison rate on a 5-year secured $30,000 loan by default', () => {
    expect(comparisonRateWarning()).toMatch(
      /^Comparison rate based on a secured loan of \$30,000 over 5 years\. WARNING:/,
    )
  })

  it('names another example loan', () => {
    expect(comparisonRateWarning({ amount: 150000, termYears: 3, secured: false })).toContain(
      'an unsecured loan of $150,000 over 3 years',
    )
  })
})
