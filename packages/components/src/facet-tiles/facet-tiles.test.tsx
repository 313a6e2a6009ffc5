import { render, screen, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { expectNoAxeViolations } from '../test-utils/axe'
import { FacetTiles } from './facet-tiles'
import { demoTiles } from './fixtures'

describe('FacetTiles', () => {
  it('a link per facet value, named with its count (capped at 1999+)', () => {
    render(<FacetTiles items={demoTiles} label="Browse by price" />)
    const list = screen.getByRole('list', { name: 'Browse by price' })
    expect(
      within(list)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual([
      'Under $10,000 84 cars',
      '$10,000 – $20,000 412 cars',
      '$20,000 – $40,000 1999+ cars',
      '$40,000 – $60,000 640 cars',
      'Over $60,000 1 car',
    ])
    expect(screen.getByRole('link', { name: 'Under $10,000 84 cars' }).getAttribute('href')).toBe(
      '/search/new-used-and-demo-cars?range%5Bprice%5D=%3A10000',
    )
  })

  it('nothing without items', () => {
    const { container } = render(<FacetTiles items={[]} />)
    expect(container.innerHTML).toBe('')
  })

  it('has no serious axe violations', async () => {
    const { container } = render(<FacetTiles items={demoTiles} />)
    await expectNoAxeViolations(container)
  })
})
