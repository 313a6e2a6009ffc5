import { capFacetCount } from '@forecourt/search-url'
import { useStats } from 'react-instantsearch'
import { ResultsSummary, type ResultsSummaryTexts } from '../results-summary/results-summary'

export interface ResultsSummaryWidgetProps {
  texts?: Partial<ResultsSummaryTexts>
}

/** '1,234 cars' for the current search; counts above 1999 read '1999+' (search-url's capFacetCount). */
export function ResultsSummaryWidget({ texts }: ResultsSummaryWidgetProps) {
  const { nbHits, query } = useStats()
  const capped = capFacetCount(nbHits)
  return (
    <ResultsSummary count={capped.count} capped={capped.capped} query={query || undefined} texts={texts} />
  )
}
