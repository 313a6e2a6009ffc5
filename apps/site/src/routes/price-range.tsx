import { createFileRoute, notFound } from '@tanstack/react-router'
import { useState } from 'react'
import { InstantSearchSSRProvider } from 'react-instantsearch'
import { PriceRangeApp } from '../search/price-range-app'
import { pageSearchClient } from '../search/search-client'
import { pageHead } from '../site/page-head'

// The price-range slider page of the spec (its path is not given there): shop the stock by price. A tenant without
// stock search pages (its shell has no search link) answers the site's 404.
export const Route = createFileRoute('/price-range')({
  loader: async ({ context }) => {
    const [config, shell] = await Promise.all([context.site.search(), context.site.shell()])
    // eslint-disable-next-line @typescript-eslint/only-throw-error -- the router's not-found signal is an object by design
    if (!shell.searchHref) throw notFound()
    return { config, shell, serverState: await context.site.priceRangeServerState() }
  },
  head: ({ loaderData }) =>
    loaderData
      ? pageHead({
          shell: loaderData.shell,
          path: '/price-range',
          title: 'Shop by price',
          description: `Set your budget and see every car ${loaderData.shell.name} has in that price range.`,
        })
      : {},
  component: PriceRangePage,
})

function PriceRangePage() {
  const data = Route.useLoaderData()
  const [initial] = useState(data)
  const [searchClient] = useState(() => pageSearchClient(initial.config))
  return (
    <InstantSearchSSRProvider {...(initial.serverState ?? {})}>
      <PriceRangeApp config={initial.config} searchClient={searchClient} />
    </InstantSearchSSRProvider>
  )
}
