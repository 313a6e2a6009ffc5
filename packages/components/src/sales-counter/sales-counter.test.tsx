import { act, render, screen } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { expectNoAxeViolations } from '../test-utils/axe'
import { SalesCounter } from './sales-counter'

const value = () => document.querySelector('.fc-sales-counter__value')?.textContent

/** Lets a refresh finish: its count and the count-up module (loaded at the first refresh) arrive asynchronously. */
async function settle() {
  for (let round = 0; round < 5; round++)
    await act(async () => {
      await import('./count-up')
    })
}

function preferReducedMotion(reduce: boolean) {
  vi.spyOn(window, 'matchMedia').mockImplementation(
    (query: string) =>
      ({
        matches: reduce && query.includes('reduce'),
        media: query,
        addEventListener: () => undefined,
        removeEventListener: () => undefined,
      }) as unknown as MediaQueryList,
  )
}

describe("SalesCounter: 'Sales this Month'", () => {
  beforeEach(() => {
    vi.useFakeTimers({
      toFake: [
        'setInterval',
        'clearInterval',
        'requestAnimationFrame',
        'cancelAnimationFrame',
        'performance',
      ],
    })
  })
  afterEach(() => {
    vi.useRealTimers()
    vi.restoreAllMocks()
  })

  it('shows the server-rendered count with its label', () => {
    render(<SalesCounter value={1234} />)
    expect(screen.getByRole('region', { name: 'Sales this Month' })).toBeDefined()
    expect(value()).toBe('1,234')
    expect(screen.getByText('Sales this Month')).toBeDefined()
  })

  it('"refreshes about every 150 seconds with an animated number"', async () => {
    preferReducedMotion(false)
    let count = 1000
    const next = vi.fn(() => count)
    render(<SalesCounter value={1000} next={next} />)
    count = 1010
    await act(async () => {
      await vi.advanceTimersByTimeAsync(149_999)
    })
    expect(next).not.toHaveBeenCalled()
    await act(async () => {
      await vi.advanceTimersByTimeAsync(1)
    })
    await settle()
    expect(next).toHaveBeenCalledTimes(1)
    // Half-way through the one-second count-up.
    await act(async () => {
      await vi.advanceTimersByTimeAsync(500)
    })
    const halfway = Number(value()?.replace(/,/g, ''))
    expect(halfway).toBeGreaterThan(1000)
    expect(halfway).toBeLessThan(1010)
    await act(async () => {
      await vi.advanceTimersByTimeAsync(600)
    })
    expect(value()).toBe('1,010')
  })

  it('jumps straight to the new count with reduced motion', async () => {
    preferReducedMotion(true)
    let count = 500
    render(<SalesCounter value={500} next={() => count} refreshMs={1000} />)
    count = 700
    await act(async () => {
      await vi.advanceTimersByTimeAsync(1000)
    })
    await settle()
    expect(value()).toBe('700')
  })

  it('takes a count that arrives later (a lazily loaded rule), and keeps the number when it fails', async () => {
    preferReducedMotion(true)
    let answer: () => Promise<number> = () => Promise.resolve(2000)
    render(<SalesCounter value={1990} next={() => answer()} />)
    await act(async () => {
      await vi.advanceTimersByTimeAsync(150_000)
    })
    await settle()
    expect(value()).toBe('2,000')
    answer = () => Promise.reject(new Error('offline'))
    await act(async () => {
      await vi.advanceTimersByTimeAsync(150_000)
    })
    await settle()
    expect(value()).toBe('2,000')
  })

  it('has no serious axe violations', async () => {
    vi.useRealTimers()
    const { container } = render(<SalesCounter value={42} label="Cars sold this month" />)
    expect(screen.getByRole('region', { name: 'Cars sold this month' })).toBeDefined()
    await expectNoAxeViolations(container)
  })
})
