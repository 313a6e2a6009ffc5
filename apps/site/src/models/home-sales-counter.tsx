import { SalesCounter } from '@forecourt/components'
import { useMemo } from 'react'
import type { SalesCounterData } from '../site/site-types'

/**
 * The home page's 'Sales this Month' counter: the server's count, then counted again in the browser about every
 * 150 seconds on the site's clock (the server's time it was counted at plus the time since).
 * @example {home.salesCounter ? <HomeSalesCounter {...home.salesCounter} /> : null}
 */
export function HomeSalesCounter({ value, at }: SalesCounterData) {
  const next = useMemo(() => {
    const offset = Date.parse(at) - Date.now()
    // The rule is loaded at the first refresh (150 seconds in), so the home page's first load stays small.
    return async () => {
      const { salesCount } = await import('@forecourt/stock-rules')
      return salesCount(new Date(Date.now() + offset)).value
    }
  }, [at])
  return <SalesCounter value={value} next={next} />
}
