import { ResultsSummaryWidget, SearchResults } from '@forecourt/components/search'
import { hitCard, type HitCardOptions, type SearchRecord } from '@forecourt/stock-rules'
import type { Hit, SearchClient } from 'instantsearch.js'
import { useCallback, type ReactNode } from 'react'
import { renderToString } from 'react-dom/server'
import { getServerState, InstantSearch, InstantSearchSSRProvider } from 'react-instantsearch'

/** A tenant's stock as result cards: `hitCard` turns each hit into a card, finance chips included. */
export function StockSearch(props: { searchClient: SearchClient; now: Date; cards: HitCardOptions }) {
  const { now, cards } = props
  // One function while its inputs stay: the results then make their cards once per answer.
  const toCard = useCallback(
    (hit: Hit<SearchRecord>) => ({
      ...hitCard(hit, now, cards),
      actions: [{ label: 'View Details', href: `/cars/${hit.slug}` }],
    }),
    [now, cards],
  )
  return (
    <InstantSearch
      searchClient={props.searchClient}
      indexName="Car_production"
      future={{ preserveSharedStateOnUnmount: true }}
    >
      <ResultsSummaryWidget />
      <SearchResults<SearchRecord> toCard={toCard} empty={{ clearHref: '/search' }} />
    </InstantSearch>
  )
}

/**
 * Server rendering with search results: `getServerState` runs the searches the page's widgets ask for, then the
 * page renders inside `InstantSearchSSRProvider` with their answers. A plain `renderToString` renders no results.
 * Send `serverState` with the HTML (escaped for a <script>) and hydrate inside the same provider in the browser.
 */
export async function renderWithSearch(page: ReactNode) {
  const serverState = await getServerState(page, { renderToString })
  const html = renderToString(<InstantSearchSSRProvider {...serverState}>{page}</InstantSearchSSRProvider>)
  return { html, serverState }
}
