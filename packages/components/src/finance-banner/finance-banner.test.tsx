import { render, screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { expectNoAxeViolations } from '../test-utils/axe'
import { FinanceAvailableBanner } from './finance-banner'

describe('FinanceAvailableBanner', () => {
  it("'Finance Available' with the weekly figure and a link to #finance-calculator", () => {
    render(<FinanceAvailableBanner weekly={147} />)
    expect(screen.getByRole('region', { name: 'Finance Available' })).toBeDefined()
    expect(screen.getByText('From $147 per week')).toBeDefined()
    expect(screen.getByRole('link', { name: 'Calculate your repayments' }).getAttribute('href')).toBe(
      '#finance-calculator',
    )
  })

  it("'Enquire for Finance' when the weekly repayment is 25 or less", () => {
    render(<FinanceAvailableBanner weekly={25} />)
    expect(screen.getByText('Enquire for Finance')).toBeDefined()
    expect(screen.queryByText(/per week/)).toBeNull()
  })

  it('shows rates only as a pair with the comparison rate', () => {
    const { rerender } = render(
      <FinanceAvailableBanner weekly={147} rates={{ interestRate: 8.99, comparisonRate: 9.45 }} />,
    )
    expect(screen.getByText('Interest rate 8.99% p.a., comparison rate 9.45% p.a.*')).toBeDefined()
    rerender(<FinanceAvailableBanner weekly={147} rates={{ interestRate: 8.99 }} />)
    expect(screen.queryByText(/8\.99/)).toBeNull()
  })

  it("'...' while quotes load", () => {
    render(
      <FinanceAvailableBanner weekly={147} loading rates={{ interestRate: 8.99, comparisonRate: 9.45 }} />,
    )
    expect(screen.getByText('...')).toBeDefined()
    expect(screen.queryByText(/8\.99/)).toBeNull()
    expect(screen.getByRole('region').getAttribute('aria-busy')).toBe('true')
  })

  it('without a figure, shows the title and the link only', () => {
    render(<FinanceAvailableBanner />)
    expect(screen.getByRole('region').textContent).toBe('Finance AvailableCalculate your repayments')
  })

  it('has no serious axe violations', async () => {
    const { container } = render(
      <FinanceAvailableBanner weekly={147} rates={{ interestRate: 8.99, comparisonRate: 9.45 }} />,
    )
    await expectNoAxeViolations(container)
  })
})
