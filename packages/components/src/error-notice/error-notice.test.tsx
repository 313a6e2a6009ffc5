import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'
import { expectNoAxeViolations } from '../test-utils/axe'
import { ErrorNotice } from './error-notice'

describe('ErrorNotice', () => {
  it("is an alert titled 'Something went wrong' by default, without a retry button", () => {
    render(<ErrorNotice text="We could not load the stock." />)
    const alert = screen.getByRole('alert')
    expect(alert.textContent).toBe('Something went wrongWe could not load the stock.')
    expect(screen.getByRole('heading', { level: 2, name: 'Something went wrong' })).toBeDefined()
    expect(screen.queryByRole('button')).toBeNull()
  })

  it('retry button calls onRetry', async () => {
    const user = userEvent.setup()
    const onRetry = vi.fn()
    render(
      <ErrorNotice
        title="Search is unavailable"
        text="Please try again."
        onRetry={onRetry}
        retryLabel="Reload"
        headingLevel={1}
      />,
    )
    expect(screen.getByRole('heading', { level: 1, name: 'Search is unavailable' })).toBeDefined()
    await user.click(screen.getByRole('button', { name: 'Reload' }))
    expect(onRetry).toHaveBeenCalledOnce()
  })

  it('has no serious axe violations', async () => {
    const { container } = render(<ErrorNotice text="Oops." onRetry={() => undefined} />)
    await expectNoAxeViolations(container)
  })
})
