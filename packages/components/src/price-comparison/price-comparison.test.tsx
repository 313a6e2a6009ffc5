import type { AutogaugeResponse } from '@forecourt/stock-rules'
import { act, render, screen } from '@testing-library/react'
import { renderToString } from 'react-dom/server'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { expectNoAxeViolations } from '../test-utils/axe'
import { PriceComparison } from './price-comparison'

const gauge: AutogaugeResponse = {
  fill: 0.72,
  listing_price: 19990,
  market_range_min: 18000,
  market_range_max: 22000,
  confidence: 0.8,
  description: 'Priced below similar cars for sale in QLD.',
}

const ready = (changes: Partial<AutogaugeResponse> = {}) =>
  ({ status: 'ready', gauge: { ...gauge, ...changes } }) as const

const meter = () => screen.getByRole('meter', { name: 'Deal rating' })
const fillWidth = () => (meter().firstElementChild as HTMLElement).style.width

function useFakeFrames() {
  vi.useFakeTimers({ toFake: ['requestAnimationFrame', 'cancelAnimationFrame', 'performance', 'Date'] })
}

function preferReducedMotion() {
  const original = window.matchMedia.bind(window)
  const replace = (value: typeof window.matchMedia) =>
    Object.defineProperty(window, 'matchMedia', { configurable: true, value })
  replace((query: string) => ({ ...original(query), matches: query === '(prefers-reduced-motion: reduce)' }))
  return () => replace(original)
}

afterEach(() => {
  vi.useRealTimers()
})

describe('PriceComparison', () => {
  it('loading shows a skeleton', () => {
    render(<PriceComparison state={{ status: 'loading' }} />)
    const section = screen.getByRole('region', { name: 'Price comparison' })
    expect(section.getAttribute('aria-busy')).toBe('true')
    expect(screen.getByText('Loading price comparison').className).toBe('fc-sr-only')
    expect(section.querySelectorAll('.fc-pricecmp__bone')).toHaveLength(3)
    expect(screen.queryByRole('meter')).toBeNull()
  })

  it('missing data or failure shows nothing', () => {
    const { container } = render(<PriceComparison state={{ status: 'hidden' }} />)
    expect(container.innerHTML).toBe('')
  })

  it.each<[string, Partial<AutogaugeResponse>]>([
    ['fill is missing', { fill: null }],
    ['the listing price is missing', { listing_price: undefined }],
    ['the market range is missing', { market_range_min: null }],
    ['confidence is missing', { confidence: null }],
    ['confidence is 0.2 or below', { confidence: 0.2 }],
    ['the range maximum is below the listing price', { market_range_max: 19000 }],
  ])('hidden when %s', (_case, changes) => {
    const { container } = render(<PriceComparison state={ready(changes)} />)
    expect(container.innerHTML).toBe('')
  })

  it('shows the market range min–max and the listing price', () => {
    render(<PriceComparison state={ready()} />)
    const terms = Array.from(document.querySelectorAll('dt')).map((term) => [
      term.textContent,
      term.nextElementSibling?.textContent,
    ])
    expect(terms).toEqual([
      ['Market range', '$18,000 – $22,000'],
      ['This car', '$19,990'],
    ])
    expect(screen.getByText('Priced below similar cars for sale in QLD.')).toBeDefined()
  })

  it('labels: good deal below fill 0.65, otherwise great deal', () => {
    const { rerender } = render(<PriceComparison state={ready({ fill: 0.64 })} />)
    expect(meter().getAttribute('aria-valuetext')).toBe('Good deal')
    expect(screen.getByText('Good deal')).toBeDefined()
    rerender(<PriceComparison state={ready({ fill: 0.65 })} />)
    expect(meter().getAttribute('aria-valuetext')).toBe('Great deal')
  })

  it.each([
    [0.29, 'low'],
    [0.3, 'medium'],
    [0.59, 'medium'],
    [0.6, 'high'],
  ])('colour band at fill %s is %s (bands at 0.3 and 0.6)', (fill, band) => {
    render(<PriceComparison state={ready({ fill })} />)
    expect(meter().parentElement?.className).toContain(`fc-pricecmp--${band}`)
  })

  it('the gauge is a meter with its accessible value', () => {
    render(<PriceComparison state={ready()} />)
    expect(
      ['aria-valuemin', 'aria-valuemax', 'aria-valuenow'].map((name) => meter().getAttribute(name)),
    ).toEqual(['0', '100', '72'])
  })

  it('counts up from the 20% minimum to the fill over 2 seconds with requestAnimationFrame', () => {
    useFakeFrames()
    render(<PriceComparison state={ready()} />)
    expect(fillWidth()).toBe('20%')
    act(() => {
      vi.advanceTimersByTime(1000)
    })
    const midway = Number.parseFloat(fillWidth())
    expect(midway).toBeGreaterThan(20)
    expect(midway).toBeLessThan(72)
    act(() => {
      vi.advanceTimersByTime(1100)
    })
    expect(fillWidth()).toBe('72%')
  })

  it('minimum fill 20 percent', () => {
    useFakeFrames()
    render(<PriceComparison state={ready({ fill: 0.05 })} />)
    act(() => {
      vi.advanceTimersByTime(2100)
    })
    expect(fillWidth()).toBe('20%')
    expect(meter().getAttribute('aria-valuenow')).toBe('20')
  })

  it('fills at once under reduced motion', () => {
    const restore = preferReducedMotion()
    try {
      render(<PriceComparison state={ready()} />)
      expect(fillWidth()).toBe('72%')
    } finally {
      restore()
    }
  })

  it('renders on the server and hydrates without a mismatch', () => {
    const ui = <PriceComparison state={ready()} />
    const container = document.createElement('div')
    container.innerHTML = renderToString(ui)
    document.body.append(container)
    const log = vi.spyOn(console, 'error').mockImplementation(() => undefined)
    render(ui, { container, hydrate: true })
    expect(log).not.toHaveBeenCalled()
    log.mockRestore()
  })

  it('has no serious axe violations, loading and ready', async () => {
    const { container, rerender } = render(<PriceComparison state={{ status: 'loading' }} />)
    await expectNoAxeViolations(container)
    rerender(<PriceComparison state={ready()} />)
    await expectNoAxeViolations(container)
  })
})
