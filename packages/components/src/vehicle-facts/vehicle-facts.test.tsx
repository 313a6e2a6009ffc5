import { regoExpiryText } from '@forecourt/stock-rules'
import { render, screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { expectNoAxeViolations } from '../test-utils/axe'
import { VehicleFacts } from './vehicle-facts'

const today = '2025-06-01T00:00:00Z'

describe('VehicleFacts', () => {
  it('"future date shows \'Expires on {date}\'"', () => {
    const regoExpiry = regoExpiryText({ make: 'Toyota', rego_expiry: '2026-03-01' }, today)
    render(<VehicleFacts regoExpiry={regoExpiry} />)
    expect(screen.getByRole('term').textContent).toBe('Rego')
    expect(screen.getByRole('definition').textContent).toBe('Expires on 01/03/2026')
  })

  it('"past date shows Unregistered for some brands, otherwise nothing"', () => {
    const unregistered = regoExpiryText({ make: 'Kia', rego_expiry: '2024-03-01' }, today, {
      unregisteredBrands: ['Kia'],
    })
    const { unmount } = render(<VehicleFacts regoExpiry={unregistered} />)
    expect(screen.getByRole('definition').textContent).toBe('Unregistered')
    unmount()
    const nothing = regoExpiryText({ make: 'Toyota', rego_expiry: '2024-03-01' }, today)
    const { container } = render(<VehicleFacts regoExpiry={nothing} />)
    expect(container.innerHTML).toBe('')
  })

  it('shows certified information with its link', () => {
    render(<VehicleFacts certified="Toyota Certified Pre-Owned" certifiedHref="/certified" />)
    expect(screen.getByRole('link', { name: 'Toyota Certified Pre-Owned' }).getAttribute('href')).toBe(
      '/certified',
    )
  })

  it('"history report only if the car has a file"', () => {
    const { unmount } = render(<VehicleFacts regoExpiry="Expires on 01/03/2026" historyReportUrl=" " />)
    expect(screen.queryByRole('link')).toBeNull()
    unmount()
    render(<VehicleFacts historyReportUrl="https://cdn.example.com/reports/hilux.pdf" />)
    const link = screen.getByRole('link', { name: 'View History Report (opens in a new tab)' })
    expect(link.getAttribute('href')).toBe('https://cdn.example.com/reports/hilux.pdf')
    expect(link.getAttribute('target')).toBe('_blank')
  })

  it('has no serious axe violations', async () => {
    const { container } = render(
      <VehicleFacts
        regoExpiry="Expires on 01/03/2026"
        certified="Toyota Certified Pre-Owned"
        historyReportUrl="https://cdn.example.com/r.pdf"
      />,
    )
    await expectNoAxeViolations(container)
  })
})
