import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'
import { expectNoAxeViolations } from '../test-utils/axe'
import { createFakeSearchClient, type FakeSearchRequest } from '../test-utils/fake-search-client'
import { ActiveRefinementsWidget } from './active-refinements-widget'
import { demoAnswer, demoHits, DemoSearch, toDemoCard, type DemoHit } from './fixtures'
import { PaginationWidget } from './pagination-widget'
import { RangeDropdown } from './range-dropdown'
import { RefinementDropdown } from './refinement-dropdown'
import { ResultsSummaryWidget } from './results-summary-widget'
import { SearchResults } from './search-results'
import { SortWidget } from './sort-widget'

const empty = { clearHref: '/search/used-cars' }
const lastParams = (calls: FakeSearchRequest[][]) => calls.at(-1)?.[0]?.params ?? {}
const cardTitles = () =>
  within(screen.getByRole('list', { name: 'Search results' }))
    .getAllByRole('heading')
    .map((heading) => heading.textContent)

describe('SearchResults widget', () => {
  it('maps hits to cards through toCard, after one search', async () => {
    const fake = createFakeSearchClient(demoAnswer)
    render(
      <DemoSearch fake={fake}>
        <SearchResults<DemoHit> toCard={toDemoCard} empty={empty} />
      </DemoSearch>,
    )
    await screen.findByRole('link', { name: '2023 Toyota HiLux' })
    expect(cardTitles()).toEqual(['2023 Toyota HiLux', '2021 Mazda CX-5', '2024 Kia Sportage'])
    expect(fake.calls).toHaveLength(1)
  })

  it('search error: the previous results remain, with no message', async () => {
    const fake = createFakeSearchClient(demoAnswer)
    const onError = vi.fn()
    render(
      <DemoSearch fake={fake}>
        <SortWidget
          items={[
            { value: 'Car_production', label: 'Most relevant' },
            { value: 'Car_production_price_desc', label: 'Highest price' },
          ]}
        />
        <SearchResults<DemoHit> toCard={toDemoCard} empty={empty} onError={onError} />
      </DemoSearch>,
    )
    await screen.findByRole('link', { name: '2023 Toyota HiLux' })
    fake.fail()
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Sort by' }), 'Highest price')
    await waitFor(() => expect(onError).toHaveBeenCalledOnce())
    expect(fake.calls).toHaveLength(2)
    expect(cardTitles()).toHaveLength(3)
    expect(screen.queryByText('No Results Available')).toBeNull()
    expect(screen.queryByRole('alert')).toBeNull()
    expect(screen.getByRole('list', { name: 'Search results' }).getAttribute('aria-busy')).toBe('false')
  })

  it("a finished empty search shows 'No Results Available', never before the first answer", async () => {
    const fake = createFakeSearchClient({ hits: [], nbHits: 0 })
    render(
      <DemoSearch fake={fake}>
        <SearchResults<DemoHit> toCard={toDemoCard} empty={empty} />
      </DemoSearch>,
    )
    expect(screen.queryByText('No Results Available')).toBeNull()
    await screen.findByRole('heading', { name: 'No Results Available' })
    expect(screen.getByRole('link', { name: 'Clear Filters' }).getAttribute('href')).toBe('/search/used-cars')
  })

  it('transformItems changes the hits before they become cards', async () => {
    const fake = createFakeSearchClient(demoAnswer)
    render(
      <DemoSearch fake={fake}>
        <SearchResults<DemoHit>
          toCard={toDemoCard}
          empty={empty}
          transformItems={(items) => items.filter((hit) => hit.make !== 'Mazda')}
        />
      </DemoSearch>,
    )
    await screen.findByRole('link', { name: '2023 Toyota HiLux' })
    expect(cardTitles()).toEqual(['2023 Toyota HiLux', '2024 Kia Sportage'])
  })

  it('makes the cards once per answer: a search under way (the previous cards stay) makes none', async () => {
    const fake = createFakeSearchClient(demoAnswer)
    // Answers wait until released, so the page can be seen while a search is under way.
    const held: (() => void)[] = []
    const search: typeof fake.client.search = (requests) =>
      new Promise((answer) => held.push(() => answer(fake.client.search(requests))))
    const toCard = vi.fn(toDemoCard)
    render(
      <DemoSearch fake={{ ...fake, client: { ...fake.client, search } }}>
        <SortWidget
          items={[
            { value: 'Car_production', label: 'Most relevant' },
            { value: 'Car_production_price_desc', label: 'Highest price' },
          ]}
        />
        <SearchResults<DemoHit> toCard={toCard} empty={empty} />
      </DemoSearch>,
    )
    await waitFor(() => expect(held).toHaveLength(1))
    act(() => held[0]?.())
    await screen.findByRole('link', { name: '2023 Toyota HiLux' })
    expect(toCard).toHaveBeenCalledTimes(demoHits.length)
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Sort by' }), 'Highest price')
    const results = screen.getByRole('list', { name: 'Search results' })
    await waitFor(() => expect(results.getAttribute('aria-busy')).toBe('true'))
    expect(toCard).toHaveBeenCalledTimes(demoHits.length)
    act(() => held[1]?.())
    await waitFor(() => expect(results.getAttribute('aria-busy')).toBe('false'))
    expect(toCard).toHaveBeenCalledTimes(2 * demoHits.length)
  })
})

