import type { SearchClient } from 'instantsearch.js'
import { renderToString } from 'react-dom/server'
import { getServerState, type InstantSearchServerState } from 'react-instantsearch'
import type { HistoryPort } from '../search/instantsearch-routing'
import { PriceRangeApp } from '../search/price-range-app'
import { SearchApp } from '../search/search-app'
import type { SearchPageConfig } from '../search/search-config'

/** A history that stands still at one URL: the server renders one search and never navigates. */
function staticHistory(href: string): HistoryPort {
  return { href: () => href, navigate: () => undefined, onNavigated: () => () => undefined }
}

/**
 * The first results of a search URL, found by rendering the same InstantSearch tree the page renders against the
 * in-process engine. The page is then server-rendered from these results and the browser hydrates from them.
 * @example await searchServerState(config, client, '/search/toyota?page=2')
 */
export function searchServerState(
  config: SearchPageConfig,
  searchClient: SearchClient,
  href: string,
): Promise<InstantSearchServerState> {
  return getServerState(
    <SearchApp config={config} searchClient={searchClient} history={staticHistory(href)} heading="" />,
    {
      renderToString,
    },
  )
}

/**
 * The price-range page's first counts, found by rendering its InstantSearch tree against the in-process engine.
 * @example await priceRangeServerState(config, client)
 */
export function priceRangeServerState(
  config: SearchPageConfig,
  searchClient: SearchClient,
): Promise<InstantSearchServerState> {
  return getServerState(<PriceRangeApp config={config} searchClient={searchClient} />, { renderToString })
}
