import { render, screen, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { expectNoAxeViolations } from '../test-utils/axe'
import { BrandGrid } from './brand-grid'
import { demoBrandGroups } from './fixtures'

describe('BrandGrid', () => {
  it('shows each group under its label with logo links named by brand', () => {
    render(<BrandGrid heading="Our Brands" groups={demoBrandGroups} />)
    expect(screen.getAllByRole('heading', { level: 3 }).map((h) => h.textContent)).toEqual([
      'Cars',
      'Motorcycles',
      'Trucks',
      'Our Brands',
    ])
    const kawasaki = screen.getByRole('link', { name: 'Kawasaki' })
    expect(kawasaki.getAttribute('href')).toBe('/kawasaki/overview')
    expect(within(kawasaki).getByRole('img').getAttribute('width')).toBe('160')
  })

  it('skips empty groups and renders nothing when all are empty', () => {
    const { unmount } = render(
      <BrandGrid groups={[{ label: 'Trucks', logos: [] }, ...demoBrandGroups.slice(0, 1)]} />,
    )
    expect(screen.queryByRole('heading', { name: 'Trucks' })).toBeNull()
    expect(screen.getByRole('heading', { level: 2, name: 'Cars' })).toBeDefined()
    unmount()
    const { container } = render(<BrandGrid groups={[{ label: 'Trucks', logos: [] }]} />)
    expect(container.innerHTML).toBe('')
  })

  it('has no serious axe violations', async () => {
    const { container } = render(<BrandGrid heading="Our Brands" groups={demoBrandGroups} />)
    await expectNoAxeViolations(container)
  })
})
