import { render, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import { expectNoAxeViolations } from '../test-utils/axe'
import { demoKeyInformation } from './fixtures'
import { KeyInformation } from './key-information'

const terms = () => screen.getAllByRole('term').map((term) => term.textContent)

describe('KeyInformation', () => {
  it('"key information (4 items first, Show More/Less)"', async () => {
    const user = userEvent.setup()
    render(<KeyInformation items={demoKeyInformation} />)
    expect(screen.getByRole('heading', { level: 2, name: 'Key Information' })).toBeDefined()
    expect(terms()).toEqual(['Odometer', 'Transmission', 'Fuel', 'Body'])
    const toggle = screen.getByRole('button', { name: 'Show More' })
    expect(toggle.getAttribute('aria-expanded')).toBe('false')
    const list = document.getElementById(toggle.getAttribute('aria-controls') ?? '')
    expect(list?.tagName).toBe('DL')

    await user.click(toggle)
    expect(terms()).toHaveLength(7)
    expect(toggle.getAttribute('aria-expanded')).toBe('true')
    expect(toggle.textContent).toBe('Show Less')

    await user.click(toggle)
    expect(terms()).toHaveLength(4)
  })

  it('"Spec rows with empty, null or \'null\' value hidden"', async () => {
    const user = userEvent.setup()
    render(<KeyInformation items={demoKeyInformation} defaultExpanded />)
    expect(terms()).not.toContain('Seats')
    expect(terms()).not.toContain('Doors')
    await user.click(screen.getByRole('button', { name: 'Show Less' }))
    expect(within(screen.getAllByRole('definition')[0] as HTMLElement).getByText('24,500 km')).toBeDefined()
  })

  it('has no toggle with 4 entries or fewer, and renders nothing without entries', () => {
    const { unmount } = render(<KeyInformation items={demoKeyInformation.slice(0, 4)} />)
    expect(screen.queryByRole('button')).toBeNull()
    unmount()
    const { container } = render(<KeyInformation items={[{ label: 'Seats', value: '' }]} />)
    expect(container.innerHTML).toBe('')
  })

  it('has no serious axe violations', async () => {
    const { container } = render(<KeyInformation items={demoKeyInformation} />)
    await expectNoAxeViolations(container)
  })
})
