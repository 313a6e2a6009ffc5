import { describe, expect, it } from 'vitest'
import { financeEstimate, financeEstimateAssumptions, quoteRequestDefaults } from './finance-estimate'

describe('finance estimate box', () => {
  it('assumed 5-year term, 10% deposit, 30% final payment; monthly repayment = weekly × 4.33', () => {
    expect(financeEstimate({ price: 40000, ratePercent: 9 })).toEqual({
      deposit: 4000,
      finalPayment: 12000,
      termYears: 5,
      weekly: 135,
      monthly: 585,
    })
  })

  it('uses the calculator default interest of 10 when none is configured', () => {
    expect(financeEstimate({ price: 30000 }).weekly).toBe(
      financeEstimate({ price: 30000, ratePercent: 10 }).weekly,
    )
  })

  it('the assumptions are the spec numbers', () => {
    expect(financeEstimateAssumptions).toEqual({
      termYears: 5,
      depositShare: 0.1,
      finalPaymentShare: 0.3,
      weeksPerMonth: 4.33,
    })
  })

  it("quote credit score 'GREAT', loan term 5", () => {
    expect(quoteRequestDefaults).toEqual({ selfAssessedCreditScore: 'GREAT', loanTerm: 5 })
  })
})
