import { render, screen, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { expectNoAxeViolations } from '../test-utils/axe'
import { gosfordParts, gosfordSales, gosfordService } from './fixtures'
import { LocationCard } from './location-card'

describe('LocationCard', () => {
  it('shows the name, stars, address, suburb and state, phone, opening hours and dealer licence number', () => {
    render(<LocationCard location={gosfordSales} />)
    const card = screen.getByRole('article', { name: 'Wattle Bay Kia Gosford - Sales' })
    expect(
      within(card).getByRole('heading', { level: 3, name: 'Wattle Bay Kia Gosford - Sales' }),
    ).toBeDefined()
    expect(within(card).getByRole('img', { name: 'Rated 4.6 out of 5' })).toBeDefined()
    expect(within(card).getByText('275 reviews')).toBeDefined()
    expect(card.querySelector('address')?.textContent).toContain('240 Manns Road')
    expect(card.querySelector('address')?.textContent).toContain('Gosford NSW 2250')
    expect(within(card).getByRole('link', { name: '02 5081 8689' }).getAttribute('href')).toBe(
      'tel:0250818689',
    )
    expect(within(card).getByText('Mon–Fri').nextElementSibling?.textContent).toBe('08:30 - 17:30')
    expect(within(card).getByText('Dealer Licence: MD 63466')).toBeDefined()
  })

  it('draws 4 full stars and a partial fifth for 4.6 (at most 4 full icons plus a partial)', () => {
    const { container } = render(<LocationCard location={gosfordSales} />)
    expect(container.querySelector('.fc-stars__clip')?.getAttribute('width')).toBe('92')
  })

  it('links View Details, Get Directions, View Location and View Our Stock, naming the location', () => {
    render(<LocationCard location={gosfordSales} />)
    expect(
      screen
        .getByRole('link', { name: /^View Details\s*, Wattle Bay Kia Gosford - Sales$/ })
        .getAttribute('href'),
    ).toBe('/our-location/wattle-bay-kia-gosford')
    const directions = screen.getByRole('link', { name: /^Get Directions/ })
    expect(directions.getAttribute('href')).toBe(gosfordSales.directionsHref)
    expect(directions.getAttribute('target')).toBe('_blank')
    expect(directions.textContent).toContain('(opens in a new tab)')
    expect(screen.getByRole('link', { name: /^View Location/ }).getAttribute('href')).toBe(
      gosfordSales.placeHref,
    )
    expect(screen.getByRole('link', { name: /^View Our Stock/ }).getAttribute('href')).toBe(
      '/search/wattle-bay-kia-gosford',
    )
  })

  it('shows the image when there is one, else the inline map', () => {
    const { unmount } = render(<LocationCard location={gosfordService} />)
    expect(screen.getByRole('img', { name: 'Wattle Bay Kia Gosford service workshop' })).toBeDefined()
    expect(screen.queryByRole('img', { name: /^Map showing/ })).toBeNull()
    unmount()
    render(<LocationCard location={gosfordSales} />)
    expect(screen.getByRole('img', { name: 'Map showing Wattle Bay Kia Gosford - Sales' })).toBeDefined()
  })

  it('the large card always shows the map', () => {
    render(<LocationCard location={gosfordService} size="large" />)
    expect(screen.getByRole('img', { name: 'Map showing Wattle Bay Kia Gosford - Service' })).toBeDefined()
  })

  it('leaves out what the location does not have', () => {
    render(<LocationCard location={gosfordParts} />)
    expect(screen.queryByRole('img', { name: /^Rated/ })).toBeNull()
    expect(screen.queryByText(/Dealer Licence/)).toBeNull()
    expect(screen.queryByRole('link', { name: /View Our Stock/ })).toBeNull()
    expect(screen.queryByRole('link', { name: /^0/ })).toBeNull()
  })

  it('has no View Details where the tenant has no location pages', () => {
    render(<LocationCard location={{ ...gosfordSales, href: null }} />)
    expect(screen.queryByRole('link', { name: /View Details/ })).toBeNull()
    expect(screen.getByRole('link', { name: /Get Directions/ })).toBeDefined()
  })

  it('shows the distance with one decimal', () => {
    render(<LocationCard location={gosfordSales} distanceKm={12.345} />)
    expect(screen.getByText('12.3 km away')).toBeDefined()
  })

  it('has no serious axe violations', async () => {
    const { container } = render(
      <>
        <LocationCard location={gosfordSales} />
        <LocationCard location={gosfordService} size="large" />
      </>,
    )
    await expectNoAxeViolations(container)
  })
})
