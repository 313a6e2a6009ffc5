import { render, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { useState } from 'react'
import { describe, expect, it, vi } from 'vitest'
import { expectNoAxeViolations } from '../test-utils/axe'
import { ToastProvider, useToast } from '../toast/toast'
import { WatchlistButton } from './watchlist-button'
import { watchlistToast } from './watchlist-toast'

/** The parent the spec describes: flips at once (optimistic), calls the server, flips back on failure. */
function OptimisticCard({ save }: { save: (saved: boolean) => Promise<boolean> }) {
  const toast = useToast()
  const [saved, setSaved] = useState(false)
  const [pending, setPending] = useState(false)
  const toggle = async () => {
    const next = !saved
    setSaved(next)
    setPending(true)
    const ok = await save(next)
    setPending(false)
    if (ok) toast.show(watchlistToast(next ? 'saved' : 'removed', '/watchlist'))
    else setSaved(!next)
  }
  return (
    <WatchlistButton
      saved={saved}
      pending={pending}
      onToggle={() => void toggle()}
      carName="2023 Toyota HiLux SR5"
    />
  )
}

describe('WatchlistButton', () => {
  it('is a toggle button: Save, not pressed; Saved, pressed', () => {
    const { rerender } = render(<WatchlistButton saved={false} onToggle={() => undefined} />)
    const button = screen.getByRole('button', { name: 'Save' })
    expect(button.getAttribute('aria-pressed')).toBe('false')
    rerender(<WatchlistButton saved onToggle={() => undefined} />)
    expect(screen.getByRole('button', { name: 'Saved' }).getAttribute('aria-pressed')).toBe('true')
  })

  it('names the car for screen readers when given, and takes texts', () => {
    render(
      <WatchlistButton
        saved={false}
        onToggle={() => undefined}
        carName="2023 Toyota HiLux SR5"
        texts={{ save: 'Merken' }}
      />,
    )
    expect(screen.getByRole('button', { name: 'Merken 2023 Toyota HiLux SR5' })).toBeDefined()
  })

  it('ignores presses while pending but keeps focus', async () => {
    const user = userEvent.setup()
    const onToggle = vi.fn()
    render(<WatchlistButton saved onToggle={onToggle} pending />)
    const button = screen.getByRole('button', { name: 'Saved' })
    await user.click(button)
    expect(onToggle).not.toHaveBeenCalled()
    expect(document.activeElement).toBe(button)
    expect([button.getAttribute('aria-disabled'), button.getAttribute('aria-busy')]).toEqual(['true', 'true'])
  })

  it('"The list changes at once (optimistic)", toasts "Car Saved In Watchlist" / "Car Removed" with View List', async () => {
    const user = userEvent.setup()
    let answer: (ok: boolean) => void = () => undefined
    const save = vi.fn(() => new Promise<boolean>((resolve) => (answer = resolve)))
    render(
      <ToastProvider>
        <OptimisticCard save={save} />
      </ToastProvider>,
    )
    const region = screen.getByRole('status', { name: 'Notifications' })
    await user.click(screen.getByRole('button', { name: 'Save 2023 Toyota HiLux SR5' }))
    expect(
      screen.getByRole('button', { name: 'Saved 2023 Toyota HiLux SR5' }).getAttribute('aria-pressed'),
    ).toBe('true')
    expect(save).toHaveBeenCalledWith(true)
    answer(true)
    expect(await within(region).findByText('Car Saved In Watchlist')).toBeDefined()
    expect(within(region).getByRole('link', { name: 'View List' }).getAttribute('href')).toBe('/watchlist')
    await user.click(screen.getByRole('button', { name: 'Saved 2023 Toyota HiLux SR5' }))
    answer(true)
    expect(await within(region).findByText('Car Removed')).toBeDefined()
    await user.click(screen.getByRole('button', { name: 'Save 2023 Toyota HiLux SR5' }))
    answer(false)
    expect(await screen.findByRole('button', { name: 'Save 2023 Toyota HiLux SR5' })).toBeDefined()
  })

  it('has no serious axe violations in both states', async () => {
    const { container } = render(
      <>
        <WatchlistButton saved={false} onToggle={() => undefined} />
        <WatchlistButton saved pending onToggle={() => undefined} carName="2021 Mazda CX-5" />
      </>,
    )
    await expectNoAxeViolations(container)
  })
})

describe('watchlistToast', () => {
  it('builds the toast store options with the spec texts and a View List link', () => {
    expect(watchlistToast('saved', '/watchlist')).toEqual({
      message: 'Car Saved In Watchlist',
      action: { label: 'View List', href: '/watchlist' },
    })
    expect(watchlistToast('removed', '/my-garage', { viewList: 'Open list' })).toEqual({
      message: 'Car Removed',
      action: { label: 'Open list', href: '/my-garage' },
    })
  })
})
