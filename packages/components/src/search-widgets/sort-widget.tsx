import { useSortBy } from 'react-instantsearch'
import { SortSelect, type SortSelectOption } from '../sort-select/sort-select'

export interface SortWidgetProps {
  /** Each sort's index (or replica) name and label, e.g. search-url's sortOptions over defaultReplicas. */
  items: SortSelectOption[]
  /** @defaultValue 'Sort by' */
  label?: string
}

/** The sort select wired to InstantSearch's sort-by (each option is an index). */
export function SortWidget({ items, label }: SortWidgetProps) {
  const { currentRefinement, options, refine } = useSortBy({ items })
  return <SortSelect options={options} value={currentRefinement} onChange={refine} label={label} />
}
