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

  it('has no serious axe violations', async () => {
    const { container } = render(<SoldPanel findSimilar={{ href: '/contact' }} />)
    await expectNoAxeViolations(container)
  })
})
