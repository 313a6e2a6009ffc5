import { act, render, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { renderToString } from 'react-dom/server'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { expectNoAxeViolations } from '../test-utils/axe'
import { VehicleBottomBar, type VehicleBottomBarProps } from './vehicle-bottom-bar'

const props: VehicleBottomBarProps = {
  title: '2023 Toyota HiLux',
  price: { text: '$52,990', note: 'Drive Away' },
  available: true,
  reserve: { href: '/cars/hilux/checkout' },
  enquiry: { href: '#enquire' },
  phone: '+61733334444',
}

const scrollTo = (y: number) =>
  act(() => {
    Object.defineProperty(window, 'scrollY', { configurable: true, value: y })
    window.dispatchEvent(new Event('scroll'))
  })

const bar = () => screen.getByRole('region', { name: 'Quick actions' })

afterEach(() => {
  Object.defineProperty(window, 'scrollY', { configurable: true, value: 0 })
})

describe('VehicleBottomBar', () => {
  it('"A fixed bottom bar repeats these": title, price and the action buttons', () => {
    render(<VehicleBottomBar {...props} />)
    const region = bar()
    expect(within(region).getByText('2023 Toyota HiLux')).toBeDefined()
    expect(within(region).getByText('$52,990')).toBeDefined()
    expect(within(region).getByRole('link', { name: 'Reserve Car Now' })).toBeDefined()
    expect(within(region).getByRole('link', { name: 'Enquire Now' })).toBeDefined()
    expect(within(region).getByRole('link', { name: 'Call Now' }).getAttribute('href')).toBe(
      'tel:+61733334444',
    )
  })

  it('"switches to an opened style after 900px scroll"', () => {
    render(<VehicleBottomBar {...props} />)
    expect(bar().className).not.toContain('fc-vbar--opened')
    scrollTo(900)
    expect(bar().className).not.toContain('fc-vbar--opened')
    scrollTo(901)
    expect(bar().className).toContain('fc-vbar--opened')
    scrollTo(100)
    expect(bar().className).not.toContain('fc-vbar--opened')
  })

  it('server HTML starts closed, whatever the scroll position', () => {
    Object.defineProperty(window, 'scrollY', { configurable: true, value: 2000 })
    expect(renderToString(<VehicleBottomBar {...props} />)).not.toContain('fc-vbar--opened')
  })

  it('Call Now calls onCall (analytics event 25)', async () => {
    const user = userEvent.setup()
    const onCall = vi.fn()
    render(<VehicleBottomBar {...props} onCall={onCall} />)
    await user.click(screen.getByRole('link', { name: 'Call Now' }))
    expect(onCall).toHaveBeenCalledTimes(1)
  })

  it('an unavailable car gets Find Me Something Similar in place of the buttons, and no price', () => {
    render(<VehicleBottomBar {...props} available={false} findSimilar={{ href: '/contact' }} />)
    expect(within(bar()).getByRole('link', { name: 'Find Me Something Similar' })).toBeDefined()
    expect(within(bar()).queryByRole('link', { name: 'Enquire Now' })).toBeNull()
    expect(within(bar()).queryByText('$52,990')).toBeNull()
  })

  it("an unavailable car keeps the location's phone as Call the dealer (analytics event 25)", async () => {
    const user = userEvent.setup()
    const onCall = vi.fn()
    render(<VehicleBottomBar {...props} available={false} findSimilar={null} onCall={onCall} />)
    await user.click(within(bar()).getByRole('link', { name: 'Call the dealer' }))
    expect(onCall).toHaveBeenCalledTimes(1)
    expect(within(bar()).queryByRole('link', { name: 'Call Now' })).toBeNull()
  })

  it('renders nothing without anything to act on', () => {
    const { container } = render(<VehicleBottomBar {...props} available={false} phone={null} />)
    expect(container.innerHTML).toBe('')
  })

  it('has no serious axe violations', async () => {
    const { container } = render(<VehicleBottomBar {...props} forceOpened />)
    await expectNoAxeViolations(container)
  })
})
