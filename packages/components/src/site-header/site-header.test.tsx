import { act, render, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { renderToString } from 'react-dom/server'
import { describe, expect, it, vi } from 'vitest'
import { expectNoAxeViolations } from '../test-utils/axe'
import { demoMenu } from './fixtures'
import { SiteHeader } from './site-header'

const renderHeader = (props: Partial<Parameters<typeof SiteHeader>[0]> = {}) =>
  render(
    <>
      <SiteHeader
        siteName="Sunshine Motors"
        menu={demoMenu}
        phone={{ label: '07 3000 0000', href: 'tel:0730000000' }}
        {...props}
      />
      <button type="button">Outside</button>
    </>,
  )

const header = () => screen.getByRole('banner')

describe('SiteHeader', () => {
  it('server-renders the top-level links as plain links', () => {
    renderHeader()
    const nav = screen.getByRole('navigation', { name: 'Main' })
    expect(within(nav).getByRole('link', { name: 'Home' }).getAttribute('href')).toBe('/')
    expect(within(nav).getByRole('link', { name: 'New Vehicles' }).getAttribute('href')).toBe('/models')
    expect(within(nav).getByRole('link', { name: 'Finance' }).className).toContain(
      'fc-menu__link--emphasised',
    )
    expect(within(nav).getByRole('link', { name: 'Sell My Car' }).className).toContain(
      'fc-menu__link--emphasised',
    )
  })

  it('server HTML: top-level links work without JavaScript, dropdowns start hidden', () => {
    const html = renderToString(<SiteHeader siteName="Sunshine Motors" menu={demoMenu} />)
    expect(html).toContain('href="/special-offers"')
    expect(html).toContain('href="/about-us"')
    expect(html).toMatch(/<div id="[^"]+" class="fc-menu__panel" hidden="">/)
    expect(html).not.toContain('fc-header--menu-open')
  })

  it('shows the site name as the home link without a logo, and the logo alt with one', () => {
    const { unmount } = renderHeader()
    expect(screen.getByRole('link', { name: 'Sunshine Motors' }).getAttribute('href')).toBe('/')
    unmount()
    renderHeader({
      logo: { src: '/logo.svg', alt: 'Sunshine Motors home', width: 160, height: 40 },
      homeHref: '/home',
    })
    expect(screen.getByRole('link', { name: 'Sunshine Motors home' }).getAttribute('href')).toBe('/home')
  })

  it('opens a dropdown on click and adds fc-header--menu-open to the header', async () => {
    const user = userEvent.setup()
    renderHeader()
    const stock = screen.getByRole('button', { name: 'Stock' })
    expect(stock.getAttribute('aria-expanded')).toBe('false')
    expect(screen.queryByRole('link', { name: 'Used Cars' })).toBeNull()
    expect(header().className).not.toContain('fc-header--menu-open')

    await user.click(stock)
    expect(stock.getAttribute('aria-expanded')).toBe('true')
    const panel = document.getElementById(stock.getAttribute('aria-controls') ?? '')
    expect(panel).not.toBeNull()
    expect(
      within(panel as HTMLElement)
        .getByRole('link', { name: 'Used Cars' })
        .getAttribute('href'),
    ).toBe('/search/used-cars')
    expect(header().className).toContain('fc-header--menu-open')

    await user.click(stock)
    expect(stock.getAttribute('aria-expanded')).toBe('false')
    expect(header().className).not.toContain('fc-header--menu-open')
  })

  it('opens a dropdown with Enter, and Escape closes it and returns focus to its button', async () => {
    const user = userEvent.setup()
    renderHeader()
    const service = screen.getByRole('button', { name: 'Service' })
    service.focus()
    await user.keyboard('{Enter}')
    expect(service.getAttribute('aria-expanded')).toBe('true')
    await user.tab()
    expect(document.activeElement).toBe(screen.getByRole('link', { name: 'Book a Service' }))

    await user.keyboard('{Escape}')
    expect(service.getAttribute('aria-expanded')).toBe('false')
    expect(document.activeElement).toBe(service)
    expect(header().className).not.toContain('fc-header--menu-open')
  })

  it('keeps a linked dropdown label as a link with its own toggle button', async () => {
    const user = userEvent.setup()
    renderHeader()
    await user.click(screen.getByRole('button', { name: 'New Vehicles menu' }))
    expect(screen.getByRole('link', { name: 'RAV4' }).getAttribute('href')).toBe('/models?body=suv')
  })

  it('opens only one dropdown at a time', async () => {
    const user = userEvent.setup()
    renderHeader()
    await user.click(screen.getByRole('button', { name: 'Stock' }))
    await user.click(screen.getByRole('button', { name: 'Service' }))
    expect(screen.getByRole('button', { name: 'Stock' }).getAttribute('aria-expanded')).toBe('false')
    expect(screen.getByRole('button', { name: 'Service' }).getAttribute('aria-expanded')).toBe('true')
  })

  it('closes on a click outside the header', async () => {
    const user = userEvent.setup()
    renderHeader()
    await user.click(screen.getByRole('button', { name: 'Stock' }))
    await user.click(screen.getByRole('button', { name: 'Outside' }))
    expect(screen.getByRole('button', { name: 'Stock' }).getAttribute('aria-expanded')).toBe('false')
  })

  it('brand mega menu: every logo link has alt text', async () => {
    const user = userEvent.setup()
    renderHeader()
    const brands = screen.getByRole('button', { name: 'Brands' })
    await user.click(brands)
    const panel = document.getElementById(brands.getAttribute('aria-controls') ?? '') as HTMLElement
    const links = within(panel).getAllByRole('link')
    expect(links.map((link) => within(link).getByRole('img').getAttribute('alt'))).toEqual([
      'Toyota',
      'Mazda',
      'Kia',
      'Ford',
    ])
    expect(within(panel).getByRole('link', { name: 'Kia' }).getAttribute('href')).toBe('/kia/overview')
  })

  it('phone size: the Menu button opens the navigation panel; Escape closes it and returns focus', async () => {
    const user = userEvent.setup()
    const onOpenChange = vi.fn()
    renderHeader({ onOpenChange })
    const menuButton = screen.getByRole('button', { name: 'Menu' })
    const nav = screen.getByRole('navigation', { name: 'Main' })
    expect(menuButton.getAttribute('aria-controls')).toBe(nav.id)
    expect(nav.className).not.toContain('fc-header__nav--open')

    await user.click(menuButton)
    expect(menuButton.getAttribute('aria-expanded')).toBe('true')
    expect(nav.className).toContain('fc-header__nav--open')
    expect(onOpenChange).toHaveBeenLastCalledWith(true)

    await user.keyboard('{Escape}')
    expect(menuButton.getAttribute('aria-expanded')).toBe('false')
    expect(document.activeElement).toBe(menuButton)
    expect(onOpenChange).toHaveBeenLastCalledWith(false)
    expect(onOpenChange).toHaveBeenCalledTimes(2)
  })

  it('sticky: adds fc-header--stuck only after 500px of scrolling', () => {
    renderHeader({ sticky: true })
    const scrollTo = (y: number) =>
      act(() => {
        Object.defineProperty(window, 'scrollY', { configurable: true, value: y })
        window.dispatchEvent(new Event('scroll'))
      })
    expect(header().className).toContain('fc-header--sticky')
    scrollTo(500)
    expect(header().className).not.toContain('fc-header--stuck')
    scrollTo(501)
    expect(header().className).toContain('fc-header--stuck')
    scrollTo(0)
    expect(header().className).not.toContain('fc-header--stuck')
  })

  it('is never stuck without the sticky option', () => {
    renderHeader()
    act(() => {
      Object.defineProperty(window, 'scrollY', { configurable: true, value: 2000 })
      window.dispatchEvent(new Event('scroll'))
    })
    expect(header().className).not.toContain('fc-header--stuck')
    Object.defineProperty(window, 'scrollY', { configurable: true, value: 0 })
  })

  it('renders a dropdown open at first with defaultOpenMenu', () => {
    renderHeader({ defaultOpenMenu: 'Brands' })
    expect(screen.getByRole('button', { name: 'Brands' }).getAttribute('aria-expanded')).toBe('true')
    expect(header().className).toContain('fc-header--menu-open')
  })

  it('has no serious axe violations, closed and with a dropdown open', async () => {
    const { container } = renderHeader({ defaultOpenMenu: 'Brands' })
    await expectNoAxeViolations(container)
  })
})
