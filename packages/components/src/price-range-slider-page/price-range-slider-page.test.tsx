import { fireEvent, render, screen } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
import { demoTiles } from '../facet-tiles/fixtures'
import { expectNoAxeViolations } from '../test-utils/axe'
import { PriceRangeSliderPage } from './price-range-slider-page'

describe('PriceRangeSliderPage', () => {
  it("defaults to the spec's slider: $5,000 to $250,000 in steps of $500", () => {
    render(
      <PriceRangeSliderPage
        value={{}}
        onChange={() => undefined}
        seeResultsHref="/search"
        tiles={demoTiles}
      />,
    )
    const lower = screen.getByRole('slider', { name: 'Minimum Price' })
    const upper = screen.getByRole('slider', { name: 'Maximum Price' })
    expect([lower.getAttribute('min'), lower.getAttribute('step'), upper.getAttribute('max')]).toEqual([
      '5000',
      '500',
      '250000',
    ])
    expect(upper.getAttribute('aria-valuetext')).toBe('$250,000')
    expect(screen.getByRole('heading', { level: 1, name: 'Search by price' })).toBeDefined()
  })

  it('the lower handle can never reach the upper; See results links to the given search', () => {
    const onChange = vi.fn()
    render(
      <PriceRangeSliderPage
        value={{ min: 20000, max: 30000 }}
        onChange={onChange}
        seeResultsHref="/search/new-used-and-demo-cars?range%5Bprice%5D=20000%3A30000&sortBy=price_desc"
        tiles={demoTiles}
      />,
    )
    const lower = screen.getByRole('slider', { name: 'Minimum Price' })
    fireEvent.change(lower, { target: { value: '30000' } })
    fireEvent.pointerUp(lower)
    expect(onChange).toHaveBeenCalledWith({ min: 29500, max: 30000 })
    expect(screen.getByRole('link', { name: 'See results' }).getAttribute('href')).toContain(
      'sortBy=price_desc',
    )
    expect(screen.getAllByRole('link')).toHaveLength(demoTiles.length + 1)
  })

  it('has no serious axe violations', async () => {
    const { container } = render(
      <PriceRangeSliderPage
        value={{}}
        onChange={() => undefined}
        seeResultsHref="/search"
        tiles={demoTiles}
      />,
    )
    await expectNoAxeViolations(container)
  })
})
