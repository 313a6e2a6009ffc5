import type { ReactNode } from 'react'
import { FilterDrawer, type FilterDrawerTexts } from '../filter-drawer/filter-drawer'

export interface FilterPanelProps {
  /** The filter dropdowns (FilterDropdown, or the RefinementDropdown and RangeDropdown widgets). */
  children: ReactNode
  /** Filters currently on. @defaultValue 0 */
  activeCount?: number
  /** Cars matching now, for the drawer's 'Show N cars'. */
  resultsCount: number
  /** @defaultValue false */
  resultsCapped?: boolean
  onClearAll: () => void
  /** Beside the filters in both layouts, e.g. the results summary and the sort select. */
  toolbar?: ReactNode
  /** Render the phone drawer open at first (stories, visual tests). @defaultValue false */
  defaultOpen?: boolean
  texts?: Partial<FilterDrawerTexts>
}

/**
 * The search page's filters: a row of dropdowns from 64rem wide; below that a 'Filters' button opening a drawer
 * with the same dropdowns as accordions. The filters render once, so search widgets are never mounted twice.
 */
export function FilterPanel({ children, toolbar, ...drawer }: FilterPanelProps) {
  return (
    <div className="fc-filter-panel">
      <FilterDrawer inlineOnWide {...drawer}>
        <div className="fc-filter-panel__filters">{children}</div>
      </FilterDrawer>
      {toolbar ? <div className="fc-filter-panel__toolbar">{toolbar}</div> : null}
    </div>
  )
}
