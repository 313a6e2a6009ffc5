import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { useState } from 'react'
import { describe, expect, it } from 'vitest'
import { expectNoAxeViolations } from '../test-utils/axe'
import { TabList } from './tab-list'

const tabs = [
  { key: 'sales', label: 'Sales' },
  { key: 'service', label: 'Service' },
  { key: 'parts', label: 'Parts' },
]

function Tabs() {
  const [selected, setSelected] = useState(0)
  return (
    <>
      <TabList tabs={tabs} selected={selected} onSelect={setSelected} label="Departments" idPrefix="dept" />
      <div
        role="tabpanel"
        id={`dept-panel-${selected}`}
        aria-labelledby={`dept-tab-${selected}`}
        tabIndex={0}
      >
        {tabs[selected]?.label} hours
      </div>
    </>
  )
}

describe('TabList', () => {
  it('is a named tab list; only the selected tab is in the Tab order and controls its panel', () => {
    render(<Tabs />)
    expect(screen.getByRole('tablist', { name: 'Departments' })).toBeDefined()
    const [sales, service] = screen.getAllByRole('tab')
    expect(sales?.getAttribute('aria-selected')).toBe('true')
    expect(sales?.tabIndex).toBe(0)
    expect(service?.tabIndex).toBe(-1)
    expect(sales?.getAttribute('aria-controls')).toBe('dept-panel-0')
    expect(screen.getByRole('tabpanel', { name: 'Sales' }).textContent).toBe('Sales hours')
  })

  it('arrows select and focus the next and previous tab, wrapping; Home and End go to the ends', async () => {
    const user = userEvent.setup()
    render(<Tabs />)
    await user.click(screen.getByRole('tab', { name: 'Sales' }))
    await user.keyboard('{ArrowLeft}')
    expect(document.activeElement).toBe(screen.getByRole('tab', { name: 'Parts' }))
    expect(screen.getByRole('tabpanel', { name: 'Parts' })).toBeDefined()
    await user.keyboard('{ArrowRight}')
    expect(screen.getByRole('tab', { selected: true }).textContent).toBe('Sales')
    await user.keyboard('{End}')
    expect(screen.getByRole('tab', { selected: true }).textContent).toBe('Parts')
    await user.keyboard('{Home}')
    expect(screen.getByRole('tab', { selected: true }).textContent).toBe('Sales')
  })

  it('has no serious axe violations', async () => {
    const { container } = render(<Tabs />)
    await expectNoAxeViolations(container)
  })
})
