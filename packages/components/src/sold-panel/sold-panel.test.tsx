import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'
import { expectNoAxeViolations } from '../test-utils/axe'
import { SoldPanel } from './sold-panel'

describe('SoldPanel', () => {
  it('"Sold vehicles show a SOLD notice and a Find Me Something Similar enquiry"', () => {
    render(<SoldPanel findSimilar={{ href: '/contact?subject=similar' }} />)
    expect(screen.getByText('SOLD')).toBeDefined()
    expect(screen.getByRole('link', { name: 'Find Me Something Similar' }).getAttribute('href')).toBe(
      '/contact?subject=similar',
    )
  })

  it('opens the enquiry through onClick', async () => {
    const user = userEvent.setup()
    const onClick = vi.fn()
    render(<SoldPanel findSimilar={{ onClick }} />)
    await user.click(screen.getByRole('button', { name: 'Find Me Something Similar' }))
    expect(onClick).toHaveBeenCalledTimes(1)
  })

  it('"unless a no-stock option is set": without findSimilar only the notice shows', () => {
    render(<SoldPanel texts={{ message: '' }} />)
    expect(screen.getByText('SOLD')).toBeDefined()
    expect(screen.queryByRole('link')).toBeNull()
    expect(screen.queryByRole('button')).toBeNull()
  })

  it('"Call the dealer" calls the location\'s phone and fires onCall (analytics event 25 call dealer)', async () => {
    const user = userEvent.setup()
    const onCall = vi.fn()
    render(<SoldPanel findSimilar={{ href: '/contact' }} phone="+61 7 3333 4444" onCall={onCall} />)
    const call = screen.getByRole('link', { name: 'Call the dealer' })
    expect(call.getAttribute('href')).toBe('tel:+61733334444')
    await user.click(call)
    expect(onCall).toHaveBeenCalledTimes(1)
  })

  it('a location without a phone gets no Call the dealer', () => {
    render(<SoldPanel findSimilar={{ href: '/contact' }} phone={null} />)
    expect(screen.queryByRole('link', { name: 'Call the dealer' })).toBeNull()
  })

  it('has no serious axe violations', async () => {
    const { container } = render(<SoldPanel findSimilar={{ href: '/contact' }} phone="+61733334444" />)
    await expectNoAxeViolations(container)
  })
})
