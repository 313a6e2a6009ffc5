import { render, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'
import { expectNoAxeViolations } from '../test-utils/axe'
import { ActiveRefinements } from './active-refinements'

const items = [
  { key: 'make:Toyota', label: 'Make: Toyota' },
  { key: 'price', label: 'Price: $10,000 – $20,000' },
]

describe('ActiveRefinements', () => {
  it('a chip per refinement, each with its remove button', async () => {
    const onRemove = vi.fn()
    render(<ActiveRefinements items={items} onRemove={onRemove} onClear={() => undefined} />)
    const list = screen.getByRole('list', { name: 'Active filters' })
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((chip) => chip.textContent),
    ).toEqual(['Make: Toyota', 'Price: $10,000 – $20,000'])
    await userEvent.click(screen.getByRole('button', { name: 'Remove Make: Toyota' }))
    expect(onRemove).toHaveBeenCalledWith('make:Toyota')
  })

  it('Clear Filters clears them all', async () => {
    const onClear = vi.fn()
    render(<ActiveRefinements items={items} onRemove={() => undefined} onClear={onClear} />)
    await userEvent.click(screen.getByRole('button', { name: 'Clear Filters' }))
    expect(onClear).toHaveBeenCalledOnce()
  })

  it('renders nothing without refinements', () => {
    const { container } = render(
      <ActiveRefinements items={[]} onRemove={() => undefined} onClear={() => undefined} />,
    )
    expect(container.innerHTML).toBe('')
  })

  it('has no serious axe violations', async () => {
    const { container } = render(
      <ActiveRefinements items={items} onRemove={() => undefined} onClear={() => undefined} />,
    )
    await expectNoAxeViolations(container)
  })
})
