import { act, render, screen } from '@testing-library/react'
import { renderToString } from 'react-dom/server'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { expectNoAxeViolations } from '../test-utils/axe'
import { demoEmbedSrc, gosfordMap } from '../vehicle-map/fixtures'
import { LocationMap } from './location-map'

function fakeIntersectionObserver() {
  const callbacks: IntersectionObserverCallback[] = []
  const elements: Element[] = []
  vi.stubGlobal(
    'IntersectionObserver',
    class {
      constructor(callback: IntersectionObserverCallback) {
        callbacks.push(callback)
      }
      observe(element: Element) {
        elements.push(element)
      }
      disconnect() {}
    },
  )
  return {
    enter: () =>
      callbacks.forEach((callback) =>
        callback(
          elements.map((target) => ({ target, isIntersecting: true }) as IntersectionObserverEntry),
          {} as IntersectionObserver,
        ),
      ),
  }
}

afterEach(() => {
  vi.unstubAllGlobals()
})

describe('LocationMap', () => {
  it('draws the inline map by default (no key, no network)', () => {
    const { container } = render(<LocationMap name="Wattle Bay Kia Gosford - Sales" map={gosfordMap} />)
    expect(screen.getByRole('img', { name: 'Map showing Wattle Bay Kia Gosford - Sales' })).toBeDefined()
    expect(container.querySelector('iframe')).toBeNull()
  })

  it('swaps in the Google embed only once in view, never in the first render', () => {
    expect(
      renderToString(<LocationMap name="Gosford" map={gosfordMap} googleEmbedSrc={demoEmbedSrc} />),
    ).not.toContain('<iframe')
    const io = fakeIntersectionObserver()
    const { container } = render(
      <LocationMap name="Gosford" map={gosfordMap} googleEmbedSrc={demoEmbedSrc} />,
    )
    expect(container.querySelector('iframe')).toBeNull()
    act(() => io.enter())
    const frame = screen.getByTitle('Google Map of Gosford')
    expect(frame.getAttribute('src')).toBe(demoEmbedSrc)
    expect(frame.getAttribute('loading')).toBe('lazy')
  })

  it('renders nothing without map data or an embed', () => {
    const { container } = render(<LocationMap name="Gosford" />)
    expect(container.innerHTML).toBe('')
  })

  it('has no serious axe violations', async () => {
    const { container } = render(<LocationMap name="Gosford" map={gosfordMap} />)
    await expectNoAxeViolations(container)
  })
})
