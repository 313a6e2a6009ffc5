import { act, render, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { hydrateRoot, type Root } from 'react-dom/client'
import { renderToString } from 'react-dom/server'
import { describe, expect, it, vi } from 'vitest'
import { expectNoAxeViolations } from '../test-utils/axe'
import { ToastProvider } from '../toast/toast'
import { availableSidebar, comingSoonSidebar, reducedSidebar, soldSidebar } from './fixtures'
import { VehicleSidebar, type VehicleSidebarProps } from './vehicle-sidebar'

const renderSidebar = (props: VehicleSidebarProps) =>
  render(
    <ToastProvider>
      <VehicleSidebar {...props} />
    </ToastProvider>,
  )

describe('VehicleSidebar', () => {
  it('"year/make/model heading, badge and series, price with price type"', () => {
    renderSidebar(availableSidebar)
    expect(screen.getByRole('heading', { level: 1, name: '2023 Toyota HiLux' })).toBeDefined()
    expect(screen.getByText('SR5 GUN126R')).toBeDefined()
    expect(screen.getByText('$52,990')).toBeDefined()
    expect(screen.getByText('Drive Away')).toBeDefined()
  })

  it('"weekly finance estimate linking to #finance-calculator, location button linking to #vehicle-map"', () => {
    renderSidebar(availableSidebar)
    expect(screen.getByRole('link', { name: 'Finance from $189 per week' }).getAttribute('href')).toBe(
      '#finance-calculator',
    )
    expect(screen.getByRole('link', { name: 'Sunshine Toyota Brisbane' }).getAttribute('href')).toBe(
      '#vehicle-map',
    )
  })

  it('names the location unlinked where there is neither a map nor a location page', () => {
    renderSidebar({ ...availableSidebar, location: { name: 'Sunshine Toyota Brisbane', href: null } })
    expect(screen.queryByRole('link', { name: 'Sunshine Toyota Brisbane' })).toBeNull()
    expect(screen.getByText('Sunshine Toyota Brisbane')).toBeDefined()
  })

  it('"available (full sidebar with price and buttons)": Reserve Car Now, Enquire Now, Call Now, Share, Favourite, Print', () => {
    renderSidebar(availableSidebar)
    expect(screen.getByRole('link', { name: 'Reserve Car Now' })).toBeDefined()
    expect(screen.getByRole('link', { name: 'Enquire Now' })).toBeDefined()
    expect(screen.getByRole('link', { name: 'Call Now' }).getAttribute('href')).toBe('tel:+61733334444')
    expect(screen.getByRole('button', { name: 'Share' })).toBeDefined()
    expect(screen.getByRole('button', { name: 'Favourite' }).getAttribute('aria-pressed')).toBe('false')
    expect(screen.getByRole('link', { name: 'Print (opens in a new tab)' }).getAttribute('target')).toBe(
      '_blank',
    )
    expect(screen.getByRole('button', { name: 'Download PDF' })).toBeDefined()
    expect(screen.queryByText('SOLD')).toBeNull()
  })

  it('"anything else, including sold, shows the SOLD panel and, in place of the buttons, a Find Me Something Similar link"', () => {
    renderSidebar(soldSidebar)
    expect(screen.getByRole('heading', { level: 1, name: '2023 Toyota HiLux' })).toBeDefined()
    expect(screen.getByText('SOLD')).toBeDefined()
    expect(screen.getByRole('link', { name: 'Find Me Something Similar' }).getAttribute('href')).toBe(
      '/contact?enquiry=similar',
    )
    expect(screen.queryByText('$52,990')).toBeNull()
    expect(screen.queryByRole('link', { name: /Finance from/ })).toBeNull()
    expect(screen.queryByRole('link', { name: 'Reserve Car Now' })).toBeNull()
    expect(screen.queryByRole('link', { name: 'Enquire Now' })).toBeNull()
    expect(screen.queryByRole('link', { name: 'Call Now' })).toBeNull()
    expect(screen.getByRole('link', { name: 'Call the dealer' }).getAttribute('href')).toMatch(/^tel:/)
    expect(screen.queryByRole('button', { name: 'Favourite' })).toBeNull()
  })

  it('"unless a no-stock option is set": no Find Me Something Similar', () => {
    renderSidebar({ ...soldSidebar, findSimilar: null })
    expect(screen.getByText('SOLD')).toBeDefined()
    expect(screen.queryByRole('link', { name: 'Find Me Something Similar' })).toBeNull()
  })

  it('"reduced-price indicator": Was and the saving', () => {
    renderSidebar(reducedSidebar)
    expect(screen.getByText('Was $54,990')).toBeDefined()
    expect(screen.getByText('Save $2,000')).toBeDefined()
    expect(screen.getByText('Reserved')).toBeDefined()
  })

  it.each([
    [true, ['Below market price']],
    [false, []],
  ])('"Below-market badge" shown: %s', (belowMarket, badges) => {
    renderSidebar({ ...availableSidebar, belowMarket })
    expect(screen.queryAllByText('Below market price').map((badge) => badge.textContent)).toEqual(badges)
  })

  it('the below-market badge is not shown for a sold car', () => {
    renderSidebar({ ...soldSidebar, belowMarket: true })
    expect(screen.queryByText('Below market price')).toBeNull()
  })

  it('"otherwise preorder text or a no-price text (default \'Enquire for price.\')" for a coming-soon car', () => {
    renderSidebar(comingSoonSidebar)
    expect(screen.getByText('COMING SOON')).toBeDefined()
    expect(screen.getByText('Enquire for price.')).toBeDefined()
    expect(screen.queryByRole('link', { name: 'Reserve Car Now' })).toBeNull()
    expect(screen.getByRole('link', { name: 'Enquire Now' })).toBeDefined()
  })

  it('takes Instant Message as the enquiry label and shares through the detail-sidebar button', async () => {
    const user = userEvent.setup()
    const writeText = vi.fn(() => Promise.resolve())
    const onClick = vi.fn()
    renderSidebar({ ...availableSidebar, enquiry: { label: 'Instant Message', onClick } })
    Object.defineProperty(navigator, 'clipboard', { configurable: true, value: { writeText } })
    await user.click(screen.getByRole('button', { name: 'Instant Message' }))
    expect(onClick).toHaveBeenCalledTimes(1)
    await user.click(screen.getByRole('button', { name: 'Share' }))
    expect(writeText).toHaveBeenCalledWith('https://www.sunshinemotors.com.au/cars/2023-toyota-hilux-sr5')
    expect(screen.getByRole('button', { name: 'Copied' })).toBeDefined()
    const region = screen.getByRole('status', { name: 'Notifications' })
    expect(within(region).getByText('Copied 2023 Toyota HiLux SR5 to your clipboard!')).toBeDefined()
  })

  it('PDF: Preparing while the download runs, then back; a failure is handed to the site', async () => {
    const user = userEvent.setup()
    let fail: (error: Error) => void = () => undefined
    const download = new Promise<void>((_resolve, reject) => (fail = reject))
    const onDownloadPdfError = vi.fn()
    renderSidebar({
      ...availableSidebar,
      print: { printHref: '/print?car_id=x', onDownloadPdf: () => download, onDownloadPdfError },
    })
    await user.click(screen.getByRole('button', { name: 'Download PDF' }))
    expect(screen.getByRole<HTMLButtonElement>('button', { name: 'Preparing…' }).disabled).toBe(true)
    await act(async () => {
      fail(new Error('Network error'))
      await download.catch(() => undefined)
    })
    expect(screen.getByRole('button', { name: 'Download PDF' })).toBeDefined()
    expect(onDownloadPdfError).toHaveBeenCalledTimes(1)
  })

  it('"Phone reveal: hidden at first (masked after the first 5 characters)"; a click reveals it once', async () => {
    const user = userEvent.setup()
    const onReveal = vi.fn()
    const onCall = vi.fn()
    renderSidebar({ ...availableSidebar, phoneReveal: { onReveal }, onCall })
    await user.click(screen.getByRole('button', { name: /Reveal phone number/ }))
    await user.click(screen.getByRole('link', { name: '07 3333 4444' }))
    expect(onReveal).toHaveBeenCalledTimes(1)
    expect(onCall).toHaveBeenCalledTimes(1)
  })

  it('server-renders and hydrates without a mismatch', () => {
    const page = (
      <ToastProvider>
        <VehicleSidebar {...availableSidebar} />
      </ToastProvider>
    )
    const html = renderToString(page)
    expect(html).toContain('<h1 class="fc-vsidebar__title">2023 Toyota HiLux</h1>')
    const container = document.createElement('div')
    container.innerHTML = html
    document.body.append(container)
    const errors = vi.spyOn(console, 'error').mockImplementation(() => undefined)
    const recoverable = vi.fn()
    let root: Root | undefined
    act(() => {
      root = hydrateRoot(container, page, { onRecoverableError: recoverable })
    })
    expect(errors).not.toHaveBeenCalled()
    expect(recoverable).not.toHaveBeenCalled()
    act(() => root?.unmount())
    container.remove()
    errors.mockRestore()
  })

  it('has no serious axe violations, available and sold', async () => {
    const { container, unmount } = renderSidebar({
      ...reducedSidebar,
      belowMarket: true,
      share: { ...availableSidebar.share!, menu: true },
    })
    await expectNoAxeViolations(container)
    unmount()
    const sold = renderSidebar(soldSidebar)
    await expectNoAxeViolations(sold.container)
  })
})
