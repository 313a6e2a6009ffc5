import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'
import { expectNoAxeViolations } from '../test-utils/axe'
import { VehicleActions } from './vehicle-actions'

describe('VehicleActions', () => {
  it('"action buttons (Reserve Car Now, Enquire Now or Instant Message, Call Now with the location phone)"', () => {
    render(
      <VehicleActions
        reserve={{ href: '/cars/hilux/checkout' }}
        enquiry={{ href: '#enquire' }}
        phone="+61733334444"
      />,
    )
    expect(screen.getByRole('link', { name: 'Reserve Car Now' }).getAttribute('href')).toBe(
      '/cars/hilux/checkout',
    )
    expect(screen.getByRole('link', { name: 'Enquire Now' }).getAttribute('href')).toBe('#enquire')
    expect(screen.getByRole('link', { name: 'Call Now' }).getAttribute('href')).toBe('tel:+61733334444')
  })

  it('takes the enquiry label from props (Instant Message) and renders a button for onClick only', async () => {
    const user = userEvent.setup()
    const onClick = vi.fn()
    const onCall = vi.fn()
    render(
      <VehicleActions enquiry={{ label: 'Instant Message', onClick }} phone="0733334444" onCall={onCall} />,
    )
    await user.click(screen.getByRole('button', { name: 'Instant Message' }))
    expect(onClick).toHaveBeenCalledTimes(1)
    expect(screen.queryByRole('link', { name: 'Reserve Car Now' })).toBeNull()
    await user.click(screen.getByRole('link', { name: 'Call Now' }))
    expect(onCall).toHaveBeenCalledTimes(1)
  })

  it('renders nothing without actions', () => {
    const { container } = render(<VehicleActions />)
    expect(container.innerHTML).toBe('')
  })

  it('has no serious axe violations', async () => {
    const { container } = render(
      <VehicleActions
        reserve={{ href: '/checkout' }}
        enquiry={{ onClick: () => undefined }}
        phone="0733334444"
      />,
    )
    await expectNoAxeViolations(container)
  })
})
