import { act, fireEvent, render, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { expectNoAxeViolations } from '../test-utils/axe'
import { ToastProvider } from '../toast/toast'
import { ShareButton, ShareMenu } from './share-button'
import { shareLinks } from './share-links'

const url = 'https://www.sunshinemotors.com.au/cars/2023-toyota-hilux-sr5'
const name = '2023 Toyota HiLux SR5'

function mockClipboard(writeText: (text: string) => Promise<void> = () => Promise.resolve()) {
  const spy = vi.fn(writeText)
  Object.defineProperty(navigator, 'clipboard', { configurable: true, value: { writeText: spy } })
  return spy
}

const renderShare = (showCopiedLabel = false) =>
  render(
    <ToastProvider>
      <ShareButton url={url} vehicleName={name} showCopiedLabel={showCopiedLabel} />
    </ToastProvider>,
  )

const region = () => screen.getByRole('status', { name: 'Notifications' })
// Open toasts only: a closed one stays, hidden and inert, until the removal delay has passed.
const toastCount = () => region().querySelectorAll('.fc-toast:not([aria-hidden="true"])').length
/** Lets the clipboard promise settle. */
const settle = () => act(async () => {})

afterEach(() => {
  vi.useRealTimers()
  vi.restoreAllMocks()
})

describe('ShareButton', () => {
  it('"Share (copies the vehicle URL and shows toast \'Copied {vehicle name} to your clipboard!\')"', async () => {
    const user = userEvent.setup()
    const writeText = mockClipboard()
    renderShare()
    await user.click(screen.getByRole('button', { name: 'Share' }))
    expect(writeText).toHaveBeenCalledWith(url)
    expect(within(region()).getByText(`Copied ${name} to your clipboard!`)).toBeDefined()
    // Outside the detail sidebar the button keeps its label.
    expect(screen.getByRole('button', { name: 'Share' })).toBeDefined()
  })

  // Fake timers and testing-library's async wrapper do not mix: fireEvent drives the timed tests.
  it('"on the detail sidebar the button itself shows Copied for 1.5 seconds"; the toast stays 3 seconds', async () => {
    vi.useFakeTimers()
    mockClipboard()
    renderShare(true)
    fireEvent.click(screen.getByRole('button', { name: 'Share' }))
    await settle()
    expect(screen.getByRole('button', { name: 'Copied' })).toBeDefined()
    act(() => {
      vi.advanceTimersByTime(1499)
    })
    expect(screen.getByRole('button', { name: 'Copied' })).toBeDefined()
    act(() => {
      vi.advanceTimersByTime(1)
    })
    expect(screen.getByRole('button', { name: 'Share' })).toBeDefined()
    expect(toastCount()).toBe(1)
    act(() => {
      vi.advanceTimersByTime(1499)
    })
    expect(toastCount()).toBe(1)
    act(() => {
      vi.advanceTimersByTime(1)
    })
    expect(toastCount()).toBe(0)
  })

  it('"toast limit 1": a second share replaces the first toast and restarts its 3000 ms', async () => {
    vi.useFakeTimers()
    mockClipboard()
    renderShare(true)
    fireEvent.click(screen.getByRole('button', { name: 'Share' }))
    await settle()
    act(() => {
      vi.advanceTimersByTime(2000)
    })
    fireEvent.click(screen.getByRole('button', { name: 'Share' }))
    await settle()
    expect(toastCount()).toBe(1)
    expect(screen.getAllByText(`Copied ${name} to your clipboard!`)).toHaveLength(1)
    act(() => {
      vi.advanceTimersByTime(2000)
    })
    expect(toastCount()).toBe(1)
    act(() => {
      vi.advanceTimersByTime(1000)
    })
    expect(toastCount()).toBe(0)
  })

  it('when the clipboard refuses, the toast says the copy failed and shows the URL', async () => {
    const user = userEvent.setup()
    mockClipboard(() => Promise.reject(new Error('NotAllowedError')))
    renderShare(true)
    await user.click(screen.getByRole('button', { name: 'Share' }))
    expect(within(region()).getByText(`Could not copy the link to ${name}. Copy it from here:`)).toBeDefined()
    expect(within(region()).getByText(url)).toBeDefined()
    expect(screen.getByRole('button', { name: 'Share' })).toBeDefined()
  })

  it('counts a page without the clipboard API as a failed copy', async () => {
    const user = userEvent.setup()
    Object.defineProperty(navigator, 'clipboard', { configurable: true, value: undefined })
    renderShare()
    await user.click(screen.getByRole('button', { name: 'Share' }))
    expect(within(region()).getByText(url)).toBeDefined()
  })

  it('has no serious axe violations', async () => {
    const { container } = renderShare()
    await expectNoAxeViolations(container)
  })
})

describe('ShareMenu', () => {
  it('links to Facebook, X, email (mailto) and WhatsApp with the encoded URL', async () => {
    const user = userEvent.setup()
    render(<ShareMenu url={url} vehicleName={name} />)
    await user.click(screen.getByText('Share on'))
    const encoded = encodeURIComponent(url)
    const facebook = screen.getByRole('link', { name: 'Facebook (opens in a new window)' })
    expect(facebook.getAttribute('href')).toBe(`https://www.facebook.com/sharer/sharer.php?u=${encoded}`)
    expect(facebook.getAttribute('target')).toBe('_blank')
    expect(screen.getByRole('link', { name: 'X (opens in a new window)' }).getAttribute('href')).toContain(
      encoded,
    )
    expect(screen.getByRole('link', { name: 'Email' }).getAttribute('href')).toBe(
      `mailto:?subject=${encodeURIComponent(name)}&body=${encoded}`,
    )
    expect(screen.getByRole('link', { name: 'WhatsApp (opens in a new window)' }).getAttribute('href')).toBe(
      `https://wa.me/?text=${encodeURIComponent(`${name} ${url}`)}`,
    )
  })

  it('"share window 550 by 400": social links open a 550×400 window', () => {
    const popup = { opener: {} }
    const open = vi.spyOn(window, 'open').mockReturnValue(popup as unknown as Window)
    render(<ShareMenu url={url} vehicleName={name} />)
    const link = screen.getByRole('link', { name: 'Facebook (opens in a new window)', hidden: true })
    const notPrevented = fireEvent.click(link)
    expect(open).toHaveBeenCalledTimes(1)
    expect(open.mock.calls[0]?.[2]).toMatch(/^width=550,height=400,/)
    expect(notPrevented).toBe(false)
    expect(popup.opener).toBeNull()
  })

  it('falls back to the ordinary link when the window is blocked', () => {
    vi.spyOn(window, 'open').mockReturnValue(null)
    render(<ShareMenu url={url} vehicleName={name} />)
    const notPrevented = fireEvent.click(
      screen.getByRole('link', { name: 'X (opens in a new window)', hidden: true }),
    )
    expect(notPrevented).toBe(true)
  })

  it('shareLinks keeps the network order', () => {
    expect(shareLinks(url, name).map((link) => link.network)).toEqual(['facebook', 'x', 'email', 'whatsapp'])
  })

  it('has no serious axe violations when open', async () => {
    const user = userEvent.setup()
    const { container } = render(<ShareMenu url={url} vehicleName={name} />)
    await user.click(screen.getByText('Share on'))
    await expectNoAxeViolations(container)
  })
})
