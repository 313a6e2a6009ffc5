import { render, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'
import { erinaUsed, gosfordSales, toowoombaSales } from '../location-card/fixtures'
import { expectNoAxeViolations } from '../test-utils/axe'
import { DealerLocator, type LocatorResult, type PositionSource } from './dealer-locator'

const results: LocatorResult[] = [
  { location: gosfordSales, distanceKm: 2.4 },
  { location: erinaUsed, distanceKm: 7.46 },
  { location: toowoombaSales, distanceKm: 712.9 },
]

const unsorted = results.map((result) => ({ ...result, distanceKm: null }))

describe('DealerLocator', () => {
  it('before a search lists every location without distances', () => {
    render(<DealerLocator results={unsorted} onSearch={() => {}} onLocate={() => {}} geolocation={null} />)
    const list = within(screen.getByRole('region', { name: 'All locations' })).getByRole('list')
    expect(within(list).getAllByRole('listitem')).toHaveLength(3)
    expect(screen.queryByText(/km away/)).toBeNull()
  })

  it('after a search shows the locations nearest first with their distance', () => {
    render(
      <DealerLocator
        results={results}
        postcode="2250"
        origin="postcode"
        onSearch={() => {}}
        onLocate={() => {}}
      />,
    )
    const region = screen.getByRole('region', { name: 'Nearest to 2250' })
    expect(
      within(region)
        .getAllByRole('heading', { level: 3 })
        .map((h) => h.textContent),
    ).toEqual([
      'Wattle Bay Kia Gosford - Sales',
      'Wattle Bay Kia Used Cars Erina - Used Cars',
      'Bunya Range Toowoomba - Sales',
    ])
    expect(within(region).getByText('7.5 km away')).toBeDefined()
    expect(screen.getByRole('textbox', { name: 'Postcode' })).toHaveProperty('value', '2250')
  })

  it('searches a four-digit postcode', async () => {
    const user = userEvent.setup()
    const onSearch = vi.fn()
    render(<DealerLocator results={unsorted} onSearch={onSearch} onLocate={() => {}} geolocation={null} />)
    await user.type(screen.getByRole('textbox', { name: 'Postcode' }), '4350')
    await user.click(screen.getByRole('button', { name: 'Find' }))
    expect(onSearch).toHaveBeenCalledWith('4350')
    expect(screen.getByRole('alert').textContent).toBe('')
  })

  it("a bad postcode gives 'Invalid postcode' and keeps what was typed", async () => {
    const user = userEvent.setup()
    const onSearch = vi.fn()
    render(<DealerLocator results={unsorted} onSearch={onSearch} onLocate={() => {}} geolocation={null} />)
    const field = screen.getByRole('textbox', { name: 'Postcode' })
    await user.type(field, '43a{Enter}')
    expect(onSearch).not.toHaveBeenCalled()
    expect(screen.getByRole('alert').textContent).toBe('Invalid postcode')
    expect(field.getAttribute('aria-invalid')).toBe('true')
    expect(field).toHaveProperty('value', '43a')
  })

  it("shows the server's 'Invalid postcode'", () => {
    render(
      <DealerLocator
        results={unsorted}
        postcode="0000"
        error="Invalid postcode"
        onSearch={() => {}}
        onLocate={() => {}}
      />,
    )
    expect(screen.getByRole('alert').textContent).toBe('Invalid postcode')
  })

  it("'Use my location' asks the browser's geolocation and reports the position", async () => {
    const user = userEvent.setup()
    const onLocate = vi.fn()
    const geolocation: PositionSource = {
      getCurrentPosition: (success) =>
        success({ coords: { latitude: -33.43, longitude: 151.34 } } as GeolocationPosition),
    }
    render(
      <DealerLocator results={unsorted} onSearch={() => {}} onLocate={onLocate} geolocation={geolocation} />,
    )
    await user.click(screen.getByRole('button', { name: 'Use my location' }))
    expect(onLocate).toHaveBeenCalledWith({ lat: -33.43, lng: 151.34 })
  })

  it('says so when the browser gives no position', async () => {
    const user = userEvent.setup()
    const geolocation: PositionSource = {
      getCurrentPosition: (_success, failure) => failure?.({ code: 1 } as GeolocationPositionError),
    }
    render(
      <DealerLocator results={unsorted} onSearch={() => {}} onLocate={() => {}} geolocation={geolocation} />,
    )
    await user.click(screen.getByRole('button', { name: 'Use my location' }))
    expect(screen.getByRole('alert').textContent).toBe(
      "We couldn't get your location. Please enter a postcode instead.",
    )
  })

  it('has no serious axe violations', async () => {
    const { container } = render(
      <DealerLocator
        results={results}
        postcode="2250"
        origin="postcode"
        onSearch={() => {}}
        onLocate={() => {}}
      />,
    )
    await expectNoAxeViolations(container)
  })
})
