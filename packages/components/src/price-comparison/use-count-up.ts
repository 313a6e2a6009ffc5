import { useEffect, useState } from 'react'

const easeOut = (progress: number) => 1 - (1 - progress) ** 3

/**
 * A number that counts from `from` to `to` over `durationMs` with requestAnimationFrame, easing out. Renders `from`
 * on the server and during hydration; jumps straight to `to` when `instant` (reduced motion) or without
 * requestAnimationFrame.
 * @example const percent = useCountUp(20, 72, 2000, reducedMotion)
 */
export function useCountUp(from: number, to: number, durationMs: number, instant: boolean): number {
  const [value, setValue] = useState(from)
  useEffect(() => {
    if (instant || typeof requestAnimationFrame !== 'function') {
      setValue(to)
      return
    }
    let frame = 0
    let start: number | null = null
    const step = (now: number) => {
      start ??= now
      const progress = Math.min(1, (now - start) / durationMs)
      setValue(from + (to - from) * easeOut(progress))
      if (progress < 1) frame = requestAnimationFrame(step)
    }
    frame = requestAnimationFrame(step)
    return () => cancelAnimationFrame(frame)
  }, [from, to, durationMs, instant])
  return value
}
