import { useEffect, useRef, useState } from 'react'
import { formatCount } from '../format'

/** Props of {@link SalesCounter}. */
export interface SalesCounterProps {
  /** The count the server rendered. */
  value: number
  /** The count now (or a promise of it); asked every `refreshMs` in the browser. None keeps `value`. */
  next?: () => number | Promise<number>
  /** @defaultValue 150000 (the spec's refresh of about every 150 seconds) */
  refreshMs?: number
  /** @defaultValue 'Sales this Month' */
  label?: string
  /** Length of the count-up to a new value; none with reduced motion. @defaultValue 1000 */
  animationMs?: number
}

/**
 * The 'Sales this Month' counter: the server renders the count, the browser asks `next` about every 150 seconds and
 * counts up to the new number (jumping straight to it with reduced motion). The count-up is loaded at the first
 * refresh, and `next` may load what it needs then too, so the counter costs a page's first load next to nothing.
 * @example <SalesCounter value={1234} next={() => salesCount(new Date()).value} />
 */
export function SalesCounter({
  value,
  next,
  refreshMs = 150_000,
  label = 'Sales this Month',
  animationMs = 1000,
}: SalesCounterProps) {
  const [shown, setShown] = useState(value)
  const current = useRef(value)
  const show = (count: number) => {
    current.current = count
    setShown(count)
  }

  useEffect(() => show(value), [value])
  useEffect(() => {
    if (!next) return
    let live = true
    let stop = () => undefined as void
    const timer = setInterval(() => {
      // A failed count keeps the number shown; the next refresh tries again.
      Promise.all([next(), import('./count-up')]).then(
        ([count, { countUp }]) => {
          if (!live) return
          stop()
          stop = countUp(current.current, count, animationMs, show)
        },
        () => undefined,
      )
    }, refreshMs)
    return () => {
      live = false
      stop()
      clearInterval(timer)
    }
  }, [next, refreshMs, animationMs])

  return (
    <section className="fc-sales-counter" aria-label={label}>
      <p className="fc-sales-counter__value">{formatCount(shown)}</p>
      <p className="fc-sales-counter__label" aria-hidden="true">
        {label}
      </p>
    </section>
  )
}
