import { filterLocations } from '@forecourt/stock-rules'
import { render, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { useState } from 'react'
import { describe, expect, it, vi } from 'vitest'
import { demoLocationGroups } from '../location-card/fixtures'
import { expectNoAxeViolations } from '../test-utils/axe'
import { LocationsTabs } from './locations-tabs'

function Page({ onQuery = () => {} }: { onQuery?: (query: string) => void }) {
  const [query, setQuery] = useState('')
  return (
    <LocationsTabs
      groups={demoLocationGroups}
      query={query}
      onQueryChange={(next) => {
        setQuery(next)
        onQuery(next)
      }}
    />
  )
}

const tabNames = () => screen.getAllByRole('tab').map((tab) => tab.textContent)
const shownNames = () =>
  within(screen.getByRole('tabpanel'))
    .getAllByRole('heading', { level: 3 })
    .map((heading) => heading.textContent)

describe('LocationsTabs', () => {
  it('"tabs by location type (sales, used, service, parts)", in sort order', () => {
    render(<Page />)
    expect(screen.getByRole('heading', { level: 2, name: 'Wattle Bay Kia' })).toBeDefined()
    expect(screen.getByRole('tablist', { name: 'Wattle Bay Kia departments' })).toBeDefined()
    expect(tabNames()).toEqual(['Sales', 'Used', 'Service'])
    expect(screen.getByRole('tab', { name: 'Sales' }).getAttribute('aria-selected')).toBe('true')
  })

  it('each tab shows address, opening hours, phone, Visit Website, DL# and MVR#, and a map', () => {
    render(<Page />)
    const panel = screen.getByRole('tabpanel', { name: 'Sales' })
    expect(panel.querySelector('address')?.textContent).toContain('240 Manns Road')
    expect(within(panel).getByText('Opening Hours')).toBeDefined()
    expect(within(panel).getByRole('link', { name: '02 5081 8689' }).getAttribute('href')).toBe(
      'tel:0250818689',
    )
    const website = within(panel).getByRole('link', { name: /^Visit Website/ })
    expect(website.getAttribute('href')).toBe('https://wattlebaykia.example/locations/wattle-bay-kia')
    expect(website.getAttribute('target')).toBe('_blank')
    expect(within(panel).getByText('DL# MD 63466')).toBeDefined()
    expect(within(panel).getByText('MVR# MVRL 37456')).toBeDefined()
    expect(
      within(panel).getByRole('img', { name: 'Map showing Wattle Bay Kia Gosford - Sales' }),
    ).toBeDefined()
  })

  it('shows the location image or the brand logo where the tab has no map', async () => {
    const user = userEvent.setup()
    render(<Page />)
    await user.click(screen.getByRole('tab', { name: 'Service' }))
    expect(screen.getByRole('img', { name: 'Wattle Bay Kia Gosford service workshop' })).toBeDefined()
    await user.click(screen.getByRole('tab', { name: 'Used' }))
    expect(screen.getByRole('img', { name: 'Kia' })).toBeDefined()
  })

  it('"blank shown as sales"', async () => {
    const user = userEvent.setup()
    render(<Page />)
    await user.selectOptions(screen.getByRole('combobox', { name: 'Dealership' }), 'bunya-range-mazda')
    expect(tabNames()).toEqual(['Sales', 'Service'])
    expect(shownNames()).toEqual(['Bunya Range Ipswich - Sales'])
  })

  it('"Locations tab resets to the first tab when the location group changes"', async () => {
    const user = userEvent.setup()
    render(<Page />)
    await user.click(screen.getByRole('tab', { name: 'Used' }))
    expect(screen.getByRole('tab', { name: 'Used' }).getAttribute('aria-selected')).toBe('true')
    await user.selectOptions(screen.getByRole('combobox', { name: 'Dealership' }), 'bunya-range-mazda')
    expect(screen.getByRole('tab', { name: 'Sales' }).getAttribute('aria-selected')).toBe('true')
    await user.selectOptions(screen.getByRole('combobox', { name: 'Dealership' }), 'wattle-bay-kia')
    expect(screen.getByRole('tab', { name: 'Sales' }).getAttribute('aria-selected')).toBe('true')
  })

  it('moves between tabs with the arrow keys, Home and End', async () => {
    const user = userEvent.setup()
    render(<Page />)
    await user.click(screen.getByRole('tab', { name: 'Sales' }))
    await user.keyboard('{ArrowRight}')
    expect(document.activeElement).toBe(screen.getByRole('tab', { name: 'Used' }))
    expect(shownNames()).toEqual(['Wattle Bay Kia Used Cars Erina - Used Cars'])
    await user.keyboard('{End}')
    expect(screen.getByRole('tab', { name: 'Service' }).getAttribute('aria-selected')).toBe('true')
    await user.keyboard('{ArrowRight}')
    expect(screen.getByRole('tab', { name: 'Sales' }).getAttribute('aria-selected')).toBe('true')
  })

  it("'Search locations...' reports each keystroke (the page writes locationQuery)", async () => {
    const user = userEvent.setup()
    const onQuery = vi.fn<(query: string) => void>()
    render(<Page onQuery={onQuery} />)
    await user.type(screen.getByPlaceholderText('Search locations...'), 'Eri')
    expect(onQuery.mock.calls.map(([query]) => query)).toEqual(['E', 'Er', 'Eri'])
  })

  it.each(['erina', 'ERINA', '2250', 'central coast', 'used', '4305', 'service'])(
    '"Location filter: case-insensitive substring match on name, postcode, street or location type": %j',
    async (query) => {
      const user = userEvent.setup()
      render(<Page />)
      await user.type(screen.getByRole('searchbox', { name: 'Search locations' }), query)
      const all = demoLocationGroups.flatMap((group) =>
        group.locations.map((location) => ({
          ...location,
          location_type: location.type,
          address: { street: location.street, postcode: location.postcode },
        })),
      )
      const expected = filterLocations(all, query).map((location) => location.name)
      const shown: string[] = []
      const groups = screen.queryByRole('combobox', { name: 'Dealership' })
      const groupKeys = groups
        ? within(groups)
            .getAllByRole('option')
            .map((option) => (option as HTMLOptionElement).value)
        : [null]
      for (const key of groupKeys) {
        if (key && groups) await user.selectOptions(groups, key)
        for (const tab of screen.getAllByRole('tab')) {
          await user.click(tab)
          shown.push(...shownNames())
        }
      }
      expect(shown.sort()).toEqual(expected.sort())
    },
  )

  it('names each location without a link, and has no View Details, where the tenant has no location pages', () => {
    const groups = demoLocationGroups.map((group) => ({
      ...group,
      locations: group.locations.map((location) => ({ ...location, href: null })),
    }))
    render(<LocationsTabs groups={groups} query="" onQueryChange={() => {}} />)
    const panel = screen.getByRole('tabpanel', { name: 'Sales' })
    expect(within(panel).queryAllByRole('link', { name: /View Details/ })).toEqual([])
    expect(within(panel).getAllByRole('heading').length).toBeGreaterThan(0)
  })

  it('says when nothing matches', async () => {
    const user = userEvent.setup()
    render(<Page />)
    await user.type(screen.getByRole('searchbox'), 'zzz')
    expect(screen.getAllByText("No locations match 'zzz'.").length).toBeGreaterThan(0)
    expect(screen.queryByRole('tablist')).toBeNull()
  })

  it('has no serious axe violations', async () => {
    const { container } = render(<Page />)
    await expectNoAxeViolations(container)
  })
})