describe('RefinementDropdown widget', () => {
  it('lists facet values and refines the attribute on toggle', async () => {
    const fake = createFakeSearchClient(demoAnswer)
    render(
      <DemoSearch fake={fake}>
        <RefinementDropdown attribute="make" label="Make" />
      </DemoSearch>,
    )
    await userEvent.click(await screen.findByRole('button', { name: 'Make' }))
    const toyota = await screen.findByRole('checkbox', { name: 'Toyota 1999+' })
    await userEvent.click(toyota)
    await waitFor(() => expect(lastParams(fake.calls).facetFilters).toEqual([['make:Toyota']]))
    expect(screen.getByRole('button', { name: 'Make (1)' })).toBeDefined()
  })

  it('popular makes first, then All Makes', async () => {
    const fake = createFakeSearchClient(demoAnswer)
    render(
      <DemoSearch fake={fake}>
        <RefinementDropdown attribute="make" label="Make" popularMakes={2} searchable />
      </DemoSearch>,
    )
    const allMakes = await screen.findByRole('list', { name: 'All Makes', hidden: true })
    expect(within(allMakes).getAllByRole('checkbox', { hidden: true })).toHaveLength(3)
    expect(screen.getAllByRole('list', { hidden: true })[0]?.querySelectorAll('input')).toHaveLength(2)
  })
})

describe('RangeDropdown widget', () => {
  it('refines the numeric range when a handle is released', async () => {
    const fake = createFakeSearchClient(demoAnswer)
    render(
      <DemoSearch fake={fake}>
        <RangeDropdown attribute="price" label="Price" min={5000} max={250000} step={500} />
      </DemoSearch>,
    )
    await userEvent.click(await screen.findByRole('button', { name: 'Price' }))
    const lower = screen.getByRole('slider', { name: 'Minimum Price' })
    fireEvent.change(lower, { target: { value: '10000' } })
    fireEvent.pointerUp(lower)
    // The upper handle sits at its bound: no upper limit.
    await waitFor(() => expect(lastParams(fake.calls).numericFilters).toEqual(['price>=10000']))
    expect(await screen.findByRole('button', { name: 'Price (1)' })).toBeDefined()
    fireEvent.change(lower, { target: { value: '5000' } })
    fireEvent.pointerUp(lower)
    await waitFor(() => expect(lastParams(fake.calls).numericFilters).toBeUndefined())
  })
})

describe('SortWidget', () => {
  it('searches the chosen index', async () => {
    const fake = createFakeSearchClient(demoAnswer)
    render(
      <DemoSearch fake={fake}>
        <SortWidget
          items={[
            { value: 'Car_production', label: 'Most relevant' },
            { value: 'Car_production_latest', label: 'Latest' },
          ]}
        />
      </DemoSearch>,
    )
    await userEvent.selectOptions(await screen.findByRole('combobox', { name: 'Sort by' }), 'Latest')
    await waitFor(() => expect(fake.calls.at(-1)?.[0]?.indexName).toBe('Car_production_latest'))
  })
})

