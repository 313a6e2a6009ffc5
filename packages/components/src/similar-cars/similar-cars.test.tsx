import { act, render, screen, waitFor } from '@testing-library/react'
import { renderToString } from 'react-dom/server'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { expectNoAxeViolations } from '../test-utils/axe'
import { manyCards } from '../vehicle-card/fixtures'
import type { VehicleCardProps } from '../vehicle-card/vehicle-card'
import { SimilarCars, type SimilarCarsProps } from './similar-cars'

/** A stand-in IntersectionObserver: records its options and lets a test bring the section into range. */
class FakeObserver {
  static instances: FakeObserver[] = []
  elements: Element[] = []
  disconnected = false
  constructor(
    readonly callback: IntersectionObserverCallback,
    readonly options: IntersectionObserverInit = {},
  ) {
    FakeObserver.instances.push(this)
  }
  observe(element: Element) {
    this.elements.push(element)
  }
  disconnect() {
    this.disconnected = true
  }
  unobserve() {}
  takeRecords() {
    return []
  }
  /** The observed section comes within the root margin (or not). */
  trigger(isIntersecting = true) {
    const entries = this.elements.map((target) => ({ target, isIntersecting }) as IntersectionObserverEntry)
    act(() => this.callback(entries, this as unknown as IntersectionObserver))
  }
}

function installObserver() {
  FakeObserver.instances = []
  vi.stubGlobal('IntersectionObserver', FakeObserver)
}

afterEach(() => {
  vi.unstubAllGlobals()
})

function setup(props: Partial<SimilarCarsProps> = {}) {
  const load = vi.fn(props.load ?? (() => Promise.resolve(manyCards.slice(0, 3))))
  const view = render(<SimilarCars {...props} load={load} />)
  return { load, ...view }
}

describe('SimilarCars', () => {
  it('similar cars lazy: loaded only when the section comes within 500px of the viewport', async () => {
    installObserver()
    const { load } = setup()
    const [observer] = FakeObserver.instances
    expect(observer?.options.rootMargin).toBe('500px')
    expect(observer?.elements).toEqual([screen.getByRole('region', { name: 'Similar Cars' })])
    observer?.trigger(false)
    expect(load).not.toHaveBeenCalled()
    observer?.trigger(true)
    expect(load).toHaveBeenCalledTimes(1)
    expect(observer?.disconnected).toBe(true)
    expect(await screen.findAllByRole('article')).toHaveLength(3)
  })

  it('loads at once where IntersectionObserver is missing', async () => {
    vi.stubGlobal('IntersectionObserver', undefined)
    const { load } = setup()
    expect(load).toHaveBeenCalledTimes(1)
    expect(await screen.findAllByRole('article')).toHaveLength(3)
  })

  it('shows card placeholders while loading', () => {
    installObserver()
    setup({ placeholders: 4 })
    const section = screen.getByRole('region', { name: 'Similar Cars' })
    expect(section.getAttribute('aria-busy')).toBe('true')
    expect(screen.getByText('Loading similar cars')).toBeDefined()
    expect(section.querySelectorAll('.fc-similar__placeholder')).toHaveLength(4)
    expect(screen.queryByRole('article')).toBeNull()
  })

  it('shows at most 6 cards, each a vehicle card with a level 3 heading', async () => {
    vi.stubGlobal('IntersectionObserver', undefined)
    setup({ load: () => Promise.resolve(manyCards) })
    const cards = await screen.findAllByRole('article')
    expect(cards).toHaveLength(6)
    expect(screen.getAllByRole('heading', { level: 3 })).toHaveLength(6)
    expect(screen.getByRole('region', { name: 'Similar Cars' }).getAttribute('aria-busy')).toBeNull()
    expect(screen.getByRole('list', { name: 'Similar Cars' }).children).toHaveLength(6)
  })

  it('hidden when the list is empty', async () => {
    vi.stubGlobal('IntersectionObserver', undefined)
    const { container, load } = setup({ load: () => Promise.resolve([]) })
    await waitFor(() => expect(container.innerHTML).toBe(''))
    expect(load).toHaveBeenCalledTimes(1)
  })

  it('hidden on failure, and the failure is logged (spec section 8)', async () => {
    vi.stubGlobal('IntersectionObserver', undefined)
    const failure = new Error('search unavailable')
    const onError = vi.fn()
    const { container } = setup({ load: () => Promise.reject(failure), onError })
    await waitFor(() => expect(container.innerHTML).toBe(''))
    expect(onError).toHaveBeenCalledWith(failure)
  })

  it('logs failures to the console by default', async () => {
    vi.stubGlobal('IntersectionObserver', undefined)
    const log = vi.spyOn(console, 'error').mockImplementation(() => undefined)
    const { container } = setup({ load: () => Promise.reject(new Error('offline')) })
    await waitFor(() => expect(container.innerHTML).toBe(''))
    expect(log).toHaveBeenCalledWith('Similar cars failed to load', expect.any(Error))
    log.mockRestore()
  })

  it('loads once even when the site passes a new load function on each render', () => {
    installObserver()
    const first = vi.fn(() => new Promise<VehicleCardProps[]>(() => undefined))
    const second = vi.fn(() => new Promise<VehicleCardProps[]>(() => undefined))
    const { rerender } = render(<SimilarCars load={first} />)
    rerender(<SimilarCars load={second} />)
    expect(FakeObserver.instances).toHaveLength(1)
    FakeObserver.instances[0]?.trigger()
    expect([first.mock.calls.length, second.mock.calls.length]).toEqual([0, 1])
  })

  it('renders placeholders on the server and hydrates without a mismatch', () => {
    const html = renderToString(<SimilarCars load={() => Promise.resolve(manyCards)} />)
    expect(html).toContain('fc-similar__placeholder')
    installObserver()
    const log = vi.spyOn(console, 'error').mockImplementation(() => undefined)
    const container = document.createElement('div')
    container.innerHTML = html
    document.body.append(container)
    render(<SimilarCars load={() => Promise.resolve(manyCards)} />, { container, hydrate: true })
    expect(log).not.toHaveBeenCalled()
    log.mockRestore()
  })

  it('has no serious axe violations, loading and loaded', async () => {
    vi.stubGlobal('IntersectionObserver', undefined)
    const { container } = setup()
    await expectNoAxeViolations(container)
    await screen.findAllByRole('article')
    await expectNoAxeViolations(container)
  })
})
