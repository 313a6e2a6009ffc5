import { vi } from 'vitest'

/**
 * A controllable IntersectionObserver in place of the global one (jsdom has none): `enter()` reports every observed
 * element as intersecting, `stayOutside()` as not. Undo it with `vi.unstubAllGlobals()`.
 * @example const io = fakeIntersectionObserver(); render(<VehicleMap … />); act(() => io.enter())
 */
export function fakeIntersectionObserver() {
  const observers: Array<{
    callback: IntersectionObserverCallback
    elements: Element[]
    options?: IntersectionObserverInit
  }> = []
  class FakeObserver {
    readonly entry: (typeof observers)[number]
    constructor(callback: IntersectionObserverCallback, options?: IntersectionObserverInit) {
      this.entry = { callback, elements: [], options }
      observers.push(this.entry)
    }
    observe(element: Element) {
      this.entry.elements.push(element)
    }
    disconnect() {
      this.entry.elements = []
    }
    unobserve() {}
    takeRecords() {
      return []
    }
  }
  vi.stubGlobal('IntersectionObserver', FakeObserver)
  const report = (isIntersecting: boolean) => {
    for (const { callback, elements } of observers)
      if (elements.length)
        callback(
          elements.map((target) => ({ target, isIntersecting }) as IntersectionObserverEntry),
          {} as IntersectionObserver,
        )
  }
  return {
    observers,
    /** Reports every observed element as intersecting (within the observer's margin of the viewport). */
    enter: () => report(true),
    /** Reports every observed element as outside the observer's margin, as an observer's first report may. */
    stayOutside: () => report(false),
  }
}
