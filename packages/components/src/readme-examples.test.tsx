import { readFileSync } from 'node:fs'
import type { SearchRecord } from '@forecourt/stock-rules'
import { render, screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { StockCard } from '../examples/stock-card'
import { renderWithSearch, StockSearch } from '../examples/stock-search'
import { expectNoAxeViolations } from './test-utils/axe'
import { createFakeSearchClient } from './test-utils/fake-search-client'

const read = (path: string) => readFileSync(new URL(path, import.meta.url), 'utf8')
const now = new Date('2026-11-01T00:00:00+10:00')
const hit: SearchRecord = {
  objectID: '1',
  tenant: 'wattle-bay-kia',
  slug: '2024-kia-sportage-s-wbk000001',
  year: 2024,
  make: 'Kia',
  model: 'Sportage',
  badge: 'S',
  price: 37990,
  price_type: 'Drive Away',
  status: 'in_stock',
  km: 10,
  fuel: 'Petrol',
  finance_interest_rate: 8.99,
  finance_comparison_rate: 9.45,
  finance_payment_week: 167,
} as SearchRecord

describe("the README's stock card (examples/stock-card.tsx)", () => {
  it('renders a car as a card linking to its page, accessibly', async () => {
    const car = {
      slug: hit.slug,
      year: hit.year,
      make: hit.make,
      model: hit.model,
      badge: hit.badge,
      price: hit.price,
      price_type: hit.price_type,
      status: hit.status,
      car_type: 'new' as const,
      images: [],
    }
    const { container } = render(<StockCard car={car} />)
    expect(screen.getByRole('heading', { name: '2024 Kia Sportage' })).toBeTruthy()
    expect(screen.getByRole('link', { name: 'View Details' }).getAttribute('href')).toBe(
      '/cars/2024-kia-sportage-s-wbk000001',
    )
    await expectNoAxeViolations(container)
  })
})

describe("the README's server-rendered search (examples/stock-search.tsx)", () => {
  it('renders the results on the server, finance chips included, and hands over their state', async () => {
    const fake = createFakeSearchClient({ hits: [{ ...hit }] })
    const cards = { tags: {}, prices: {}, finance: { rule: 'D' as const } }
    const { html, serverState } = await renderWithSearch(
      <StockSearch searchClient={fake.client} now={now} cards={cards} />,
    )
    expect(html).toContain('2024 Kia Sportage')
    expect(html).toContain('$167 per week')
    expect(html).toContain('1 car')
    expect(Object.keys(serverState.initialResults)).toEqual(['Car_production'])
  })
})

describe('the README shows the examples word for word', () => {
  it.each(['stock-card.tsx', 'stock-search.tsx'])('%s', (file) => {
    expect(read('../README.md')).toContain(`\`\`\`tsx\n${read(`../examples/${file}`)}\`\`\``)
  })
})
