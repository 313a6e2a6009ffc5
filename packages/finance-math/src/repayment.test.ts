import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { repayment, type RepaymentInput } from './repayment'

describe('repayment: standard amortised-loan formula, payments in arrears', () => {
  it.each<[string, RepaymentInput, number]>([
    ['weekly 52: $30,000 at 10% over 5 years', { price: 30000, ratePercent: 10, termYears: 5 }, 147],
    [
      'fortnightly 26: $30,000 at 10% over 5 years',
      { price: 30000, ratePercent: 10, termYears: 5, frequency: 'fortnightly' },
      294,
    ],
    [
      'monthly 12: $30,000 at 10% over 5 years',
      { price: 30000, ratePercent: 10, termYears: 5, frequency: 'monthly' },
      637,
    ],
    [
      'term in years, step 0.5: 1.5 years fortnightly',
      { price: 10000, ratePercent: 15, termYears: 1.5, frequency: 'fortnightly' },
      287,
    ],
    ['default term 6 years on the sidebar variant', { price: 30000, ratePercent: 10, termYears: 6 }, 128],
    [
      'principal = price minus deposit plus establishment fees; residual discounted over the term',
      {
        price: 50000,
        deposit: 5000,
        establishmentFee: 1300,
        residual: 15000,
        ratePercent: 7.5,
        termYears: 7,
      },
      132,
    ],
    [
      'establishment fee 1360.50 for one lender',
      { price: 25000, establishmentFee: 1360.5, ratePercent: 12.94, termYears: 5, frequency: 'monthly' },
      599,
    ],
    ['a zero rate works', { price: 30000, ratePercent: 0, termYears: 5 }, 115],
  ])('%s', (_name, input, expected) => {
    expect(repayment(input)).toBe(expected)
  })

  it.each<[RepaymentInput['rounding'], number]>([
    ['round', 637],
    ['ceil', 638],
    ['floor', 637],
  ])('result rounded (ceiling or floor by rule for one lender): %s', (rounding, expected) => {
    expect(repayment({ price: 30000, ratePercent: 10, termYears: 5, frequency: 'monthly', rounding })).toBe(
      expected,
    )
  })

  it('a deposit that covers the price gives 0, never a negative repayment', () => {
    expect(repayment({ price: 20000, deposit: 25000, ratePercent: 9, termYears: 3 })).toBe(0)
  })

  it.each<[string, RepaymentInput, string]>([
    ['price NaN', { price: Number.NaN, ratePercent: 10, termYears: 5 }, 'price must be a finite number'],
    ['negative rate', { price: 30000, ratePercent: -1, termYears: 5 }, 'ratePercent cannot be negative'],
    ['zero term', { price: 30000, ratePercent: 10, termYears: 0 }, 'termYears must be greater than 0'],
    [
      'infinite residual',
      { price: 30000, ratePercent: 10, termYears: 5, residual: Infinity },
      'residual must be a finite',
    ],
  ])('rejects bad input with a clear message: %s', (_name, input, message) => {
    expect(() => repayment(input)).toThrow(message)
  })
})

const loan = fc.record({
  price: fc.integer({ min: 1000, max: 250_000 }),
  ratePercent: fc.double({ min: 0, max: 20, noNaN: true }),
  termYears: fc.integer({ min: 2, max: 14 }).map((halves) => halves / 2),
  frequency: fc.constantFrom('weekly' as const, 'fortnightly' as const, 'monthly' as const),
  rounding: fc.constantFrom('round' as const, 'ceil' as const, 'floor' as const),
  residualShare: fc.double({ min: 0, max: 1, noNaN: true }),
})

describe('repayment properties', () => {
  it('a higher rate never lowers a repayment', () => {
    fc.assert(
      fc.property(loan, fc.double({ min: 0, max: 10, noNaN: true }), ({ residualShare, ...input }, extra) => {
        const residual = Math.floor(input.price * residualShare)
        const lower = repayment({ ...input, residual })
        const higher = repayment({ ...input, residual, ratePercent: input.ratePercent + extra })
        expect(higher).toBeGreaterThanOrEqual(lower)
      }),
    )
  })

  it('a longer term never raises a repayment', () => {
    fc.assert(
      fc.property(loan, fc.integer({ min: 1, max: 10 }), ({ residualShare, ...input }, extraHalves) => {
        const residual = Math.floor(input.price * residualShare)
        const shorter = repayment({ ...input, residual })
        const longer = repayment({ ...input, residual, termYears: input.termYears + extraHalves / 2 })
        expect(longer).toBeLessThanOrEqual(shorter)
      }),
    )
  })

  it('a larger residual never raises a repayment', () => {
    fc.assert(
      fc.property(
        loan,
        fc.double({ min: 0, max: 1, noNaN: true }),
        ({ residualShare, ...input }, moreShare) => {
          const residual = Math.floor(input.price * residualShare)
          const larger = residual + Math.floor((input.price - residual) * moreShare)
          expect(repayment({ ...input, residual: larger })).toBeLessThanOrEqual(
            repayment({ ...input, residual }),
          )
        },
      ),
    )
  })

  it('always returns whole dollars', () => {
    fc.assert(
      fc.property(loan, ({ residualShare: _ignored, ...input }) => {
        expect(Number.isInteger(repayment(input))).toBe(true)
      }),
    )
  })
})