describe('PaginationWidget', () => {
  it('real links from hrefFor, and a click changes the page in place', async () => {
    const fake = createFakeSearchClient(demoAnswer)
    const onNavigate = vi.fn()
    render(
      <DemoSearch fake={fake}>
        <PaginationWidget hrefFor={(page) => `/search/used-cars?page=${page}`} onNavigate={onNavigate} />
      </DemoSearch>,
    )
    // 100 cars at 20 a page: 5 pages.
    const last = await screen.findByRole('link', { name: 'Page 5' })
    expect(last.getAttribute('href')).toBe('/search/used-cars?page=5')
    expect(screen.getByRole('link', { name: 'Page 1' }).getAttribute('aria-current')).toBe('page')
    await userEvent.click(screen.getByRole('link', { name: 'Next' }))
    await waitFor(() => expect(lastParams(fake.calls).page).toBe(1))
    expect(onNavigate).toHaveBeenCalledWith(2)
    expect((await screen.findByRole('link', { name: 'Page 2' })).getAttribute('aria-current')).toBe('page')
    expect(screen.getByRole('link', { name: 'Previous' }).getAttribute('href')).toBe(
      '/search/used-cars?page=1',
    )
  })
})

describe('ResultsSummaryWidget', () => {
  it('the number of cars, capped at 1999+', async () => {
    const fake = createFakeSearchClient({ ...demoAnswer, nbHits: 2500 })
    render(
      <DemoSearch fake={fake}>
        <ResultsSummaryWidget />
      </DemoSearch>,
    )
    expect(await screen.findByText('1999+ cars')).toBeDefined()
  })

  it('digit grouping below the cap', async () => {
    const fake = createFakeSearchClient({ ...demoAnswer, nbHits: 1234 })
    render(
      <DemoSearch fake={fake}>
        <ResultsSummaryWidget />
      </DemoSearch>,
    )
    expect(await screen.findByText('1,234 cars')).toBeDefined()
  })
})

describe('ActiveRefinementsWidget', () => {
  it('a chip per refinement; remove and Clear Filters refine the search', async () => {
    const fake = createFakeSearchClient(demoAnswer)
    render(
      <DemoSearch fake={fake} initialUiState={{ refinementList: { make: ['Toyota', 'Kia'] } }}>
        <RefinementDropdown attribute="make" label="Make" />
        <ActiveRefinementsWidget attributeLabels={{ make: 'Make' }} />
      </DemoSearch>,
    )
    await userEvent.click(await screen.findByRole('button', { name: 'Remove Make: Toyota' }))
    await waitFor(() => expect(lastParams(fake.calls).facetFilters).toEqual([['make:Kia']]))
    // The search is sent before its answer shows; Clear Filters pressed in between does nothing. Wait for the chip.
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Remove Make: Toyota' })).toBeNull())
    await userEvent.click(screen.getByRole('button', { name: 'Clear Filters' }))
    await waitFor(() => expect(lastParams(fake.calls).facetFilters).toBeUndefined())
    expect(screen.queryByRole('list', { name: 'Active filters' })).toBeNull()
  })
})

describe('search widgets together', () => {
  it('have no serious axe violations', async () => {
    const fake = createFakeSearchClient(demoAnswer)
    const { container } = render(
      <DemoSearch fake={fake} initialUiState={{ refinementList: { make: ['Toyota'] } }}>
        <ResultsSummaryWidget />
        <RefinementDropdown attribute="make" label="Make" />
        <RangeDropdown attribute="price" label="Price" min={5000} max={250000} step={500} />
        <ActiveRefinementsWidget attributeLabels={{ make: 'Make' }} />
        <SearchResults<DemoHit> toCard={toDemoCard} empty={empty} />
        <PaginationWidget hrefFor={(page) => `?page=${page}`} />
      </DemoSearch>,
    )
    await screen.findByRole('link', { name: '2023 Toyota HiLux' })
    await expectNoAxeViolations(container)
  })
})
