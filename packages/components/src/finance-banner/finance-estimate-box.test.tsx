import { render, screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { expectNoAxeViolations } from '../test-utils/axe'
import { FinanceEstimateBox } from './finance-estimate-box'

const figures = () =>
  Array.from(document.querySelectorAll('dt')).map((term) => [
    term.textContent,
    term.nextElementSibling?.textContent,
  ])

describe('FinanceEstimateBox', () => {
  it('assumed 5-year term, 10% deposit, 30% final payment; monthly = weekly × 4.33', () => {
    render(<FinanceEstimateBox price={40000} rates={{ interestRate: 9, comparisonRate: 9.6 }} />)
    expect(screen.getByRole('heading', { level: 3, name: 'Finance estimate' })).toBeDefined()
    expect(figures()).toEqual([
      ['Weekly', '$135 per week'],
      ['Monthly', '$585 per month'],
    ])
    expect(
      screen.getByText('Based on a 5-year term, a $4,000 deposit (10%) and a $12,000 final payment (30%).'),
    ).toBeDefined()
    expect(screen.getByText('Interest rate 9.00% p.a., comparison rate 9.60% p.a.*')).toBeDefined()
  })

  it('uses the configured rate without showing it when there is no comparison rate', () => {
    render(<FinanceEstimateBox price={30000} />)
    expect(figures()).toEqual([
      ['Weekly', '$105 per week'],
      ['Monthly', '$455 per month'],
    ])
    expect(screen.queryByText(/p\.a\./)).toBeNull()
  })

  it("'Enquire for Finance' when the weekly repayment is 25 or less, monthly too", () => {
    render(<FinanceEstimateBox price={2000} />)
    expect(figures()).toEqual([
      ['Weekly', 'Enquire for Finance'],
      ['Monthly', 'Enquire for Finance'],
    ])
  })

  it("'...' while quotes load, and a link to the calculator when given", () => {
    render(<FinanceEstimateBox price={40000} loading href="#finance-calculator" />)
    expect(figures()).toEqual([
      ['Weekly', '...'],
      ['Monthly', '...'],
    ])
    expect(screen.getByRole('link', { name: 'Calculate your own repayments' }).getAttribute('href')).toBe(
      '#finance-calculator',
    )
  })

  it('has no serious axe violations', async () => {
    const { container } = render(
      <FinanceEstimateBox
        price={40000}
        rates={{ interestRate: 9, comparisonRate: 9.6 }}
        href="#finance-calculator"
      />,
    )
    await expectNoAxeViolations(container)
  })
})
