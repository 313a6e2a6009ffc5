import { render, screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { expectNoAxeViolations } from '../test-utils/axe'
import { StatsBanner } from './stats-banner'

const stats = [
  { value: '50+', label: 'locations' },
  { value: '40+', label: 'brands' },
  { value: '30+', label: 'years' },
]
const disclaimer = 'Please confirm price, specifications and features with the dealer.'

describe('StatsBanner', () => {
  it('reads each figure with its label, in order', () => {
    render(<StatsBanner stats={stats} />)
    expect(screen.getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      '50+ locations',
      '40+ brands',
      '30+ years',
    ])
    expect(screen.getByRole('region', { name: 'Key figures' })).toBeDefined()
  })

  it('shows the disclaimer only when given', () => {
    const { unmount } = render(<StatsBanner stats={stats} />)
    expect(screen.queryByText(disclaimer)).toBeNull()
    unmount()
    render(<StatsBanner stats={stats} disclaimer={disclaimer} />)
    expect(screen.getByText(disclaimer)).toBeDefined()
  })

  it('renders nothing without figures', () => {
    const { container } = render(<StatsBanner stats={[]} disclaimer={disclaimer} />)
    expect(container.innerHTML).toBe('')
  })

  it('has no serious axe violations', async () => {
    const { container } = render(<StatsBanner stats={stats} disclaimer={disclaimer} />)
    await expectNoAxeViolations(container)
  })
})
