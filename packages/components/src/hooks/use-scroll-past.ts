import { useCallback, useSyncExternalStore } from 'react'

// The page's scroll position as of its last scroll event. Reading `window.scrollY` makes the browser lay the page out
// first if anything changed since its last layout; read in every render and every commit, as a store snapshot is, it
// forced a layout into the tasks of a hydrating page each time. A scroll event comes after layout, so reading it there
// costs nothing, and the first reader to subscribe reads it once for all.
let scrollY = 0
const readers = new Set<() => void>()

function onScroll() {
  scrollY = window.scrollY
  for (const reader of readers) reader()
}

function subscribe(onChange: () => void) {
  if (readers.size === 0) {
    scrollY = window.scrollY
    window.addEventListener('scroll', onScroll, { passive: true })
  }
  readers.add(onChange)
  return () => {
    readers.delete(onChange)
    if (readers.size === 0) window.removeEventListener('scroll', onScroll)
  }
}

/**
 * Whether the page has scrolled further than `threshold` pixels. False on the server and during hydration. Every
 * caller shares one scroll listener, and the position is read in scroll events, never while React renders.
 * @example const stuck = useScrollPast(500) // the spec's sticky header
 */
export function useScrollPast(threshold: number): boolean {
  const getSnapshot = useCallback(() => scrollY > threshold, [threshold])
  return useSyncExternalStore(subscribe, getSnapshot, () => false)
}
