import { render, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'
import { expectNoAxeViolations } from '../test-utils/axe'
import { carouselsStarted } from '../test-utils/fake-embla'
import { demoLocations } from './fixtures'
import { LocationsCarousel } from './locations-carousel'

vi.mock('embla-carousel-react', () => import('../test-utils/fake-embla'))

describe('LocationsCarousel', () => {
  it("is titled 'Our Locations' with a 'Swipe' hint by default", () => {
    render(<LocationsCarousel locations={demoLocations} />)
    const region = screen.getByRole('region', { name: 'Our Locations' })
    expect(within(region).getByText('Swipe')).toBeDefined()
    expect(
      within(region)
        .getAllByRole('heading', { level: 3 })
        .map((h) => h.textContent),
    ).toEqual(demoLocations.map((location) => location.name))
  })

  it('takes its own title and hint', () => {
    render(<LocationsCarousel title="Find Us" swipeHint="Swipe for more" locations={demoLocations} />)
    expect(screen.getByRole('region', { name: 'Find Us' })).toBeDefined()
    expect(screen.getByText('Swipe for more')).toBeDefined()
  })

  it('links each location page and its phone number', () => {
    render(<LocationsCarousel locations={demoLocations} />)
    expect(screen.getByRole('link', { name: 'Sunshine Mazda Springwood' }).getAttribute('href')).toBe(
      '/our-location/sunshine-mazda-springwood',
    )
    expect(screen.getByRole('link', { name: '07 3000 0002' }).getAttribute('href')).toBe('tel:0730000002')
    expect(screen.getByText('9 Ruthven St, Toowoomba QLD 4350')).toBeDefined()
  })

  it('carousel previous/next disabled at the ends', async () => {
    const user = userEvent.setup()
    render(<LocationsCarousel locations={demoLocations.slice(0, 2)} />)
    await carouselsStarted()
    const previous = screen.getByRole<HTMLButtonElement>('button', { name: 'Previous locations' })
    const next = screen.getByRole<HTMLButtonElement>('button', { name: 'Next locations' })
    expect([previous.disabled, next.disabled]).toEqual([true, false])
    await user.click(next)
    expect([previous.disabled, next.disabled]).toEqual([false, true])
  })

  it('renders nothing without locations', () => {
    const { container } = render(<LocationsCarousel locations={[]} />)
    expect(container.innerHTML).toBe('')
  })

  it('has no serious axe violations', async () => {
    const { container } = render(<LocationsCarousel locations={demoLocations} />)
    await expectNoAxeViolations(container)
  })
})
