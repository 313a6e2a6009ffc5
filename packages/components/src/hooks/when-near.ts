/** When `whenNear` calls back where the browser has no IntersectionObserver. */
export type WithoutObserver = 'at-once' | 'next-task'

/**
 * Calls `onNear` once, the first time `element` comes within `rootMargin` of the viewport, and returns a function
 * that stops waiting (safe to call after `onNear` has run). One observer per call, dropped as soon as it has
 * reported, so nothing keeps watching a part of the page that has already started.
 *
 * An observer reports an element's first state in a task of its own, so even an element already on screen is
 * called back after the task that asked. Where IntersectionObserver is missing, `withoutObserver` says when to call
 * back instead: `'at-once'` (before `whenNear` returns) or `'next-task'` (in a timer, keeping the work off the task
 * that mounted the element).
 * @default withoutObserver 'at-once'
 * @example const stop = whenNear(section, '500px', loadSimilarCars) // in an effect; return stop as its cleanup
 */
export function whenNear(
  element: Element,
  rootMargin: string,
  onNear: () => void,
  withoutObserver: WithoutObserver = 'at-once',
): () => void {
  if (typeof IntersectionObserver !== 'function') {
    if (withoutObserver === 'at-once') {
      onNear()
      return () => {}
    }
    const timer = setTimeout(onNear)
    return () => clearTimeout(timer)
  }
  const observer = new IntersectionObserver(
    (entries) => {
      if (!entries.some((entry) => entry.isIntersecting)) return
      observer.disconnect()
      onNear()
    },
    { rootMargin },
  )
  observer.observe(element)
  return () => observer.disconnect()
}
