import { fill, formatCount } from '../format'

export interface ResultsSummaryTexts {
  /** @defaultValue '{count} cars' */
  many: string
  /** @defaultValue '{count} car' */
  one: string
  /** Appended when there is a query. @defaultValue ' for “{query}”' */
  query: string
}

export interface ResultsSummaryProps {
  count: number
  /** The count is a cap (search-url's `capFacetCount`): shown as '1999+'. @defaultValue false */
  capped?: boolean
  query?: string
  texts?: Partial<ResultsSummaryTexts>
}

/** How many cars match, e.g. '1,234 cars' or '1999+ cars', announced politely when it changes. */
export function ResultsSummary({ count, capped = false, query, texts }: ResultsSummaryProps) {
  const t = { many: '{count} cars', one: '{count} car', query: ' for “{query}”', ...texts }
  const shown = capped ? `${count}+` : formatCount(count)
  const text = fill(count === 1 && !capped ? t.one : t.many, { count: shown })
  return (
    <p className="fc-summary" aria-live="polite" aria-atomic="true">
      {text}
      {query ? fill(t.query, { query }) : null}
    </p>
  )
}
