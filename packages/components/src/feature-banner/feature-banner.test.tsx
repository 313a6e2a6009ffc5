import { render, screen, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { expectNoAxeViolations } from '../test-utils/axe'
import { FeatureBanner } from './feature-banner'
import { demoFeatures } from './fixtures'

describe('FeatureBanner', () => {
  it('shows latest offers, book a service and sell your car, each with its link', () => {
    render(<FeatureBanner items={demoFeatures} />)
    const items = screen.getAllByRole('listitem')
    expect(items.map((item) => within(item).getByRole('heading', { level: 2 }).textContent)).toEqual([
      'Latest Offers',
      'Book a Service',
      'Sell Your Car',
    ])
    expect(screen.getByRole('link', { name: 'Get a Price' }).getAttribute('href')).toBe('/sell-my-car')
  })

  it('puts item headings at level 3 under a section heading', () => {
    render(<FeatureBanner heading="How can we help?" items={demoFeatures} />)
    expect(screen.getByRole('heading', { level: 2, name: 'How can we help?' })).toBeDefined()
    expect(screen.getAllByRole('heading', { level: 3 })).toHaveLength(3)
  })

  it('renders nothing without items', () => {
    const { container } = render(<FeatureBanner items={[]} />)
    expect(container.innerHTML).toBe('')
  })

  it('has no serious axe violations', async () => {
    const { container } = render(<FeatureBanner items={demoFeatures} />)
    await expectNoAxeViolations(container)
  })
})
