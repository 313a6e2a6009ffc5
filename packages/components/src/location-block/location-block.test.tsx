import { render, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import { demoLocationCards, erinaUsed, gosfordSales, toowoombaSales } from '../location-card/fixtures'
import { expectNoAxeViolations } from '../test-utils/axe'
import { LocationBlock } from './location-block'

const names = () => screen.getAllByRole('article').map((card) => card.querySelector('h3')?.textContent)

describe('LocationBlock', () => {
  it("is titled 'Our Locations' by default and shows every location with filter 'all'", () => {
    render(<LocationBlock locations={demoLocationCards} />)
    expect(screen.getByRole('heading', { level: 2, name: 'Our Locations' })).toBeDefined()
    expect(names()).toHaveLength(4)
  })

  it.each([
    ['primary', ['Wattle Bay Kia Gosford - Sales']],
    ['sales', ['Wattle Bay Kia Gosford - Sales']],
    ['service', ['Wattle Bay Kia Gosford - Service']],
    ['parts', ['Wattle Bay Kia Gosford - Parts']],
    [2004, ['Wattle Bay Kia Used Cars Erina - Used Cars']],
  ] as const)('filter %j keeps %j', (filter, expected) => {
    render(<LocationBlock locations={demoLocationCards} filter={filter} />)
    expect(names()).toEqual(expected)
  })

  it('"One location: single large card with map"', () => {
    const { container } = render(<LocationBlock locations={[erinaUsed]} />)
    expect(container.querySelector('.fc-lcard--large')).not.toBeNull()
    expect(
      screen.getByRole('img', { name: 'Map showing Wattle Bay Kia Used Cars Erina - Used Cars' }),
    ).toBeDefined()
    expect(screen.queryByRole('list')).toBeNull()
  })

  it.each([
    [2, 'fc-lblock__grid--2'],
    [3, 'fc-lblock__grid--3'],
    [4, 'fc-lblock__grid--4'],
  ])('"several: grid (column count by count)": %i locations → %s', (count, className) => {
    render(<LocationBlock locations={demoLocationCards.slice(0, count)} />)
    expect(screen.getByRole('list').className).toContain(className)
    expect(screen.getAllByRole('listitem')).toHaveLength(count)
  })

  it('renders nothing when the filter keeps no location', () => {
    const { container } = render(<LocationBlock locations={demoLocationCards} filter={9999} />)
    expect(container.innerHTML).toBe('')
  })

  it("'tabbed-map': one tab per location, each with its map; arrows move between tabs", async () => {
    const user = userEvent.setup()
    render(
      <LocationBlock locations={[gosfordSales, toowoombaSales]} layout="tabbed-map" tabsLabel="Our sites" />,
    )
    const tablist = screen.getByRole('tablist', { name: 'Our sites' })
    const tabs = within(tablist).getAllByRole('tab')
    expect(tabs.map((tab) => tab.textContent)).toEqual([
      'Wattle Bay Kia Gosford - Sales',
      'Bunya Range Toowoomba - Sales',
    ])
    expect(screen.getByRole('tabpanel', { name: 'Wattle Bay Kia Gosford - Sales' })).toBeDefined()
    expect(screen.getByRole('img', { name: 'Map showing Wattle Bay Kia Gosford - Sales' })).toBeDefined()
    await user.click(tabs[0] as HTMLElement)
    await user.keyboard('{ArrowRight}')
    expect(document.activeElement).toBe(tabs[1])
    expect(screen.getByRole('img', { name: 'Map showing Bunya Range Toowoomba - Sales' })).toBeDefined()
  })

  it('has no serious axe violations in each layout', async () => {
    const { container } = render(
      <>
        <LocationBlock locations={demoLocationCards} title="Grid" />
        <LocationBlock locations={[gosfordSales]} title="Single" />
        <LocationBlock locations={[gosfordSales, toowoombaSales]} layout="tabbed-map" title="Tabbed" />
      </>,
    )
    await expectNoAxeViolations(container)
  })
})
