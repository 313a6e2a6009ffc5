import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'
import { expectNoAxeViolations } from '../test-utils/axe'
import { demoSortOptions } from './fixtures'
import { SortSelect } from './sort-select'

describe('SortSelect', () => {
  it('is a labelled select showing the current sort', () => {
    render(
      <SortSelect options={demoSortOptions} value="Car_production_price_desc" onChange={() => undefined} />,
    )
    const select = screen.getByRole('combobox', { name: 'Sort by' })
    expect((select as HTMLSelectElement).value).toBe('Car_production_price_desc')
    expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual([
      'Most relevant',
      'Latest',
      'Highest price',
      'Lowest price',
    ])
  })

  it('reports the chosen value', async () => {
    const onChange = vi.fn()
    render(<SortSelect options={demoSortOptions} value="Car_production" onChange={onChange} label="Sort" />)
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Sort' }), 'Latest')
    expect(onChange).toHaveBeenCalledWith('Car_production_latest')
  })

  it('has no serious axe violations', async () => {
    const { container } = render(
      <SortSelect options={demoSortOptions} value="Car_production" onChange={() => undefined} />,
    )
    await expectNoAxeViolations(container)
  })
})
