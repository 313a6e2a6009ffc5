import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { financeEstimate } from '../examples/finance-estimate.js'

const read = (path: string) => readFileSync(new URL(path, import.meta.url), 'utf8')
const now = new Date('2026-11-01T00:00:00+10:00')
const car = { price: 42990, year: 2022, make: 'Toyota', available: true }
const lender = { interestRate: 8.99, comparisonRate: 9.45, paymentWeek: 121 }

describe("the README's finance estimate (examples/finance-estimate.ts)", () => {
  it('prints what its comments say', () => {
    expect(financeEstimate(car, lender, now)).toMatchObject({
      repayment: '$205 per week',
      rates: { interestText: '8.99% p.a.', comparisonText: '9.45% p.a.' },
    })
  })

  it("shows nothing where provider A's rule hides finance: a car older than 12 years", () => {
    expect(financeEstimate({ ...car, year: 2013 }, lender, now)).toBeNull()
  })

  it('no figures when the lender gives no interest rate ("interest and comparison rates are not null")', () => {
    expect(financeEstimate(car, { ...lender, interestRate: null }, now)).toBeNull()
  })

  it('is the code the README shows, word for word', () => {
    expect(read('../README.md')).toContain(`\`\`\`ts\n${read('../examples/finance-estimate.ts')}\`\`\``)
  })
})
