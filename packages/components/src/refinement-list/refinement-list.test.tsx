import { render, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'
import { expectNoAxeViolations } from '../test-utils/axe'
import { demoCarTypes, demoMakeGroups, demoMakes } from './fixtures'
import { RefinementList } from './refinement-list'

describe('RefinementList', () => {
  it('one checkbox per value, named by label and count, ticked when refined', () => {
    render(<RefinementList label="Car type" items={demoCarTypes} onToggle={() => undefined} />)
    const group = screen.getByRole('group', { name: 'Car type' })
    const boxes = within(group).getAllByRole('checkbox')
    expect(boxes.map((box) => box.closest('label')?.textContent)).toEqual(['New 312', 'Demo 41', 'Used 1234'])
    expect(boxes.map((box) => (box as HTMLInputElement).checked)).toEqual([false, false, true])
  })

  it('toggles a value', async () => {
    const onToggle = vi.fn()
    render(<RefinementList label="Car type" items={demoCarTypes} onToggle={onToggle} />)
    await userEvent.click(screen.getByRole('checkbox', { name: /Demo/ }))
    expect(onToggle).toHaveBeenCalledWith('demo')
  })

  it('facet count cap: a count above 1999 reads 1999+', () => {
    render(<RefinementList label="Make" items={demoMakes.slice(0, 2)} onToggle={() => undefined} />)
    expect(screen.getByRole('checkbox', { name: 'Toyota 1999+' })).toBeDefined()
    expect(screen.getByRole('checkbox', { name: 'Mazda 812' })).toBeDefined()
  })

  it('popular makes first, then an All Makes divider group', () => {
    render(
      <RefinementList label="Make" items={demoMakes} groups={demoMakeGroups} onToggle={() => undefined} />,
    )
    const lists = screen.getAllByRole('list')
    expect(within(lists[0] as HTMLElement).getAllByRole('checkbox')).toHaveLength(20)
    const allMakes = screen.getByRole('list', { name: 'All Makes' })
    expect(within(allMakes).getAllByRole('checkbox')).toHaveLength(26)
    expect(within(allMakes).getAllByRole('checkbox')[0]?.closest('label')?.textContent).toBe('Alfa Romeo 6')
  })

  it('the search box filters the items, and says when nothing matches', async () => {
    render(
      <RefinementList
        label="Make"
        items={demoMakes}
        groups={demoMakeGroups}
        searchable
        texts={{ search: 'Search makes', empty: 'No makes match' }}
        onToggle={() => undefined}
      />,
    )
    const box = screen.getByRole('searchbox', { name: 'Search makes' })
    await userEvent.type(box, 'mer')
    expect(screen.getAllByRole('checkbox').map((item) => item.closest('label')?.textContent)).toEqual([
      'Mercedes-Benz 176',
    ])
    await userEvent.type(box, 'xyz')
    expect(screen.queryAllByRole('checkbox')).toHaveLength(0)
    expect(screen.getByText('No makes match')).toBeDefined()
  })

  it('shows the empty text without items', () => {
    render(<RefinementList label="Colour" items={[]} onToggle={() => undefined} />)
    expect(screen.getByText('No matches')).toBeDefined()
  })

  it('custom count text', () => {
    render(
      <RefinementList
        label="Car type"
        items={demoCarTypes}
        countText={(count) => `(${count})`}
        onToggle={() => undefined}
      />,
    )
    expect(screen.getByRole('checkbox', { name: 'New (312)' })).toBeDefined()
  })

  it('has no serious axe violations', async () => {
    const { container } = render(
      <RefinementList
        label="Make"
        items={demoMakes}
        groups={demoMakeGroups}
        searchable
        onToggle={() => undefined}
      />,
    )
    await expectNoAxeViolations(container)
  })
})
