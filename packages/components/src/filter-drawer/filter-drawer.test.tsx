import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'
import { FilterDropdown } from '../filter-dropdown/filter-dropdown'
import { demoCarTypes } from '../refinement-list/fixtures'
import { RefinementList } from '../refinement-list/refinement-list'
import { expectNoAxeViolations } from '../test-utils/axe'
import { FilterDrawer } from './filter-drawer'

function setup(props: { defaultOpen?: boolean } = {}) {
  const onClearAll = vi.fn()
  render(
    <>
      <FilterDrawer activeCount={2} resultsCount={1234} onClearAll={onClearAll} {...props}>
        <FilterDropdown label="Car type">
          <RefinementList items={demoCarTypes} onToggle={() => undefined} />
        </FilterDropdown>
      </FilterDrawer>
      <a href="/after">After</a>
    </>,
  )
  const openButton = screen.getByRole('button', { name: 'Filters 2 active' })
  return { onClearAll, openButton }
}

describe('FilterDrawer', () => {
  it('the Filters button shows the active count and opens a modal dialog', async () => {
    const { openButton } = setup()
    expect(screen.queryByRole('dialog')).toBeNull()
    await userEvent.click(openButton)
    const dialog = screen.getByRole('dialog', { name: 'Filters' })
    expect(dialog.getAttribute('aria-modal')).toBe('true')
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Close filters' }))
    expect(openButton.getAttribute('aria-expanded')).toBe('true')
  })

  it('keeps focus inside while open, in both directions', async () => {
    setup()
    await userEvent.click(screen.getByRole('button', { name: 'Filters 2 active' }))
    const closeButton = screen.getByRole('button', { name: 'Close filters' })
    const showButton = screen.getByRole('button', { name: 'Show 1,234 cars' })
    await userEvent.tab({ shift: true })
    expect(document.activeElement).toBe(showButton)
    await userEvent.tab()
    expect(document.activeElement).toBe(closeButton)
    await userEvent.tab()
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Car type' }))
  })

  it('Escape closes it and focus returns to the Filters button', async () => {
    const { openButton } = setup()
    await userEvent.click(openButton)
    await userEvent.keyboard('{Escape}')
    expect(screen.queryByRole('dialog')).toBeNull()
    expect(document.activeElement).toBe(openButton)
  })

  it('Escape in an open dropdown closes only the dropdown', async () => {
    setup({ defaultOpen: true })
    const dropdown = screen.getByRole('button', { name: 'Car type' })
    await userEvent.click(dropdown)
    await userEvent.tab()
    await userEvent.keyboard('{Escape}')
    expect(dropdown.getAttribute('aria-expanded')).toBe('false')
    expect(screen.getByRole('dialog')).toBeDefined()
  })

  it("'Show N cars' closes it; 'Clear all' clears and stays open", async () => {
    const { openButton, onClearAll } = setup({ defaultOpen: true })
    await userEvent.click(screen.getByRole('button', { name: 'Clear all' }))
    expect(onClearAll).toHaveBeenCalledOnce()
    expect(screen.getByRole('dialog')).toBeDefined()
    await userEvent.click(screen.getByRole('button', { name: 'Show 1,234 cars' }))
    expect(screen.queryByRole('dialog')).toBeNull()
    expect(document.activeElement).toBe(openButton)
  })

  it('a capped count reads 1999+', () => {
    render(
      <FilterDrawer resultsCount={1999} resultsCapped onClearAll={() => undefined} defaultOpen>
        <p>Filters</p>
      </FilterDrawer>,
    )
    expect(screen.getByRole('button', { name: 'Show 1999+ cars' })).toBeDefined()
    expect(screen.getByRole('button', { name: 'Filters' })).toBeDefined()
  })

  it('has no serious axe violations, closed and open', async () => {
    const { openButton } = setup()
    await expectNoAxeViolations(document.body)
    await userEvent.click(openButton)
    await expectNoAxeViolations(document.body)
  })
})
