import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'
import { expectNoAxeViolations } from '../test-utils/axe'
import { AnnouncementBar } from './announcement-bar'

describe('AnnouncementBar', () => {
  it('shows the message and its link', () => {
    render(<AnnouncementBar message="EOFY sale now on." href="/eofy" linkLabel="See offers" />)
    const bar = screen.getByRole('complementary', { name: 'Announcement' })
    expect(bar.textContent).toBe('EOFY sale now on. See offers')
    expect(screen.getByRole('link', { name: 'See offers' }).getAttribute('href')).toBe('/eofy')
    expect(screen.queryByRole('button')).toBeNull()
  })

  it('shows no link without a label', () => {
    render(<AnnouncementBar message="Open Saturday." href="/contact" />)
    expect(screen.queryByRole('link')).toBeNull()
  })

  it('dismissible: the close button hides the bar and tells the host', async () => {
    const user = userEvent.setup()
    const onDismiss = vi.fn()
    render(<AnnouncementBar message="Open Saturday." dismissible onDismiss={onDismiss} />)
    await user.click(screen.getByRole('button', { name: 'Dismiss announcement' }))
    expect(screen.queryByRole('complementary')).toBeNull()
    expect(onDismiss).toHaveBeenCalledOnce()
  })

  it('has no serious axe violations', async () => {
    const { container } = render(<AnnouncementBar message="Hi" href="/x" linkLabel="More" dismissible />)
    await expectNoAxeViolations(container)
  })
})
