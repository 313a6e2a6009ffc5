import { fireEvent, render, screen } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
import { expectNoAxeViolations } from '../test-utils/axe'
import { FinanceSlider } from './finance-slider'

const slider = () => screen.getByRole<HTMLInputElement>('slider', { name: /Loan amount/ })

describe('FinanceSlider', () => {
  it.each<[string, { price: number | null; loanMaximum: 'sidebar' | 'sidebar-stretch' }, string, string]>([
    ['"max 100000 on the sidebar slider"', { price: 42990, loanMaximum: 'sidebar' }, '42990', '100000'],
    [
      'a price above the sidebar maximum starts at the maximum',
      { price: 150000, loanMaximum: 'sidebar' },
      '100000',
      '100000',
    ],
    [
      '"1.05 times price when price exceeds 100000 for some dealers"',
      { price: 120000, loanMaximum: 'sidebar-stretch' },
      '120000',
      '126000',
    ],
    [
      'without a price the amount starts at 30000',
      { price: null, loanMaximum: 'sidebar' },
      '30000',
      '100000',
    ],
  ])('%s', (_rule, { price, loanMaximum }, value, max) => {
    render(<FinanceSlider price={price} preset={{ loanMaximum }} />)
    expect([slider().value, slider().max, slider().min, slider().step]).toEqual([value, max, '1000', '500'])
  })

  it('"term default 6 years" on the sidebar, and the repayment follows the slider', () => {
    const onFirstChange = vi.fn()
    render(<FinanceSlider price={30000} interestPercent={10} onFirstChange={onFirstChange} />)
    expect(screen.getByText('over 6 years at 10% p.a.')).toBeDefined()
    const before = screen.getByRole('status').textContent
    fireEvent.change(slider(), { target: { value: '60000' } })
    fireEvent.change(slider(), { target: { value: '61000' } })
    expect(slider().getAttribute('aria-valuetext')).toBe('$61,000')
    expect(screen.getByRole('status').textContent).not.toBe(before)
    expect(screen.getByRole('status').textContent).toMatch(/^\$\d+ per week$/)
    expect(onFirstChange).toHaveBeenCalledTimes(1)
  })

  it('a configured term and frequency, and the link to the full calculator', () => {
    render(<FinanceSlider price={30000} termYears={4} frequency="monthly" calculatorHref="#calc" />)
    expect(screen.getByText(/over 4 years/)).toBeDefined()
    expect(screen.getByRole('status').textContent).toMatch(/per month$/)
    expect(screen.getByRole('link', { name: 'Change deposit, term and rate' }).getAttribute('href')).toBe(
      '#calc',
    )
  })

  it('has no serious axe violations', async () => {
    const { container } = render(<FinanceSlider price={42990} />)
    await expectNoAxeViolations(container)
  })
})
