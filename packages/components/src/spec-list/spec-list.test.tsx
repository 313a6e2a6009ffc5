import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import { expectNoAxeViolations } from '../test-utils/axe'
import { caravanSpecSection } from './caravan-specs'
import { demoCaravanSections, demoSpecSections } from './fixtures'
import { SpecList } from './spec-list'

const terms = () => screen.getAllByRole('term').map((term) => term.textContent)

describe('SpecList', () => {
  it('"all specifications (limit 4 shown, show/hide)"', async () => {
    const user = userEvent.setup()
    render(<SpecList sections={demoSpecSections} />)
    expect(screen.getByRole('heading', { level: 2, name: 'Specifications' })).toBeDefined()
    expect(terms()).toEqual(['Cylinders', 'Engine Size', 'Induction', 'Fuel Consumption (combined)'])
    expect(screen.queryByRole('heading', { name: 'Dimensions' })).toBeNull()
    const toggle = screen.getByRole('button', { name: 'Show All Specifications' })
    expect(toggle.getAttribute('aria-expanded')).toBe('false')
    expect(document.getElementById(toggle.getAttribute('aria-controls') ?? '')).not.toBeNull()

    await user.click(toggle)
    expect(terms()).toHaveLength(9)
    expect(screen.getByRole('heading', { level: 3, name: 'Dimensions' })).toBeDefined()
    expect(toggle.getAttribute('aria-expanded')).toBe('true')

    await user.click(screen.getByRole('button', { name: 'Hide Specifications' }))
    expect(terms()).toHaveLength(4)
  })

  it('"Spec rows with empty, null or \'null\' value hidden"', () => {
    render(<SpecList sections={demoSpecSections} defaultExpanded />)
    expect(terms()).not.toContain('Torque')
    expect(terms()).not.toContain('Height')
    expect(terms()).not.toContain('ANCAP Rating')
    expect(screen.queryByText('null')).toBeNull()
  })

  it('lists caravan specifications: body width, body length, tare weight, axle type, sleeps, ATM', () => {
    render(<SpecList sections={demoCaravanSections} defaultExpanded />)
    expect(screen.getByRole('heading', { level: 3, name: 'Caravan Specifications' })).toBeDefined()
    expect(terms()).toEqual(['Body Width', 'Body Length', 'Tare Weight', 'Sleeps', 'ATM'])
    expect(caravanSpecSection(null).rows.every((row) => row.value === null)).toBe(true)
  })

  it('hides a section left without rows, and renders nothing without rows', () => {
    const { unmount } = render(
      <SpecList
        sections={[{ title: 'Empty', rows: [{ label: 'Torque', value: 'NULL' }] }, ...demoSpecSections]}
      />,
    )
    expect(screen.queryByRole('heading', { name: 'Empty' })).toBeNull()
    unmount()
    const { container } = render(<SpecList sections={[{ rows: [{ label: 'Torque', value: ' ' }] }]} />)
    expect(container.innerHTML).toBe('')
  })

  it('has no serious axe violations', async () => {
    const { container } = render(<SpecList sections={demoSpecSections} defaultExpanded />)
    await expectNoAxeViolations(container)
  })
})
