import { act, render, screen, within } from '@testing-library/react'
import axe from 'axe-core'
import { renderToString } from 'react-dom/server'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { expectNoAxeViolations } from '../test-utils/axe'
import { fakeIntersectionObserver } from '../test-utils/fake-intersection-observer'
import { demoEmbedSrc, gosford, gosfordMap, toowoomba, toowoombaMap } from './fixtures'
import { directionsHref, VehicleMap } from './vehicle-map'

afterEach(() => {
  vi.unstubAllGlobals()
})

describe('VehicleMap', () => {
  it("is the 'vehicle-map' section with a heading, the location's name, address and phone", () => {
    render(<VehicleMap location={gosford} map={gosfordMap} />)
    const section = screen.getByRole('region', { name: 'Vehicle Location' })
    expect(section.id).toBe('vehicle-map')
    expect(within(section).getByRole('heading', { level: 2, name: 'Vehicle Location' })).toBeDefined()
    expect(within(section).getByText('Wattle Bay Kia Gosford - Sales')).toBeDefined()
    expect(within(section).getByText('240 Manns Road, Gosford NSW 2250')).toBeDefined()
    expect(within(section).getByRole('link', { name: '02 5081 8689' }).getAttribute('href')).toBe(
      'tel:0250818689',
    )
  })

  it("draws the inline map as one image named 'Map showing {location}', with the land and a pin per place", () => {
    const { container } = render(<VehicleMap location={toowoomba} map={toowoombaMap} />)
    const map = screen.getByRole('img', { name: 'Map showing Bunya Range Toowoomba - Sales' })
    expect(map.getAttribute('viewBox')).toBe('0 0 400 300')
    expect(container.querySelector('.fc-vmap__land')?.getAttribute('d')).toBe(toowoombaMap.landPath)
    const pins = container.querySelectorAll('.fc-vmap__pin')
    expect(pins).toHaveLength(toowoombaMap.pins.length)
    // The location's own pin is drawn last, so it sits on top, at its coordinates.
    const last = pins[pins.length - 1]
    expect(last?.classList.contains('fc-vmap__pin--primary')).toBe(true)
    expect(last?.getAttribute('transform')).toMatch(/^translate\(200 150\)/)
  })

  it('links Get Directions to Google Maps in a new tab, with rel noopener', () => {
    render(<VehicleMap location={gosford} map={gosfordMap} />)
    const link = screen.getByRole('link', { name: 'Get Directions (opens in a new tab)' })
    expect(link.getAttribute('href')).toBe(
      'https://www.google.com/maps/dir/?api=1&destination=-33.4274,151.342',
    )
    expect(link.getAttribute('target')).toBe('_blank')
    expect(link.getAttribute('rel')?.split(' ')).toContain('noopener')
  })

  it('directionsHref puts the coordinates in the destination', () => {
    expect(directionsHref(-27.5572, 151.9551)).toBe(
      'https://www.google.com/maps/dir/?api=1&destination=-27.5572,151.9551',
    )
  })

  it('renders the Google embed only after the section comes into view, lazily, in place of the inline map', () => {
    const io = fakeIntersectionObserver()
    const { container } = render(
      <VehicleMap location={gosford} map={gosfordMap} googleEmbedSrc={demoEmbedSrc} />,
    )
    expect(container.querySelector('iframe')).toBeNull()
    expect(screen.getByRole('img', { name: 'Map showing Wattle Bay Kia Gosford - Sales' })).toBeDefined()
    expect(io.observers[0]?.elements).toEqual([screen.getByRole('region', { name: 'Vehicle Location' })])
    expect(io.observers[0]?.options?.rootMargin).toBe('200px')
    act(() => io.enter())
    const frame = screen.getByTitle('Google Map of Wattle Bay Kia Gosford - Sales')
    expect(frame.tagName).toBe('IFRAME')
    expect(frame.getAttribute('loading')).toBe('lazy')
    expect(frame.getAttribute('src')).toBe(demoEmbedSrc)
    expect(screen.queryByRole('img')).toBeNull()
    expect(io.observers[0]?.elements).toEqual([])
  })

  it('never puts the embed in the server-rendered HTML (first render)', () => {
    const html = renderToString(
      <VehicleMap location={gosford} map={gosfordMap} googleEmbedSrc={demoEmbedSrc} />,
    )
    expect(html).not.toContain('<iframe')
    expect(html).toContain('role="img"')
    expect(html).toContain('id="vehicle-map"')
  })

  it('shows a quiet placeholder until the embed loads when there is no inline map', () => {
    const io = fakeIntersectionObserver()
    const { container } = render(<VehicleMap location={gosford} googleEmbedSrc={demoEmbedSrc} />)
    expect(container.querySelector('.fc-vmap__placeholder')?.getAttribute('aria-hidden')).toBe('true')
    act(() => io.enter())
    expect(container.querySelector('iframe')).not.toBeNull()
  })

  it('loads the embed straight after mounting where IntersectionObserver is missing', () => {
    vi.stubGlobal('IntersectionObserver', undefined)
    const { container } = render(
      <VehicleMap location={gosford} map={gosfordMap} googleEmbedSrc={demoEmbedSrc} />,
    )
    expect(container.querySelector('iframe')).not.toBeNull()
  })

  it('without map data or an embed shows the address and directions only', () => {
    const { container } = render(<VehicleMap location={{ ...gosford, phone: null }} />)
    expect(screen.queryByRole('img')).toBeNull()
    expect(container.querySelector('.fc-vmap__map')).toBeNull()
    expect(screen.queryByRole('link', { name: /02/ })).toBeNull()
    expect(screen.getByRole('link', { name: /Get Directions/ })).toBeDefined()
  })

  it('takes its own id, heading level and texts', () => {
    render(
      <VehicleMap
        id="where"
        headingLevel={3}
        location={gosford}
        map={gosfordMap}
        texts={{
          heading: 'Where to find this car',
          mapLabel: 'Map of {location}',
          directions: 'Directions',
          newTab: '(new tab)',
        }}
      />,
    )
    expect(screen.getByRole('region', { name: 'Where to find this car' }).id).toBe('where')
    expect(screen.getByRole('heading', { level: 3, name: 'Where to find this car' })).toBeDefined()
    expect(screen.getByRole('img', { name: 'Map of Wattle Bay Kia Gosford - Sales' })).toBeDefined()
    expect(screen.getByRole('link', { name: 'Directions (new tab)' })).toBeDefined()
  })

  it('has no serious axe violations with the inline map', async () => {
    const { container } = render(<VehicleMap location={toowoomba} map={toowoombaMap} />)
    await expectNoAxeViolations(container)
  })

  it('has no axe violations with the embed (frames not entered: jsdom has no frame windows)', async () => {
    const io = fakeIntersectionObserver()
    const { container } = render(
      <VehicleMap location={toowoomba} map={toowoombaMap} googleEmbedSrc={demoEmbedSrc} />,
    )
    act(() => io.enter())
    const results = await axe.run(container, {
      iframes: false,
      rules: { region: { enabled: false }, 'color-contrast': { enabled: false } },
    })
    expect(results.violations.map((violation) => violation.id)).toEqual([])
    expect(results.passes.map((pass) => pass.id)).toContain('frame-title')
  })
})
