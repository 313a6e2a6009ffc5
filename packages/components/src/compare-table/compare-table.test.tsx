import { render, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'
import { expectNoAxeViolations } from '../test-utils/axe'
import { CompareTable } from './compare-table'
import { compareCars } from './fixtures'

describe('CompareTable', () => {
  it('shows the cars as columns named by the car, with a row header per spec', () => {
    render(<CompareTable cars={compareCars.slice(0, 3)} onRemove={() => undefined} />)
    const table = screen.getByRole('table', { name: 'Compare cars' })
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((header) => header.textContent),
    ).toEqual(['2023 Toyota HiLux SR5', '2022 Ford Ranger XLT', '2021 Isuzu D-Max LS-U'])
    expect(
      within(table)
        .getAllByRole('rowheader')
        .map((header) => header.textContent),
    ).toEqual(['Price', 'Kilometres', 'Transmission', 'Fuel', 'Towing (braked)'])
    const towing = within(table).getByRole('row', { name: /Towing/ })
    expect(
      within(towing)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['3,500 kg', '–Not listed', '3,500 kg'])
    expect(within(table).getByRole('link', { name: '2022 Ford Ranger XLT' }).getAttribute('href')).toBe(
      '/cars/2022-ford-ranger-xlt',
    )
  })

  it('each Remove button names its car and calls onRemove with its id', async () => {
    const user = userEvent.setup()
    const onRemove = vi.fn()
    render(<CompareTable cars={compareCars} onRemove={onRemove} />)
    await user.click(screen.getByRole('button', { name: 'Remove 2021 Isuzu D-Max LS-U' }))
    expect(onRemove).toHaveBeenCalledWith('dmax')
  })

  it('scrolls in a focusable region labelled by the caption (phones scroll sideways)', () => {
    render(<CompareTable cars={compareCars} onRemove={() => undefined} />)
    const region = screen.getByRole('region', { name: 'Compare cars' })
    expect(region.tabIndex).toBe(0)
    expect(region.querySelector('table')?.style.getPropertyValue('--fc-compare-count')).toBe('4')
  })

  it('empty: "No cars to compare yet" and a link to search', () => {
    render(<CompareTable cars={[]} onRemove={() => undefined} />)
    expect(screen.getByText('No cars to compare yet')).toBeDefined()
    expect(screen.getByRole('link', { name: 'Search cars' }).getAttribute('href')).toBe(
      '/search/new-used-and-demo-cars',
    )
    expect(screen.queryByRole('table')).toBeNull()
  })

  it('a single car asks for another', () => {
    render(
      <CompareTable
        cars={compareCars.slice(0, 1)}
        onRemove={() => undefined}
        searchHref="/search/used-cars"
      />,
    )
    expect(screen.getByText(/Add another car to compare\./)).toBeDefined()
    expect(screen.getByRole('link', { name: 'Search cars' }).getAttribute('href')).toBe('/search/used-cars')
  })

  it('a site without stock search pages (searchHref null) shows no search link, empty or with one car', () => {
    const { unmount } = render(<CompareTable cars={[]} onRemove={() => undefined} searchHref={null} />)
    expect(screen.getByText('No cars to compare yet')).toBeDefined()
    expect(screen.queryByRole('link')).toBeNull()
    unmount()
    render(<CompareTable cars={compareCars.slice(0, 1)} onRemove={() => undefined} searchHref={null} />)
    expect(screen.getByText('Add another car to compare.')).toBeDefined()
    expect(screen.queryByRole('link', { name: 'Search cars' })).toBeNull()
  })

  it('has no serious axe violations with cars and when empty', async () => {
    const { container, unmount } = render(<CompareTable cars={compareCars} onRemove={() => undefined} />)
    await expectNoAxeViolations(container)
    unmount()
    const empty = render(<CompareTable cars={[]} onRemove={() => undefined} />)
    await expectNoAxeViolations(empty.container)
  })
})
