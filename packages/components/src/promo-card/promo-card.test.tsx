import { render, screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { expectNoAxeViolations } from '../test-utils/axe'
import { demoPromo, demoPromoWithImage } from './fixtures'
import { PromoCard } from './promo-card'

describe('PromoCard', () => {
  it('links the heading and shows the text', () => {
    render(<PromoCard {...demoPromo} />)
    const link = screen.getByRole('link', { name: 'Used car finance from 8.99% p.a.' })
    expect(link.getAttribute('href')).toBe('/finance')
    expect(screen.getByRole('heading', { level: 3 })).toBeDefined()
    expect(screen.getByText('Comparison rate 9.45% p.a.* Approved applicants only.')).toBeDefined()
    expect(screen.queryByRole('img')).toBeNull()
  })

  it('shows an optional lazy image with its alt text', () => {
    render(<PromoCard {...demoPromoWithImage} headingLevel={2} />)
    expect(
      screen.getByRole('img', { name: 'Keys handed over at the dealership' }).getAttribute('loading'),
    ).toBe('lazy')
    expect(screen.getByRole('heading', { level: 2 })).toBeDefined()
  })

  it('has no serious axe violations', async () => {
    const { container } = render(
      <>
        <PromoCard {...demoPromo} />
        <PromoCard {...demoPromoWithImage} />
      </>,
    )
    await expectNoAxeViolations(container)
  })
})
