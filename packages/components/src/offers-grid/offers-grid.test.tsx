import { render, screen, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { demoPromo, demoPromoWithImage } from '../promo-card/fixtures'
import { expectNoAxeViolations } from '../test-utils/axe'
import { OffersGrid } from './offers-grid'

describe('OffersGrid', () => {
  it('lists each offer as a promo card headed at level 2', () => {
    render(<OffersGrid offers={[demoPromo, demoPromoWithImage]} />)
    const list = screen.getByRole('list', { name: 'Current offers' })
    expect(within(list).getAllByRole('listitem')).toHaveLength(2)
    expect(screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent)).toEqual([
      demoPromo.heading,
      demoPromoWithImage.heading,
    ])
    expect(screen.getByRole('link', { name: demoPromo.heading }).getAttribute('href')).toBe('/finance')
  })

  it('renders nothing without offers', () => {
    const { container } = render(<OffersGrid offers={[]} />)
    expect(container.innerHTML).toBe('')
  })

  it('has no serious axe violations', async () => {
    const { container } = render(<OffersGrid offers={[demoPromo, demoPromoWithImage]} headingLevel={3} />)
    await expectNoAxeViolations(container)
  })
})
