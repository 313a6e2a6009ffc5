import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import { FilterDropdown } from '../filter-dropdown/filter-dropdown'
import { RangeFilter } from '../range-filter/range-filter'
import { demoCarTypes } from '../refinement-list/fixtures'
import { RefinementList } from '../refinement-list/refinement-list'
import { ResultsSummary } from '../results-summary/results-summary'
import { expectNoAxeViolations } from '../test-utils/axe'
import { FilterPanel } from './filter-panel'

function Example() {
  return (
    <FilterPanel
      activeCount={1}
      resultsCount={42}
      onClearAll={() => undefined}
      toolbar={<ResultsSummary count={42} />}
    >
      <FilterDropdown label="Car type" activeCount={1}>
        <RefinementList items={demoCarTypes} onToggle={() => undefined} />
      </FilterDropdown>
      <FilterDropdown label="Price">
        <RangeFilter label="Price" min={5000} max={250000} step={500} value={{}} onChange={() => undefined} />
      </FilterDropdown>
    </FilterPanel>
  )
}

describe('FilterPanel', () => {
  it('renders each filter once, inside the drawer, and the toolbar outside it', async () => {
    const { container } = render(<Example />)
    expect(container.querySelectorAll('.fc-dropdown')).toHaveLength(2)
    expect(screen.getByText('42 cars')).toBeDefined()
    await userEvent.click(screen.getByRole('button', { name: 'Filters 1 active' }))
    const dialog = screen.getByRole('dialog', { name: 'Filters' })
    expect(dialog.querySelectorAll('.fc-dropdown')).toHaveLength(2)
    expect(dialog.contains(screen.getByText('42 cars'))).toBe(false)
    expect(screen.getByRole('button', { name: 'Show 42 cars' })).toBeDefined()
  })

  it('shows the filters in place on wide screens (an inline drawer)', () => {
    const { container } = render(<Example />)
    expect(container.querySelector('.fc-drawer')?.className).toContain('fc-drawer--inline')
  })

  it('has no serious axe violations', async () => {
    const { container } = render(<Example />)
    await expectNoAxeViolations(container)
  })
})
