import {
  buildSearchUrl,
  fromInstantSearchUiState,
  indexForSort,
  parseSearchUrl,
  toInstantSearchUiState,
  type SearchState,
} from '@forecourt/search-url'
import type { Router, StateMapping, UiState } from 'instantsearch.js'
import type { SearchPageConfig } from './search-config'

/** The part of TanStack Router the search router needs: where the page is, how to move, and when it moved. */
export interface HistoryPort {
  href(): string
  navigate(href: string, options: { resetScroll: boolean }): void
  /** Calls back after every completed navigation, with the new href; returns the unsubscribe function. */
  onNavigated(listener: (href: string) => void): () => void
}

/** The index InstantSearch starts on: the tenant's default sort. */
export function defaultIndex(config: SearchPageConfig): string {
  return indexForSort(undefined, config)
}

/**
 * InstantSearch's state mapping onto search-url's state: one index, the tenant's sort, filter and range names.
 * `routeToState(stateToRoute(uiState))` is the identity for every state the widgets produce.
 */
export function searchStateMapping(config: SearchPageConfig): StateMapping<UiState, SearchState> {
  const index = defaultIndex(config)
  return {
    stateToRoute: (uiState) => fromInstantSearchUiState(uiState[index] ?? {}, config),
    routeToState: (route) => ({ [index]: toInstantSearchUiState(route, config) }),
  }
}

const isSearchPath = (href: string) => new URL(href, 'http://site.invalid').pathname.startsWith('/search/')

/**
 * The URL as the search router sees it: search-url's paths (/search/toyota/hilux) and query string, read and
 * written through TanStack Router so that back, forward, reload and shared links restore the same state.
 *
 * It never writes in answer to a navigation it was told about (no double back entries), writes nothing when the URL
 * would not change or once the shopper has left the search page, and only scrolls to the top when the page number
 * changes.
 */
export function createSearchRouter(config: SearchPageConfig, history: HistoryPort): Router<SearchState> {
  let unsubscribe: (() => void) | null = null
  const read = (href: string): SearchState => {
    const url = new URL(href, 'http://site.invalid')
    return parseSearchUrl({ pathname: url.pathname, search: url.search }, config.catalogue) ?? {}
  }
  // The canonical URL of what an href means: hrefs that differ only in encoding or order are the same search.
  const canonical = (href: string) => buildSearchUrl(read(href), config.catalogue)
  let known = canonical(history.href())
  return {
    $$type: 'forecourt-tanstack',
    read: () => read(history.href()),
    write: (route) => {
      // The shopper has left the search page (a car's link): what InstantSearch writes as its widgets unmount is
      // not a search to show, and navigating to it would take the shopper back.
      if (!isSearchPath(history.href())) return
      const href = buildSearchUrl(route, config.catalogue)
      if (href === known) return
      const previousPage = read(known).page ?? 1
      known = href
      history.navigate(href, { resetScroll: (route.page ?? 1) !== previousPage })
    },
    createURL: (route) => buildSearchUrl(route, config.catalogue),
    onUpdate: (callback) => {
      unsubscribe?.()
      unsubscribe = history.onNavigated((href) => {
        if (!isSearchPath(href)) return
        const next = canonical(href)
        if (next === known) return
        known = next
        callback(read(href))
      })
    },
    dispose: () => {
      unsubscribe?.()
      unsubscribe = null
    },
  }
}
