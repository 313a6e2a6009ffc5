import type { BaseHit, Hit } from 'instantsearch.js'
import { useEffect, useMemo, useRef } from 'react'
import { useHits, useInstantSearch, type UseHitsProps } from 'react-instantsearch'
import { EmptyResults, type EmptyResultsProps } from '../empty-results/empty-results'
import { ResultsGrid, type ResultsGridPromo } from '../results-grid/results-grid'
import type { VehicleCardProps } from '../vehicle-card/vehicle-card'

export interface SearchResultsProps<THit extends BaseHit = BaseHit> {
  /**
   * Turns a hit into a card (the site knows tags, prices and finance chips). Cards are made again whenever it is a
   * new function, so give the same one while nothing it reads changes (`useCallback`).
   */
  toCard: (hit: Hit<THit>, index: number) => VehicleCardProps
  /** @defaultValue 3 */
  columns?: 3 | 4
  /** Results as a swipeable row on phones (a tenant option). */
  carousel?: boolean
  promos?: ResultsGridPromo[]
  /** The empty state's props; at least the refresh path (`clearHref`). */
  empty: EmptyResultsProps
  /** Changes the hits before they become cards, e.g. stock-rules' `collapseSoldRuns` ("Sold cars in results"). */
  transformItems?: UseHitsProps<THit>['transformItems']
  /** Called when a search fails (the shopper sees no message: "Search error: previous results remain"). */
  onError?: (error: Error) => void
}

/**
 * The results grid over InstantSearch: the hits as cards; while a search runs the previous cards stay (aria-busy),
 * and after a failed search they stay with no message; 'No Results Available' only for a finished empty search.
 */
export function SearchResults<THit extends BaseHit = BaseHit>({
  toCard,
  columns,
  carousel,
  promos,
  empty,
  transformItems,
  onError,
}: SearchResultsProps<THit>) {
  const { items } = useHits<THit>({ transformItems })
  // catchError: a failed search must not throw; the previous results stay on screen.
  const { status, results, error } = useInstantSearch({ catchError: true })
  // The cards of the last finished answer stay while a search runs and after one fails. InstantSearch hands the
  // widget new copies of the same hits as a search starts, so the hits shown change only when an answer is in.
  const shown = useRef(items)
  if (status === 'idle') shown.current = items
  const onErrorRef = useRef(onError)
  useEffect(() => {
    onErrorRef.current = onError
  })
  useEffect(() => {
    if (status === 'error' && error) onErrorRef.current?.(error)
  }, [status, error])
  // Cards are made once per answer, not for each of InstantSearch's renders with the same hits.
  const hits = shown.current
  const cards = useMemo(() => hits.map((hit, index) => toCard(hit, index)), [hits, toCard])
  const artificial = (results as { __isArtificial?: boolean } | undefined)?.__isArtificial === true
  if (status === 'idle' && !artificial && results?.nbHits === 0) return <EmptyResults {...empty} />
  return (
    <ResultsGrid
      cards={cards}
      columns={columns}
      carousel={carousel}
      promos={promos}
      busy={status === 'loading' || status === 'stalled'}
    />
  )
}
