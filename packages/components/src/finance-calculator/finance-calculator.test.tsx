import { fixedFeeSchedules } from '@forecourt/finance-math'
import { render, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { renderToString } from 'react-dom/server'
import { describe, expect, it, vi } from 'vitest'
import { expectNoAxeViolations } from '../test-utils/axe'
import { FinanceCalculator, type FinanceCalculatorProps } from './finance-calculator'

const longDisclaimer =
  'Finance is provided by Example Lending Pty Ltd, Australian Credit Licence 123456, to approved applicants only. ' +
  'Fees and charges apply. The estimate assumes a secured consumer loan, excludes government charges and is not a quote or an offer of credit.'

function setup(props: Partial<FinanceCalculatorProps> = {}) {
  const onFirstChange = vi.fn()
  const view = render(<FinanceCalculator onFirstChange={onFirstChange} {...props} />)
  const figure = () => screen.getByRole('status', { name: 'Estimated repayment' }).textContent
  const field = (name: string) => screen.getByRole<HTMLInputElement>('textbox', { name })
  return { onFirstChange, figure, field, ...view }
}

describe('FinanceCalculator', () => {
  it("is one heading, 'Request a Quote' on small screens and otherwise 'Finance Calculator', in section #finance-calculator", () => {
    const { container } = setup()
    const [heading, ...others] = screen.getAllByRole('heading')
    expect(others).toEqual([])
    // base CSS shows only the small-screen text; from 40rem only the other (display: none hides it from assistive tech).
    expect(heading?.querySelector('.fc-finance__heading-small')?.textContent).toBe('Request a Quote')
    expect(heading?.querySelector('.fc-finance__heading-wide')?.textContent).toBe('Finance Calculator')
    expect(container.querySelector('section')?.id).toBe('finance-calculator')
    expect(screen.getByRole('region').getAttribute('aria-labelledby')).toBe(heading?.id)
  })

  it('default amount 30000 without a price: $147 per week at 10% over 5 years', () => {
    const { figure, field } = setup()
    expect(field('Purchase price').value).toBe('30,000')
    expect(screen.getByRole<HTMLSelectElement>('combobox', { name: 'Loan term' }).value).toBe('5')
    expect(field('Interest rate (% p.a.)').value).toBe('10')
    expect(figure()).toBe('$147 per week')
  })

  it("starts from the car's price and the tenant's defaults", () => {
    const { field, figure } = setup({
      price: 42990,
      defaults: { interestPercent: 8.5, termYears: 3, frequency: 'monthly' },
    })
    expect(field('Purchase price').value).toBe('42,990')
    expect(field('Interest rate (% p.a.)').value).toBe('8.5')
    expect(screen.getByRole<HTMLInputElement>('radio', { name: 'Monthly' }).checked).toBe(true)
    expect(figure()).toMatch(/^\$[\d,]+ per month$/)
  })

  describe("clamping: 'Cannot be less than {min} or more than $250,000'", () => {
    it('above the maximum: the message shows, the typed text stays until the shopper moves on, then $250,000', async () => {
      const { field, figure } = setup()
      const amount = field('Purchase price')
      await userEvent.clear(amount)
      await userEvent.type(amount, '300000')
      expect(amount.value).toBe('300000')
      expect(amount.getAttribute('aria-invalid')).toBe('true')
      const message = document.getElementById(amount.getAttribute('aria-describedby') ?? '')
      expect(message?.textContent).toBe('Cannot be less than $1,000 or more than $250,000')
      expect(message?.getAttribute('aria-live')).toBe('polite')
      expect(figure()).toBe('$1,223 per week')
      await userEvent.tab()
      expect(amount.value).toBe('250,000')
    })

    it('below the minimum is raised to it', async () => {
      const { field } = setup()
      const amount = field('Purchase price')
      await userEvent.clear(amount)
      await userEvent.type(amount, '500')
      await userEvent.tab()
      expect(amount.value).toBe('1,000')
      expect(screen.getByText('Cannot be less than $1,000 or more than $250,000')).toBeDefined()
    })

    it('an emptied amount is set to 0 and reads empty, with the message', async () => {
      const { field, figure } = setup()
      await userEvent.clear(field('Purchase price'))
      await userEvent.tab()
      expect(field('Purchase price').value).toBe('')
      expect(screen.getByText('Cannot be less than $1,000 or more than $250,000')).toBeDefined()
      expect(figure()).toBe('Enquire for Finance')
    })

    it('inside the bounds there is no message', async () => {
      const { field } = setup()
      await userEvent.clear(field('Purchase price'))
      await userEvent.type(field('Purchase price'), '45000')
      expect(field('Purchase price').getAttribute('aria-invalid')).toBeNull()
      expect(screen.queryByText(/Cannot be less than/)).toBeNull()
    })

    it('interest is kept inside its range', async () => {
      const { field } = setup()
      const interest = field('Interest rate (% p.a.)')
      expect(document.getElementById(interest.getAttribute('aria-describedby') ?? '')?.textContent).toBe(
        'Between 0.5% and 15%',
      )
      await userEvent.clear(interest)
      await userEvent.type(interest, '22')
      await userEvent.tab()
      expect(interest.value).toBe('15')
    })
  })

  describe('bounds from the preset', () => {
    it("a raised minimum: 'Cannot be less than $5,000 or more than $250,000'", async () => {
      const { field } = setup({ preset: { loanMinimum: 'raised' } })
      await userEvent.clear(field('Purchase price'))
      await userEvent.type(field('Purchase price'), '2000')
      expect(screen.getByText('Cannot be less than $5,000 or more than $250,000')).toBeDefined()
      expect(screen.queryByRole('button', { name: '$5,000' })).not.toBeNull()
    })

    it('a short term range offers 1 to 5 years in half years; custom year options replace it', () => {
      const { unmount } = setup({ preset: { termRange: 'short' } })
      const options = within(screen.getByRole('combobox', { name: 'Loan term' })).getAllByRole('option')
      expect(options.map((option) => option.textContent)).toEqual([
        '1 year',
        '1.5 years',
        '2 years',
        '2.5 years',
        '3 years',
        '3.5 years',
        '4 years',
        '4.5 years',
        '5 years',
      ])
      unmount()
      setup({ preset: { termOptions: [2, 4, 6] }, defaults: { termYears: 5 } })
      const select = screen.getByRole<HTMLSelectElement>('combobox', { name: 'Loan term' })
      expect(
        within(select)
          .getAllByRole('option')
          .map((option) => option.textContent),
      ).toEqual(['2 years', '4 years', '6 years'])
      expect(select.value).toBe('4')
    })

    it("a narrow interest range: 'Between 7.5% and 14.5%', and the default rate brought inside it", () => {
      const { field } = setup({ preset: { interestRange: 'narrow' }, defaults: { interestPercent: 5 } })
      expect(screen.getByText('Between 7.5% and 14.5%')).toBeDefined()
      expect(field('Interest rate (% p.a.)').value).toBe('7.5')
    })

    it('hides interest and residual, or the frequency selector, when the preset says so', () => {
      setup({
        preset: { hideInterestAndResidual: true, hideFrequency: true },
        defaults: { frequency: 'monthly' },
      })
      expect(screen.queryByRole('textbox', { name: 'Interest rate (% p.a.)' })).toBeNull()
      expect(screen.queryByRole('textbox', { name: 'Balloon / residual (optional)' })).toBeNull()
      expect(screen.queryByRole('group', { name: 'Repayment frequency' })).toBeNull()
      expect(screen.getByRole('status', { name: 'Estimated repayment' }).textContent).toBe('$637 per month')
    })
  })

  it("'Enquire for Finance' when the repayment is 25 or less", async () => {
    const { field, figure } = setup()
    await userEvent.clear(field('Purchase price'))
    await userEvent.type(field('Purchase price'), '5200')
    expect(figure()).toBe('Enquire for Finance')
    await userEvent.clear(field('Purchase price'))
    await userEvent.type(field('Purchase price'), '5300')
    expect(figure()).toBe('$26 per week')
  })

  it('frequency switch: Weekly, Fortnightly, Monthly', async () => {
    const { figure } = setup()
    const group = screen.getByRole('group', { name: 'Repayment frequency' })
    expect(
      within(group)
        .getAllByRole('radio')
        .map((radio) => radio.getAttribute('value')),
    ).toEqual(['weekly', 'fortnightly', 'monthly'])
    await userEvent.click(screen.getByRole('radio', { name: 'Fortnightly' }))
    expect(figure()).toBe('$294 per fortnight')
    await userEvent.click(screen.getByRole('radio', { name: 'Monthly' }))
    expect(figure()).toBe('$637 per month')
  })

  it('deposit, term and residual change the repayment', async () => {
    const { field, figure } = setup()
    await userEvent.type(field('Deposit / trade-in (optional)'), '{Backspace}5000')
    expect(figure()).toBe('$122 per week')
    await userEvent.clear(field('Deposit / trade-in (optional)'))
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Loan term' }), '3')
    expect(figure()).toBe('$223 per week')
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Loan term' }), '5')
    await userEvent.type(field('Balloon / residual (optional)'), '{Backspace}10000')
    expect(figure()).toBe('$117 per week')
  })

  it('onFirstChange fires exactly once, on the first change of any input (analytics event 26)', async () => {
    const { onFirstChange, field } = setup()
    expect(onFirstChange).not.toHaveBeenCalled()
    await userEvent.click(screen.getByRole('radio', { name: 'Monthly' }))
    expect(onFirstChange).toHaveBeenCalledTimes(1)
    await userEvent.type(field('Purchase price'), '1')
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Loan term' }), '3')
    await userEvent.click(screen.getByRole('button', { name: '$20,000' }))
    expect(onFirstChange).toHaveBeenCalledTimes(1)
  })

  it('the details panel toggles the short (197 characters) and the full disclaimer', async () => {
    setup({ disclaimer: longDisclaimer })
    const toggle = screen.getByRole('button', { name: 'Read full disclaimer' })
    const panel = document.getElementById(toggle.getAttribute('aria-controls') ?? '')
    expect(toggle.getAttribute('aria-expanded')).toBe('false')
    expect(panel?.textContent).toBe(`${longDisclaimer.slice(0, 197).trimEnd()}...`)
    await userEvent.click(toggle)
    expect(toggle.getAttribute('aria-expanded')).toBe('true')
    expect(toggle.textContent).toBe('Show less')
    expect(panel?.textContent).toBe(longDisclaimer)
    await userEvent.click(toggle)
    expect(panel?.textContent).toHaveLength(200)
  })

  it('a short disclaimer shows whole, without a toggle', () => {
    setup({ disclaimer: 'Approved applicants only.' })
    expect(screen.getByText('Approved applicants only.')).toBeDefined()
    expect(screen.queryByRole('button', { name: 'Read full disclaimer' })).toBeNull()
  })

  it("'...' placeholders for the figures while quotes load", () => {
    setup({ loading: true, lender: { interestRate: 8.99, comparisonRate: 9.45 } })
    expect(screen.getByRole('status', { name: 'Estimated repayment' }).textContent).toBe('...')
    expect(screen.getByText('Interest rate ..., comparison rate ...*')).toBeDefined()
  })

  describe('rates only as a pair with the comparison rate (Australian credit law)', () => {
    it("shows the lender's pair and starts from its interest rate", () => {
      const { field, figure } = setup({ lender: { interestRate: 8.99, comparisonRate: 9.45 } })
      expect(screen.getByText('Interest rate 8.99% p.a., comparison rate 9.45% p.a.*')).toBeDefined()
      expect(field('Interest rate (% p.a.)').value).toBe('8.99')
      expect(figure()).toBe('$143 per week')
    })

    it('shows no lender rate without its comparison rate', () => {
      setup({ lender: { interestRate: 8.99, comparisonRate: null } })
      expect(screen.queryByText(/comparison rate/)).toBeNull()
    })

    it('without a disclaimer, builds one from the pair', () => {
      setup({ lender: { interestRate: 8.99, comparisonRate: 9.45 } })
      expect(screen.getByText(/^8\.99% p\.a\. interest rate, 9\.45% p\.a\. comparison rate\*/)).toBeDefined()
    })
  })

  it('renders on the server and hydrates without a mismatch', () => {
    const ui = (
      <FinanceCalculator
        price={42990}
        disclaimer={longDisclaimer}
        lender={{ interestRate: 8.99, comparisonRate: 9.45 }}
      />
    )
    const container = document.createElement('div')
    container.innerHTML = renderToString(ui)
    document.body.append(container)
    const log = vi.spyOn(console, 'error').mockImplementation(() => undefined)
    render(ui, { container, hydrate: true })
    expect(log).not.toHaveBeenCalled()
    log.mockRestore()
  })

  it('"One dealer shows fixed fees: Establishment $395, Vehicle Security Registration $6, Monthly Account Administration $8, Dealer Agency $912.25"', () => {
    setup({ fixedFees: fixedFeeSchedules['dealer-fixed'] })
    const fees = screen
      .getAllByRole('term')
      .map((term) => [term.textContent, term.nextElementSibling?.textContent])
    expect(fees).toEqual([
      ['Establishment', '$395'],
      ['Vehicle Security Registration', '$6'],
      ['Monthly Account Administration', '$8'],
      ['Dealer Agency', '$912.25'],
    ])
  })

  it('no fees are listed without a schedule', () => {
    setup({})
    expect(screen.queryByText('Fees')).toBeNull()
  })

  it('premium quick picks ($300,000 to $800,000) show where the calculator takes them', () => {
    setup({ quickPicks: 'premium', preset: { loanMaximum: 'premium' } })
    const picks = within(screen.getByRole('group', { name: /quick picks/ })).getAllByRole('button')
    expect(picks.map((pick) => pick.textContent)).toEqual([
      '$300,000',
      '$400,000',
      '$500,000',
      '$600,000',
      '$700,000',
      '$800,000',
    ])
  })

  it('has no serious axe violations', async () => {
    const { container } = setup({
      disclaimer: longDisclaimer,
      lender: { interestRate: 8.99, comparisonRate: 9.45 },
      fixedFees: fixedFeeSchedules['dealer-fixed'],
    })
    await expectNoAxeViolations(container)
  })
})
