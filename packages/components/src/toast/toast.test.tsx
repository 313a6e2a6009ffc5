import { act, fireEvent, render, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { renderToString } from 'react-dom/server'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { expectNoAxeViolations } from '../test-utils/axe'
import { ToastProvider, useToast } from './toast'
import { createToastStore, toastRemoveDelay } from './toast-store'

const region = () => screen.getByRole('status', { name: 'Notifications' })
/** The toasts a shopper can see and reach: a closed one stays hidden and inert until it is removed. */
const toasts = () => region().querySelectorAll('.fc-toast:not([aria-hidden="true"])')
const closedToasts = () => region().querySelectorAll('.fc-toast[aria-hidden="true"][inert]')

function SaveButton() {
  const toast = useToast()
  return (
    <>
      <button
        type="button"
        onClick={() =>
          toast.show({
            message: 'Car Saved In Watchlist',
            action: { label: 'View List', href: '/watchlist' },
          })
        }
      >
        Save
      </button>
      <button type="button" onClick={() => toast.show({ message: 'Car Removed' })}>
        Remove
      </button>
    </>
  )
}

afterEach(() => {
  vi.useRealTimers()
})

describe('ToastProvider', () => {
  it('server-renders an empty polite live region, so the first toast is announced', () => {
    const html = renderToString(
      <ToastProvider>
        <p>Page</p>
      </ToastProvider>,
    )
    expect(html).toContain('role="status"')
    expect(html).toContain('aria-live="polite"')
    expect(html).not.toContain('fc-toast"')
  })

  it('"Only one toast shows at a time": a new toast replaces the old one', async () => {
    const user = userEvent.setup()
    render(
      <ToastProvider>
        <SaveButton />
      </ToastProvider>,
    )
    await user.click(screen.getByRole('button', { name: 'Save' }))
    expect(within(region()).getByText('Car Saved In Watchlist')).toBeDefined()
    expect(within(region()).getByRole('link', { name: 'View List' }).getAttribute('href')).toBe('/watchlist')
    await user.click(screen.getByRole('button', { name: 'Remove' }))
    expect(toasts()).toHaveLength(1)
    expect(within(region()).getByText('Car Removed')).toBeDefined()
    expect(within(region()).queryByText('Car Saved In Watchlist')).toBeNull()
  })

  it('"share toast 3000 ms": closes by itself after 3000 ms, and the replaced toast timer no longer applies', () => {
    vi.useFakeTimers()
    const store = createToastStore()
    render(<ToastProvider store={store} />)
    act(() => void store.show({ message: 'First' }))
    act(() => {
      vi.advanceTimersByTime(2000)
    })
    act(() => void store.show({ message: 'Second' }))
    act(() => {
      vi.advanceTimersByTime(2999)
    })
    expect(within(region()).getByText('Second')).toBeDefined()
    act(() => {
      vi.advanceTimersByTime(1)
    })
    expect(toasts()).toHaveLength(0)
  })

  // Fake timers and testing-library's async wrapper do not mix: fireEvent drives this one.
  it('stops the timer while hovered, restarts it on leave, and closes on Dismiss', () => {
    vi.useFakeTimers()
    const store = createToastStore()
    render(<ToastProvider store={store} />)
    act(() => void store.show({ message: 'Car Removed' }))
    const toast = toasts()[0] as HTMLElement
    fireEvent.mouseEnter(toast)
    act(() => {
      vi.advanceTimersByTime(5000)
    })
    expect(toasts()).toHaveLength(1)
    fireEvent.mouseLeave(toast)
    act(() => {
      vi.advanceTimersByTime(3000)
    })
    expect(toasts()).toHaveLength(0)
    act(() => void store.show({ message: 'Car Removed' }))
    fireEvent.click(screen.getByRole('button', { name: 'Dismiss' }))
    expect(toasts()).toHaveLength(0)
  })

  it('runs a button action and closes the toast', async () => {
    const user = userEvent.setup()
    const store = createToastStore()
    const onClick = vi.fn()
    render(<ToastProvider store={store} />)
    act(() => void store.show({ message: 'Car Saved In Watchlist', action: { label: 'View List', onClick } }))
    await user.click(screen.getByRole('button', { name: 'View List' }))
    expect(onClick).toHaveBeenCalledTimes(1)
    expect(toasts()).toHaveLength(0)
  })

  it('"Toast removal delay 1,000,000 ms": a closed toast stays hidden and inert until then, or until replaced', () => {
    vi.useFakeTimers()
    const store = createToastStore()
    render(<ToastProvider store={store} />)
    act(() => void store.show({ message: 'Car Removed' }))
    fireEvent.click(screen.getByRole('button', { name: 'Dismiss' }))
    expect(toastRemoveDelay).toBe(1_000_000)
    expect(toasts()).toHaveLength(0)
    expect(closedToasts()).toHaveLength(1)
    expect(screen.queryByRole('button', { name: 'Dismiss' })).toBeNull()
    act(() => {
      vi.advanceTimersByTime(toastRemoveDelay - 1)
    })
    expect(closedToasts()).toHaveLength(1)
    act(() => {
      vi.advanceTimersByTime(1)
    })
    expect(region().querySelectorAll('.fc-toast')).toHaveLength(0)
    expect(store.getSnapshot()).toBeNull()

    act(() => void store.show({ message: 'First' }))
    act(() => void store.dismiss())
    act(() => void store.show({ message: 'Second' }))
    expect(region().querySelectorAll('.fc-toast')).toHaveLength(1)
    act(() => {
      vi.advanceTimersByTime(toastRemoveDelay)
    })
    // The first toast's removal does not take the second one with it (the second timed out and is closed).
    expect(store.getSnapshot()).toMatchObject({ message: 'Second', open: false })
  })

  it('a stale dismiss does not close the newer toast', () => {
    const store = createToastStore()
    const first = store.show({ message: 'First' })
    store.show({ message: 'Second' })
    store.dismiss(first)
    expect(store.getSnapshot()).toMatchObject({ message: 'Second', open: true })
  })

  it('useToast outside a provider explains what is missing', () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined)
    expect(() => render(<SaveButton />)).toThrow(/ToastProvider/)
  })

  it('has no serious axe violations with a toast showing', async () => {
    // The toast's 3000 ms timer starts on a fake clock, and going back to real timers (which axe needs) discards
    // it: the toast stays however long axe takes on a busy machine.
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] })
    const store = createToastStore()
    const { container } = render(<ToastProvider store={store} />)
    act(
      () =>
        void store.show({
          message: 'Could not copy the link.',
          detail: 'https://example.com/cars/x',
          tone: 'error',
          action: { label: 'View List', href: '/watchlist' },
        }),
    )
    vi.useRealTimers()
    await expectNoAxeViolations(container)
    expect(toasts()).toHaveLength(1)
  })
})
