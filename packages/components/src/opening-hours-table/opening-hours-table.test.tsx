import { render, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import { gosfordDepartments } from '../location-card/fixtures'
import { expectNoAxeViolations } from '../test-utils/axe'
import { OpeningHoursTable } from './opening-hours-table'

const rowsOf = (table: HTMLElement) =>
  within(table)
    .getAllByRole('row')
    .slice(1)
    .map((row) => row.textContent)

describe('OpeningHoursTable', () => {
  it("is the 'Opening Hours' table Monday to Sunday", () => {
    render(<OpeningHoursTable departments={gosfordDepartments} />)
    const section = screen.getByRole('region', { name: 'Opening Hours' })
    const table = within(section).getByRole('table', { name: 'Opening Hours: Sales' })
    expect(
      within(table)
        .getAllByRole('rowheader')
        .map((cell) => cell.textContent),
    ).toEqual(['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'])
    expect(rowsOf(table)[6]).toBe('Sunday10:00 - 16:00')
  })

  it('"Opening hours: department selection changes the displayed hours"', async () => {
    const user = userEvent.setup()
    render(<OpeningHoursTable departments={gosfordDepartments} />)
    const selector = screen.getByRole('combobox', { name: 'Department' })
    expect(
      within(selector)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Sales', 'Service', 'Parts'])
    await user.selectOptions(selector, 'service')
    const table = screen.getByRole('table', { name: 'Opening Hours: Service' })
    expect(rowsOf(table)[0]).toBe('Monday07:00 - 17:00')
    expect(rowsOf(table)[6]).toBe('SundayClosed')
  })

  it('has no department selector for a single location type', () => {
    render(<OpeningHoursTable departments={gosfordDepartments.slice(1, 2)} />)
    expect(screen.queryByRole('combobox')).toBeNull()
  })

  it('starts on the given department', () => {
    render(<OpeningHoursTable departments={gosfordDepartments} defaultDepartment="parts" />)
    expect(screen.getByRole('table', { name: 'Opening Hours: Parts' })).toBeDefined()
  })

  it("shows special and holiday hours in the 'Holiday Hours' dialog, closed with Escape", async () => {
    const user = userEvent.setup()
    render(<OpeningHoursTable departments={gosfordDepartments} />)
    const button = screen.getByRole('button', { name: 'Holiday Hours' })
    await user.click(button)
    const dialog = screen.getByRole('dialog', { name: 'Holiday Hours' })
    expect(
      within(dialog)
        .getAllByRole('row')
        .slice(1)
        .map((row) => row.textContent),
    ).toEqual(['Thursday 24 December 202608:30 - 12:00', 'Friday 25 December 2026Closed'])
    expect(within(dialog).getByText('Friday 25 December 2026').getAttribute('datetime')).toBe('2026-12-25')
    await user.keyboard('{Escape}')
    expect(screen.queryByRole('dialog')).toBeNull()
  })

  it('has no Holiday Hours button for a department without special hours', async () => {
    const user = userEvent.setup()
    render(<OpeningHoursTable departments={gosfordDepartments} />)
    await user.selectOptions(screen.getByRole('combobox', { name: 'Department' }), 'service')
    expect(screen.queryByRole('button', { name: 'Holiday Hours' })).toBeNull()
  })

  it('has no serious axe violations', async () => {
    const { container } = render(<OpeningHoursTable departments={gosfordDepartments} />)
    await expectNoAxeViolations(container)
  })
})
