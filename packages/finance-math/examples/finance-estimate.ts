import {
  calculatorBounds,
  calculatorDefaults,
  checkLoanAmount,
  financeDisplay,
  ratePair,
  repayment,
  repaymentDisplay,
  type FinanceLenderData,
} from '@forecourt/finance-math'

/** The car as the estimate reads it. */
interface EstimateCar {
  price: number
  year: number
  make: string
  available: boolean
}

/**
 * A car's weekly finance estimate and its rates, or null where the provider's rule (here 'A') hides finance figures.
 * @example financeEstimate(car, { interestRate: 8.99, comparisonRate: 9.45, paymentWeek: 121 }, new Date())
 */
export function financeEstimate(car: EstimateCar, lender: FinanceLenderData, now: Date) {
  if (!financeDisplay({ ...car, lender }, { rule: 'A', now }).show) return null
  const bounds = calculatorBounds({ loanMinimum: 'raised', interestRange: 'narrow' }, car)
  const start = calculatorDefaults({ price: car.price, bounds, interestPercent: lender.interestRate })

  const amount = checkLoanAmount(start.loanAmount, bounds.loanAmount) // { value: 42990, message: null }
  const weekly = repayment({
    price: amount.value,
    ratePercent: start.ratePercent,
    termYears: start.termYears,
  })
  return {
    repayment: repaymentDisplay(weekly).text, // '$205 per week'
    rates: ratePair(lender), // { interestText: '8.99% p.a.', comparisonText: '9.45% p.a.', … }: never one alone
  }
}
