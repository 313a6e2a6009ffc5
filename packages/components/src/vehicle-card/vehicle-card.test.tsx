import { render, screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { expectNoAxeViolations } from '../test-utils/axe'
import { demoActions, demoCards, demoFinanceChips } from './fixtures'
import { VehicleCard, type VehicleCardProps } from './vehicle-card'

const [withImage, , withoutImage, sold] = demoCards as [
  VehicleCardProps,
  VehicleCardProps,
  VehicleCardProps,
  VehicleCardProps,
]

describe('VehicleCard', () => {
  it('links the title to the vehicle page and shows subtitle, chips and price', () => {
    render(<VehicleCard {...withImage} />)
    const link = screen.getByRole('link', { name: '2023 Toyota HiLux' })
    expect(link.getAttribute('href')).toBe('/cars/2023-toyota-hilux-sr5-abc123')
    expect(screen.getByRole('heading', { level: 3, name: '2023 Toyota HiLux' })).toBeDefined()
    expect(screen.getByText('SR5 GUN126R')).toBeDefined()
    expect(screen.getAllByRole('listitem').map((chip) => chip.textContent)).toEqual([
      '24,500 km',
      'Automatic',
      'Diesel',
    ])
    expect(screen.getByText('$54,990').parentElement?.textContent).toBe('$54,990Drive Away')
    expect(screen.getByText('New arrival').className).toContain('fc-vcard__tag--green')
  })

  it('gives the photo its size so the card does not shift, and lazy-loads it by default', () => {
    render(<VehicleCard {...withImage} />)
    const img = screen.getByRole('img', { name: '2023 Toyota HiLux SR5 in silver' })
    expect([img.getAttribute('width'), img.getAttribute('height'), img.getAttribute('loading')]).toEqual([
      '800',
      '600',
      'lazy',
    ])
  })

  it('placeholder image when no image', () => {
    render(<VehicleCard {...withoutImage} />)
    expect(screen.getByRole('img', { name: 'No image available' }).tagName.toLowerCase()).toBe('svg')
    expect(screen.queryByRole('img', { name: /Kia/ })).toBeNull()
  })

  it('"certified logo for one brand\'s used cars": the tenant\'s logo named by the tag, else a seal with the text', () => {
    const { unmount } = render(
      <VehicleCard
        {...withImage}
        tag={{ text: 'Toyota Certified', tone: 'certified', logoUrl: '/images/brands/toyota-certified.svg' }}
      />,
    )
    const logo = screen.getByRole('img', { name: 'Toyota Certified' })
    expect(logo.getAttribute('src')).toBe('/images/brands/toyota-certified.svg')
    expect(logo.closest('span')?.className).toContain('fc-vcard__tag--certified')
    unmount()
    render(<VehicleCard {...withImage} tag={{ text: 'Toyota Certified', tone: 'certified' }} />)
    const seal = screen.getByText('Toyota Certified')
    expect(seal.className).toContain('fc-vcard__tag--certified')
    expect(screen.queryByRole('img', { name: 'Toyota Certified' })).toBeNull()
  })

  it('sold tag marks the whole card as sold', () => {
    const { container } = render(<VehicleCard {...sold} />)
    expect(container.querySelector('article')?.className).toContain('fc-vcard--sold')
    expect(screen.getByText('Sold').className).toContain('fc-vcard__tag--sold')
  })

  it.each([
    ['a priority card loads eagerly with high priority', { priority: true }, 'eager', 'high'],
    ["an eager card loads eagerly at the browser's priority", { eager: true }, 'eager', null],
    [
      'a priority card that is not eager still loads eagerly',
      { priority: true, eager: false },
      'eager',
      'high',
    ],
    ['any other card loads lazily', {}, 'lazy', null],
  ] as const)('%s', (_name, props, loading, fetchPriority) => {
    render(<VehicleCard {...withImage} {...props} />)
    expect(screen.getByRole('img').getAttribute('loading')).toBe(loading)
    expect(screen.getByRole('img').getAttribute('fetchpriority')).toBe(fetchPriority)
  })

  it('the heading level can change', () => {
    render(<VehicleCard {...withImage} headingLevel={2} />)
    expect(screen.getByRole('heading', { level: 2 })).toBeDefined()
  })

  it('finance chips show exactly the texts given, each rate with its comparison rate', () => {
    render(<VehicleCard {...withImage} financeChips={demoFinanceChips} />)
    const finance = screen.getByRole('list', { name: 'Finance' })
    const texts = Array.from(finance.querySelectorAll('li'), (chip) => chip.textContent)
    expect(texts).toEqual(['$123/wk', '8.99% p.a. · comparison 9.45% p.a.*'])
    // Australian credit law: no chip advertises an interest rate without a comparison rate.
    for (const text of texts) if (text?.includes('% p.a.')) expect(text).toMatch(/comparison \d/)
  })

  it('renders no finance list without finance chips (the home page cards)', () => {
    render(<VehicleCard {...withImage} />)
    expect(screen.queryByRole('list', { name: 'Finance' })).toBeNull()
  })

  it('actions are links of their own beside the title link', () => {
    render(<VehicleCard {...withImage} actions={demoActions} />)
    expect(screen.getByRole('link', { name: 'View Details' }).className).toBe('fc-button fc-button--outline')
    const enquire = screen.getByRole('link', { name: 'Enquire Now' })
    expect([enquire.getAttribute('href'), enquire.className]).toEqual([
      '/cars/2023-toyota-hilux-sr5-abc123#enquire',
      'fc-button',
    ])
    expect(screen.getAllByRole('link')).toHaveLength(3)
  })

  it('has no serious axe violations', async () => {
    const { container } = render(
      <>
        <VehicleCard {...withImage} financeChips={demoFinanceChips} actions={demoActions} />
        <VehicleCard {...withoutImage} />
        <VehicleCard {...sold} actions={[{ label: 'Find Me Something Similar', href: '/enquire' }]} />
      </>,
    )
    await expectNoAxeViolations(container)
  })
})
