import { parseSearchUrl } from '@forecourt/search-url'
import { createFileRoute, notFound, useRouter, useRouterState } from '@tanstack/react-router'
import { useMemo, useState } from 'react'
import { InstantSearchSSRProvider } from 'react-instantsearch'
import type { HistoryPort } from '../../search/instantsearch-routing'
import { SearchApp } from '../../search/search-app'
import { pageSearchClient } from '../../search/search-client'
import { searchTitle } from '../../search/search-title'
import { pageHead } from '../../site/page-head'

// Every /search/* route of the route table: the path and query string are read by @forecourt/search-url. A tenant
// without stock search pages (its shell has no search link) answers the site's 404.
export const Route = createFileRoute('/search/$')({
  loader: async ({ context, location }) => {
    const [config, shell] = await Promise.all([context.site.search(), context.site.shell()])
    // eslint-disable-next-line @typescript-eslint/only-throw-error -- the router's not-found signal is an object by design
    if (!shell.searchHref) throw notFound()
    const state = parseSearchUrl(
      { pathname: location.pathname, search: location.searchStr },
      config.catalogue,
    )
    // eslint-disable-next-line @typescript-eslint/only-throw-error -- the router's not-found signal is an object by design
    if (!state) throw notFound()
    const serverState = await context.site.searchServerState(location.href)
    return { config, shell, state, serverState }
  },
  // InstantSearch keeps the results once the page is up; moving between search URLs only changes its state.
  shouldReload: false,
  head: ({ loaderData, match }) =>
    loaderData
      ? pageHead({
          shell: loaderData.shell,
          path:
            match.pathname +
            (loaderData.state.page && loaderData.state.page > 1 ? `?page=${loaderData.state.page}` : ''),
          title: searchTitle(loaderData.state),
          description: `${searchTitle(loaderData.state)} at ${loaderData.shell.name}. Compare prices, book a test drive and apply for finance online.`,
        })
      : {},
  component: SearchPage,
})

function SearchPage() {
  const data = Route.useLoaderData()
  // One InstantSearch instance for as long as the shopper stays on search pages: it owns the state from here on,
  // so it keeps the config and server results it started with, and its tree never changes shape.
  const [initial] = useState(data)
  const router = useRouter()
  const href = useRouterState({ select: (state) => state.location.href })
  const history = useMemo<HistoryPort>(
    () => ({
      href: () => router.state.location.href,
      navigate: (to, { resetScroll }) => void router.navigate({ href: to, resetScroll }),
      onNavigated: (listener) => router.subscribe('onResolved', (event) => listener(event.toLocation.href)),
    }),
    [router],
  )
  const [searchClient] = useState(() => pageSearchClient(initial.config))
  const url = new URL(href, 'http://site.invalid')
  const state =
    parseSearchUrl({ pathname: url.pathname, search: url.search }, initial.config.catalogue) ?? data.state
  return (
    <InstantSearchSSRProvider {...(initial.serverState ?? {})}>
      <SearchApp
        config={initial.config}
        searchClient={searchClient}
        history={history}
        heading={searchTitle(state)}
      />
    </InstantSearchSSRProvider>
  )
}
