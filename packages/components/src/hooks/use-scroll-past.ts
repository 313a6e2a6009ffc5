import { useCallback, useSyncExternalStore } from 'react'

// The page's scroll position as of its last scroll event. Reading `window.scrollY` makes the browser lay the page out
// first if anything changed since its last layout; read in every render and every commit, as a store snapshot is, it
// forced a layout into the tasks of a hydrating page each time. A scroll event comes after layout, so reading it there
// costs nothing; each reader also reads it once when it subscribes, after React's commit.
let scrollY = 0

function subscribe(onChange: () => void) {
  const onScroll = () => {
    scrollY = window.scrollY
    onChange()
  }
  scrollY = window.scrollY
  window.addEventListener('scroll', onScroll, { passive: true })
  return () => window.removeEventListener('scroll', onScroll)
}

/**
 * Whether the page has scrolled further than `threshold` pixels. False on the server and during hydration. The
 * position is read in scroll events and when a reader subscribes, never while React renders.
 * @example const stuck = useScrollPast(500) // the spec's sticky header
 */
export function useScrollPast(threshold: number): boolean {
  const getSnapshot = useCallback(() => scrollY > threshold, [threshold])
  return useSyncExternalStore(subscribe, getSnapshot, () => false)
}
