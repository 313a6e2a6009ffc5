import { render, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import { expectNoAxeViolations } from '../test-utils/axe'
import { gosfordDetails } from './fixtures'
import { LocationDetails } from './location-details'

describe('LocationDetails', () => {
  it('heads the page with the name; address, phone, licences and a directions link in a new tab', () => {
    render(<LocationDetails location={gosfordDetails} />)
    expect(screen.getByRole('heading', { level: 1, name: 'Wattle Bay Kia Gosford' })).toBeDefined()
    const address = screen.getByRole('region', { name: 'Address' })
    expect(address.querySelector('address')?.textContent).toContain('240 Manns RoadGosford NSW 2250')
    expect(within(address).getByRole('link', { name: '02 5081 8689' })).toBeDefined()
    expect(within(address).getByText('DL# MD 63466')).toBeDefined()
    const directions = within(address).getByRole('link', { name: 'Get Directions (opens in a new tab)' })
    expect(directions.getAttribute('href')).toBe(gosfordDetails.directionsHref)
    expect(directions.getAttribute('rel')).toContain('noopener')
  })

  it("shows the review summary: average rating and 'Based on N reviews'", () => {
    render(<LocationDetails location={gosfordDetails} />)
    expect(screen.getByText('Based on 275 reviews')).toBeDefined()
    expect(screen.getAllByRole('img', { name: 'Rated 4.6 out of 5' })).toHaveLength(1)
  })

  it('has the Opening Hours table with its department selector, the map and the reviews', async () => {
    const user = userEvent.setup()
    render(<LocationDetails location={gosfordDetails} />)
    await user.selectOptions(screen.getByRole('combobox', { name: 'Department' }), 'parts')
    expect(screen.getByRole('table', { name: 'Opening Hours: Parts' })).toBeDefined()
    expect(screen.getByRole('img', { name: 'Map showing Wattle Bay Kia Gosford' })).toBeDefined()
    expect(within(screen.getByRole('region', { name: 'Reviews' })).getAllByRole('listitem')).toHaveLength(2)
  })

  it('places its children (the enquiry form) before the reviews', () => {
    render(
      <LocationDetails location={{ ...gosfordDetails, rating: null, reviews: [] }}>
        <p>Enquiry form</p>
      </LocationDetails>,
    )
    expect(screen.getByText('Enquiry form')).toBeDefined()
    expect(screen.queryByText(/Based on/)).toBeNull()
    expect(screen.queryByRole('region', { name: 'Reviews' })).toBeNull()
  })

  it('has no serious axe violations', async () => {
    const { container } = render(<LocationDetails location={gosfordDetails} />)
    await expectNoAxeViolations(container)
  })
})
