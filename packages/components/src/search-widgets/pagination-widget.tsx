import { usePagination } from 'react-instantsearch'
import { Pagination, type PaginationTexts } from '../pagination/pagination'

export interface PaginationWidgetProps {
  /** The address of a page (1-based) for the current search, from the site's router. */
  hrefFor: (page: number) => string
  /** @defaultValue 1 */
  padding?: number
  /** Called after a page is chosen in place, e.g. to scroll to the top of the results. */
  onNavigate?: (page: number) => void
  texts?: Partial<PaginationTexts>
}

/** Pagination wired to InstantSearch: real links, and a plain click changes the page in place. */
export function PaginationWidget({ hrefFor, padding, onNavigate, texts }: PaginationWidgetProps) {
  const { currentRefinement, nbPages, refine } = usePagination()
  return (
    <Pagination
      page={currentRefinement + 1}
      pages={nbPages}
      hrefFor={hrefFor}
      padding={padding}
      texts={texts}
      onNavigate={(page, event) => {
        event.preventDefault()
        refine(page - 1)
        onNavigate?.(page)
      }}
    />
  )
}
