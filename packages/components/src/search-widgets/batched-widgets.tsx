import { useLayoutEffect, useRef, type ReactNode, type RefObject } from 'react'
import { useInstantSearchContext } from 'react-instantsearch'

type IndexWidget = ReturnType<typeof useInstantSearchContext>['mainIndex']
type Widgets = Parameters<IndexWidget['addWidgets']>[0]

/**
 * Makes the index keep the widgets it is given until the returned function is called, and then add them all in one
 * call. The index recomputes the search parameters of every widget it holds on each `addWidgets` call, so widgets
 * added one by one cost the square of their number.
 */
function holdWidgets(index: IndexWidget): () => void {
  const addWidgets = index.addWidgets
  const held: Widgets = []
  index.addWidgets = (widgets) => {
    held.push(...widgets)
    return index
  }
  return () => {
    index.addWidgets = addWidgets
    if (held.length > 0) addWidgets.call(index, held.splice(0))
  }
}

/** Hands the held widgets to the index, once, and forgets how. */
function releaseHeld(release: RefObject<(() => void) | null>) {
  release.current?.()
  release.current = null
}

/** The first child, so its layout effect runs before any widget's below it. */
function HoldWidgets({ release }: { release: RefObject<(() => void) | null> }) {
  const search = useInstantSearchContext()
  useLayoutEffect(() => {
    release.current ??= holdWidgets(search.mainIndex)
    return () => releaseHeld(release)
  }, [search, release])
  return null
}

export interface BatchedWidgetsProps {
  /** The search's widgets: everything inside `<InstantSearch>`. */
  children: ReactNode
}

/**
 * Hands InstantSearch the widgets that mount together in one `addWidgets` call, instead of one call per widget.
 *
 * Why: when a page hydrates from the server's search state, InstantSearch has already started, and each widget's
 * own `addWidgets` call makes the index recompute the search parameters of every widget it holds. A search page
 * with 25 widgets (filters, sort, pagination, results) then ran 325 recomputations in its hydration commit, the
 * longest task a phone met after the page showed. Widgets mounted later (a filter that appears) are added as
 * before. Only the main index's widgets are batched; those inside an `<Index>` are added one by one.
 * @example
 * <InstantSearchSSRProvider {...serverState}>
 *   <InstantSearch searchClient={searchClient} indexName="Car_production">
 *     <BatchedWidgets>
 *       <SortWidget items={sortItems} />
 *       <SearchResults toCard={toCard} empty={empty} />
 *     </BatchedWidgets>
 *   </InstantSearch>
 * </InstantSearchSSRProvider>
 */
export function BatchedWidgets({ children }: BatchedWidgetsProps) {
  const release = useRef<(() => void) | null>(null)
  // A parent's layout effect runs after all of its children's: every widget of this commit has asked by now.
  useLayoutEffect(() => releaseHeld(release), [])
  return (
    <>
      <HoldWidgets release={release} />
      {children}
    </>
  )
}
