import { fireEvent, render, screen, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { expectNoAxeViolations } from '../test-utils/axe'
import { demoVariants } from './fixtures'
import { VariantCard } from './variant-card'

const [tenFeatures, eightFeatures, noPrice] = demoVariants as [
  (typeof demoVariants)[0],
  (typeof demoVariants)[0],
  (typeof demoVariants)[0],
]
const props = ({ id: _id, ...rest }: (typeof demoVariants)[0]) => rest

describe('VariantCard', () => {
  it('"Variant card: image, name, optional drive-away price, series"', () => {
    render(<VariantCard {...props(tenFeatures)} />)
    const card = screen.getByRole('article', { name: 'S' })
    expect(within(card).getByRole('heading', { level: 3 }).textContent).toBe('S')
    expect(within(card).getByText('NQ5 MY25')).toBeDefined()
    expect(within(card).getByText('$36,090')).toBeDefined()
    expect(card.querySelector('img')?.getAttribute('src')).toBe('/images/vehicles/suv/white.jpg')
  })

  it('leaves the price out when the variant has none', () => {
    render(<VariantCard {...props(noPrice)} />)
    expect(screen.queryByText(/Drive away from/)).toBeNull()
  })

  it('"first 8 feature bullets with View more/less toggle when more than 8"', () => {
    render(<VariantCard {...props(tenFeatures)} />)
    const list = screen.getByRole('list', { name: 'Features' })
    expect(within(list).getAllByRole('listitem')).toHaveLength(8)
    const toggle = screen.getByRole('button', { name: 'View more' })
    expect(toggle.getAttribute('aria-expanded')).toBe('false')
    expect(toggle.getAttribute('aria-controls')).toBe(list.id)
    fireEvent.click(toggle)
    expect(within(list).getAllByRole('listitem')).toHaveLength(10)
    fireEvent.click(screen.getByRole('button', { name: 'View less' }))
    expect(within(list).getAllByRole('listitem')).toHaveLength(8)
  })

  it('no toggle with exactly 8 features', () => {
    render(<VariantCard {...props(eightFeatures)} />)
    expect(within(screen.getByRole('list')).getAllByRole('listitem')).toHaveLength(8)
    expect(screen.queryByRole('button')).toBeNull()
  })

  it('renders the sanitised feature HTML', () => {
    render(<VariantCard {...props(tenFeatures)} />)
    expect(screen.getByText('8-inch').tagName).toBe('STRONG')
    expect(screen.getByText(/stop & go/)).toBeDefined()
  })

  it("\"quote button default 'Get a Quote'\", or the tenant's text", () => {
    const { rerender } = render(<VariantCard {...props(tenFeatures)} />)
    expect(screen.getByRole('link', { name: 'Get a Quote: S' }).getAttribute('href')).toBe(
      tenFeatures.quoteHref,
    )
    rerender(<VariantCard {...props(tenFeatures)} texts={{ quote: 'Get a Drive-Away Quote' }} />)
    expect(screen.getByRole('link', { name: 'Get a Drive-Away Quote: S' })).toBeDefined()
  })

  it('"Model coming_soon: quote button hidden"', () => {
    render(<VariantCard {...props(tenFeatures)} quoteHref={null} />)
    expect(screen.queryByRole('link')).toBeNull()
  })

  it('has no serious axe violations', async () => {
    const { container } = render(<VariantCard {...props(tenFeatures)} />)
    await expectNoAxeViolations(container)
  })
})
