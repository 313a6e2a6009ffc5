import { act, render, screen, within } from '@testing-library/react'
import { renderToString } from 'react-dom/server'
import { afterEach, describe, expect, it } from 'vitest'
import { expectNoAxeViolations } from '../test-utils/axe'
import { VehicleStickyHeader } from './vehicle-sticky-header'

const scrollTo = (y: number) =>
  act(() => {
    Object.defineProperty(window, 'scrollY', { configurable: true, value: y })
    window.dispatchEvent(new Event('scroll'))
  })

const header = () => screen.getByRole('region', { name: 'Vehicle summary' })

const renderHeader = () =>
  render(
    <VehicleStickyHeader
      title="2023 Toyota HiLux"
      price={{ text: '$52,990', note: 'Drive Away' }}
      enquiry={{ href: '#enquire' }}
    />,
  )

afterEach(() => {
  Object.defineProperty(window, 'scrollY', { configurable: true, value: 0 })
})

describe('VehicleStickyHeader', () => {
  it('holds the title, price and Enquire Now', () => {
    renderHeader()
    expect(within(header()).getByText('2023 Toyota HiLux')).toBeDefined()
    expect(within(header()).getByText('$52,990')).toBeDefined()
    expect(within(header()).getByRole('link', { name: 'Enquire Now' }).getAttribute('href')).toBe('#enquire')
  })

  it('"sticky header after 500px scroll": hidden and inert until then', () => {
    renderHeader()
    expect(header().className).not.toContain('fc-vsticky--shown')
    expect(header().hasAttribute('inert')).toBe(true)
    scrollTo(500)
    expect(header().className).not.toContain('fc-vsticky--shown')
    scrollTo(501)
    expect(header().className).toContain('fc-vsticky--shown')
    expect(header().hasAttribute('inert')).toBe(false)
    scrollTo(0)
    expect(header().hasAttribute('inert')).toBe(true)
  })

  it('server HTML starts hidden', () => {
    const html = renderToString(<VehicleStickyHeader title="2023 Toyota HiLux" />)
    expect(html).not.toContain('fc-vsticky--shown')
    expect(html).toContain('inert')
  })

  it('has no serious axe violations when shown', async () => {
    const { container } = render(
      <VehicleStickyHeader
        title="2023 Toyota HiLux"
        price={{ text: '$52,990' }}
        enquiry={{ href: '#e' }}
        forceShown
      />,
    )
    await expectNoAxeViolations(container)
  })
})
