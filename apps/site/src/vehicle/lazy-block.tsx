import { whenNear } from '@forecourt/components'
import { Suspense, useEffect, useRef, useState, type ReactNode } from 'react'

/** How far ahead of the viewport an on-demand block starts loading. */
export const lazyBlockRootMargin = '600px'

/**
 * A block whose code loads on demand: until it comes within 600 px of the viewport (or the address names its
 * anchor), a box of the block's height holds its place and its anchor id, so in-page links such as
 * #finance-calculator work before the code has arrived and the page never shifts.
 * @example <LazyBlock id="finance-calculator" minHeight="32rem">{() => <FinanceCalculator … />}</LazyBlock>
 */
export function LazyBlock({
  id,
  label,
  minHeight,
  children,
}: {
  id?: string
  /** What the block is, for the placeholder's accessible name. */
  label: string
  minHeight: string
  children: () => ReactNode
}) {
  const box = useRef<HTMLDivElement>(null)
  const [wanted, setWanted] = useState(false)
  useEffect(() => {
    const element = box.current
    if (!element) return
    if (id && window.location.hash === `#${id}`) return setWanted(true)
    const stopWaiting = whenNear(element, lazyBlockRootMargin, () => setWanted(true))
    const onHash = () => {
      if (id && window.location.hash === `#${id}`) setWanted(true)
    }
    window.addEventListener('hashchange', onHash)
    return () => {
      stopWaiting()
      window.removeEventListener('hashchange', onHash)
    }
  }, [id])
  const placeholder = (
    <div
      ref={box}
      id={wanted ? undefined : id}
      className="fc-lazy-block"
      style={{ minHeight }}
      role="status"
      aria-label={`Loading ${label}`}
    />
  )
  if (!wanted) return placeholder
  return <Suspense fallback={placeholder}>{children()}</Suspense>
}
