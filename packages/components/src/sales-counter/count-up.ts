/**
 * Counts from one number to another over `ms` milliseconds, calling `onFrame` with each whole number on the way, or
 * jumps straight there when the shopper asked for reduced motion. Loaded only when the counter first refreshes, so
 * pages that show the counter carry none of it in their first load.
 * @returns a function that stops the count
 * @example const stop = countUp(1000, 1010, 1000, setShown)
 */
export function countUp(from: number, to: number, ms: number, onFrame: (value: number) => void): () => void {
  const reduced = window.matchMedia('(prefers-reduced-motion: reduce)').matches
  if (reduced || from === to || ms <= 0) {
    onFrame(to)
    return () => undefined
  }
  const began = performance.now()
  let frame = requestAnimationFrame(function tick(at) {
    const progress = Math.min(1, (at - began) / ms)
    onFrame(Math.round(from + (to - from) * progress))
    if (progress < 1) frame = requestAnimationFrame(tick)
  })
  return () => cancelAnimationFrame(frame)
}
