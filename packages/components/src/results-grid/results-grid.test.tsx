import { render, screen, within } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
import { demoPromo } from '../promo-card/fixtures'
import { expectNoAxeViolations } from '../test-utils/axe'
import { manyCards } from '../vehicle-card/fixtures'
import type * as vehicleCardModule from '../vehicle-card/vehicle-card'
import { ResultsGrid } from './results-grid'

// Every card the grid renders is counted, and drawn as before.
const cardRenders = vi.hoisted(() => ({ count: 0 }))
vi.mock('../vehicle-card/vehicle-card', async (importOriginal) => {
  const actual = await importOriginal<typeof vehicleCardModule>()
  return {
    ...actual,
    VehicleCard: (props: Parameters<typeof actual.VehicleCard>[0]) => {
      cardRenders.count += 1
      return actual.VehicleCard(props)
    },
  }
})

const list = () => screen.getByRole('list', { name: 'Search results' })
const titles = () =>
  within(list())
    .getAllByRole('heading', { level: 3 })
    .map((heading) => heading.textContent)

describe('ResultsGrid', () => {
  it('lists one card per result, three per row by default', () => {
    render(<ResultsGrid cards={manyCards.slice(0, 5)} />)
    expect(list().className).toBe('fc-results fc-results--3')
    expect(list().children).toHaveLength(5)
    expect(titles()).toHaveLength(5)
  })

  it('four per row for the dealer group that wants it', () => {
    render(<ResultsGrid cards={manyCards.slice(0, 2)} columns={4} />)
    expect(list().className).toContain('fc-results--4')
  })

  it('inserts promo cards before the card at their index, or after the last card, and drops those further on', () => {
    render(
      <ResultsGrid
        cards={manyCards.slice(0, 6)}
        promos={[
          { index: 5, card: demoPromo },
          { index: 2, card: { ...demoPromo, heading: 'Trade-in', href: '/sell' } },
          { index: 6, card: { ...demoPromo, heading: 'After the last', href: '/last' } },
          { index: 10, card: { ...demoPromo, heading: 'Too far', href: '/far' } },
        ]}
      />,
    )
    const headings = titles()
    expect(headings).toHaveLength(9)
    expect(headings[2]).toBe('Trade-in')
    expect(headings[6]).toBe('Used car finance from 8.99% p.a.')
    expect(headings[8]).toBe('After the last')
    expect(list().lastElementChild?.textContent).toContain('After the last')
    expect(screen.queryByText('Too far')).toBeNull()
  })

  it('"a slot needs that many results before it": with no cards, no promo card shows', () => {
    render(<ResultsGrid cards={[]} promos={[{ index: 0, card: demoPromo }]} />)
    expect(list().children).toHaveLength(0)
  })

  it.each([
    [3, ['eager', 'eager', 'eager', 'lazy', 'lazy']],
    [4, ['eager', 'eager', 'eager', 'eager', 'lazy']],
  ] as const)(
    'with %i per row: the first photo loads with high priority, the rest of the first row eagerly, the rest lazily',
    (columns, loading) => {
      const cards = manyCards.filter((card) => card.image).slice(0, 5)
      render(<ResultsGrid cards={cards} columns={columns} />)
      const images = screen.getAllByRole('img')
      expect(images.map((img) => img.getAttribute('loading'))).toEqual(loading)
      expect(images.map((img) => img.getAttribute('fetchpriority'))).toEqual(['high', null, null, null, null])
    },
  )

  it("a card's own priority and loading win over its place in the grid", () => {
    const cards = manyCards.filter((card) => card.image).slice(0, 2)
    render(
      <ResultsGrid
        cards={[
          { ...cards[0]!, priority: false, eager: false },
          { ...cards[1]!, priority: true },
        ]}
      />,
    )
    const images = screen.getAllByRole('img')
    expect(images.map((img) => img.getAttribute('loading'))).toEqual(['lazy', 'eager'])
    expect(images.map((img) => img.getAttribute('fetchpriority'))).toEqual([null, 'high'])
  })

  it('keeps the cards while busy and says so', () => {
    render(<ResultsGrid cards={manyCards.slice(0, 3)} busy />)
    expect(list().getAttribute('aria-busy')).toBe('true')
    expect(titles()).toHaveLength(3)
  })

  it.each([
    ['a search starting or ending renders no card again', { busy: true }, 0],
    ['the same cards and promotions render no card again', {}, 0],
    ['new cards render every card again', { cards: manyCards.slice(1, 4) }, 3],
  ])('%s', (_name, change, renders) => {
    const cards = manyCards.slice(0, 3)
    const promos = [{ index: 1, card: demoPromo }]
    const { rerender } = render(<ResultsGrid cards={cards} promos={promos} />)
    cardRenders.count = 0
    rerender(<ResultsGrid cards={cards} promos={promos} {...change} />)
    expect(cardRenders.count).toBe(renders)
    expect(titles()).toHaveLength(4)
  })

  it('has no serious axe violations', async () => {
    const { container } = render(
      <ResultsGrid cards={manyCards.slice(0, 4)} promos={[{ index: 1, card: demoPromo }]} busy />,
    )
    await expectNoAxeViolations(container)
  })
})

describe('the optional carousel', () => {
  it('marks the list so phones scroll it sideways; the grid stays a list of the same items', () => {
    const { container } = render(<ResultsGrid cards={manyCards.slice(0, 4)} carousel />)
    const list = within(container).getByRole('list', { name: 'Search results' })
    expect(list.className).toContain('fc-results--carousel')
    expect(list.children).toHaveLength(4)
  })

  it('is off by default', () => {
    const { container } = render(<ResultsGrid cards={manyCards.slice(0, 4)} />)
    expect(within(container).getByRole('list', { name: 'Search results' }).className).not.toContain(
      'fc-results--carousel',
    )
  })
})
