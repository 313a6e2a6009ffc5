import { render, screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { expectNoAxeViolations } from '../test-utils/axe'
import { ModelHero } from './model-hero'

const image = { src: '/images/vehicles/ute/blue.jpg', alt: 'Toyota HiLux' }
const quoteHref = '/models/order-now?model_id=hilux&model_name=HiLux'

describe('ModelHero', () => {
  it('shows the model with its model-level quote button', () => {
    render(
      <ModelHero
        title="Toyota HiLux"
        description="Tough."
        image={image}
        comingSoon={false}
        quoteHref={quoteHref}
      />,
    )
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Toyota HiLux')
    expect(screen.getByRole('link', { name: 'Get a Quote' }).getAttribute('href')).toBe(quoteHref)
    expect(screen.getByRole('img', { name: 'Toyota HiLux' })).toBeDefined()
  })

  it("uses the tenant's quote text", () => {
    render(
      <ModelHero
        title="Kia Sportage"
        comingSoon={false}
        quoteHref={quoteHref}
        texts={{ quote: 'Get a Drive-Away Quote' }}
      />,
    )
    expect(screen.getByRole('link', { name: 'Get a Drive-Away Quote' })).toBeDefined()
  })

  it('"Model coming_soon: quote button hidden; image link goes to #form-section"', () => {
    render(<ModelHero title="ALL-NEW Kia Tasman" image={image} comingSoon quoteHref={quoteHref} />)
    const links = screen.getAllByRole('link')
    expect(links).toHaveLength(1)
    expect(links[0]?.getAttribute('href')).toBe('#form-section')
    expect(links[0]?.getAttribute('aria-label')).toBe('Register your interest in the ALL-NEW Kia Tasman')
  })

  it('has no serious axe violations', async () => {
    const { container, rerender } = render(
      <ModelHero title="Toyota HiLux" image={image} comingSoon={false} quoteHref={quoteHref} />,
    )
    await expectNoAxeViolations(container)
    rerender(<ModelHero title="ALL-NEW Kia Tasman" image={image} comingSoon quoteHref={null} />)
    await expectNoAxeViolations(container)
  })
})
