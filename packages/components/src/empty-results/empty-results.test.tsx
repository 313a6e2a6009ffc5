import { render, screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { expectNoAxeViolations } from '../test-utils/axe'
import { EmptyResults } from './empty-results'

describe('EmptyResults', () => {
  it("empty search: the spec's title, text and Clear Filters to the refresh path, letter for letter", () => {
    render(<EmptyResults clearHref="/search/used-cars" />)
    expect(screen.getByRole('heading', { level: 2 }).textContent).toBe('No Results Available')
    expect(
      screen.getByText(
        'No results found for your search at this time. Please try adjusting the filters for more results.',
      ),
    ).toBeDefined()
    expect(screen.getByRole('link', { name: 'Clear Filters' }).getAttribute('href')).toBe('/search/used-cars')
  })

  it('the offers variant text, passed by the site', () => {
    const offers = 'There appears to be no offers currently available that meet the conditions of your search'
    render(<EmptyResults clearHref="/offers" text={offers} />)
    expect(screen.getByText(offers).textContent).toBe(offers)
  })

  it('has no serious axe violations', async () => {
    const { container } = render(<EmptyResults clearHref="/search/used-cars" />)
    await expectNoAxeViolations(container)
  })
})
