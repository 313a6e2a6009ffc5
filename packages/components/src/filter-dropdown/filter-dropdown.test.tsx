import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import { demoCarTypes } from '../refinement-list/fixtures'
import { RefinementList } from '../refinement-list/refinement-list'
import { expectNoAxeViolations } from '../test-utils/axe'
import { FilterDropdown } from './filter-dropdown'

function Example({ defaultOpen = false }: { defaultOpen?: boolean }) {
  return (
    <>
      <FilterDropdown label="Car type" activeCount={1} defaultOpen={defaultOpen}>
        <RefinementList items={demoCarTypes} onToggle={() => undefined} />
      </FilterDropdown>
      <button type="button">Elsewhere</button>
    </>
  )
}

describe('FilterDropdown', () => {
  it('a button with aria-expanded shows the filter and its active count', async () => {
    render(<Example />)
    const button = screen.getByRole('button', { name: 'Car type (1)' })
    expect(button.getAttribute('aria-expanded')).toBe('false')
    expect(screen.queryByRole('group', { name: 'Car type' })).toBeNull()
    await userEvent.click(button)
    expect(button.getAttribute('aria-expanded')).toBe('true')
    expect(screen.getByRole('group', { name: 'Car type' }).id).toBe(button.getAttribute('aria-controls'))
    expect(screen.getAllByRole('checkbox')).toHaveLength(3)
  })

  it('Escape closes it and returns focus to the button', async () => {
    render(<Example />)
    const button = screen.getByRole('button', { name: 'Car type (1)' })
    await userEvent.click(button)
    await userEvent.tab()
    expect(document.activeElement).toBe(screen.getByRole('checkbox', { name: /New/ }))
    await userEvent.keyboard('{Escape}')
    expect(button.getAttribute('aria-expanded')).toBe('false')
    expect(document.activeElement).toBe(button)
  })

  it('a click outside or focus leaving closes it', async () => {
    render(<Example defaultOpen />)
    const button = screen.getByRole('button', { name: 'Car type (1)' })
    await userEvent.click(screen.getByRole('button', { name: 'Elsewhere' }))
    expect(button.getAttribute('aria-expanded')).toBe('false')
    await userEvent.click(button)
    expect(button.getAttribute('aria-expanded')).toBe('true')
    await userEvent.tab()
    await userEvent.tab()
    await userEvent.tab()
    await userEvent.tab()
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Elsewhere' }))
    expect(button.getAttribute('aria-expanded')).toBe('false')
  })

  it('keeps its content mounted while closed (search widgets keep their state)', () => {
    const { container } = render(<Example />)
    expect(container.querySelectorAll('input[type=checkbox]')).toHaveLength(3)
  })

  it('has no serious axe violations, open and closed', async () => {
    const { container } = render(
      <>
        <Example defaultOpen />
        <FilterDropdown label="Colour">
          <p>Nothing</p>
        </FilterDropdown>
      </>,
    )
    await expectNoAxeViolations(container)
  })
})
