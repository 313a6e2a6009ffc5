import { render, screen, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { expectNoAxeViolations } from '../test-utils/axe'
import { PaymentLogos } from './payment-logos'

describe('PaymentLogos', () => {
  it('shows the five payment marks in the spec order, each with an accessible name', () => {
    render(<PaymentLogos />)
    const list = screen.getByRole('list', { name: 'Accepted payment methods' })
    expect(
      within(list)
        .getAllByRole('img')
        .map((img) => img.getAttribute('aria-label')),
    ).toEqual(['Mastercard', 'Visa', 'Maestro', 'Google Pay', 'Apple Pay'])
  })

  it('shows only the chosen methods', () => {
    render(<PaymentLogos methods={['visa', 'apple-pay']} label="We accept" />)
    expect(screen.getByRole('list', { name: 'We accept' })).toBeDefined()
    expect(screen.getAllByRole('img')).toHaveLength(2)
    expect(screen.getByRole('img', { name: 'Apple Pay' })).toBeDefined()
  })

  it('has no serious axe violations', async () => {
    const { container } = render(<PaymentLogos />)
    await expectNoAxeViolations(container)
  })
})
