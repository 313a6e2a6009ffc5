import { describe, expect, it } from 'vitest'
import { comparisonRateRangeText, financeDisclaimer, financeFootnotes, financeText } from './finance-text'

describe('finance text', () => {
  it.each([
    ['per-week price, default term 5 years', { repayment: 147 }, '$147 per week^ over 5 years'],
    [
      'another frequency and term',
      { repayment: 1637, frequency: 'monthly', termYears: 1 },
      '$1,637 per month^ over 1 year',
    ],
    [
      'one layout states $0 final payment with deposit and term years (balloon default 0)',
      { repayment: 147, layout: 'with-final-payment' },
      '$147 per week^ with $0 deposit over 5 years, $0 final payment',
    ],
    [
      'the final-payment layout with a deposit and balloon',
      { repayment: 98, deposit: 3000, balloon: 9000, termYears: 4, layout: 'with-final-payment' },
      '$98 per week^ with $3,000 deposit over 4 years, $9,000 final payment',
    ],
  ] as const)('%s', (_name, input, expected) => {
    expect(financeText(input)).toBe(expected)
  })

  it('footnote symbols ^, * and # link comparison rate terms', () => {
    expect(Object.values(financeFootnotes)).toEqual(['^', '*', '#'])
  })
})

describe('comparison rate range 8.38% to 19.42% for one provider', () => {
  it('reads as a range with its footnote', () => {
    expect(comparisonRateRangeText({ min: 8.38, max: 19.42 })).toBe(
      'Comparison rates from 8.38% p.a. to 19.42% p.a.*',
    )
  })

  it('rejects a range upside down', () => {
    expect(() => comparisonRateRangeText({ min: 19.42, max: 8.38 })).toThrow('Not a comparison-rate range')
  })
})

describe('used-car disclaimer for one tenant', () => {
  it('12.94% interest rate, comparison rate on a 5-year secured $30,000 loan, approved applicants only', () => {
    expect(financeDisclaimer({ interestRate: 12.94, comparisonRate: 13.9, carType: 'used' })).toBe(
      '12.94% p.a. interest rate, 13.90% p.a. comparison rate* on used car finance. ' +
        '*Comparison rate based on a secured loan of $30,000 over 5 years. WARNING: This comparison rate is true only ' +
        'for the example given and may not include all fees and charges. Different terms, fees or other loan amounts ' +
        'might result in a different comparison rate. Approved applicants only. Fees and charges apply.',
    )
  })

  it('without a comparison rate there is no disclaimer to show, so no rate is advertised alone', () => {
    expect(financeDisclaimer({ interestRate: 12.94, comparisonRate: Number.NaN })).toBeNull()
  })
})
