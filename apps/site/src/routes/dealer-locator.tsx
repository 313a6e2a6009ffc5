import { createFileRoute, notFound } from '@tanstack/react-router'
import { DealerLocatorView } from '../locations/dealer-locator-view'
import { formPageHead } from '../forms-pages/form-page-head'
import { validateLocationsSearch } from '../locations/location-search'

// /dealer-locator: the tenant's locations nearest first from a postcode or the browser's position. The origin is in
// the URL, so the server sorts (and checks the input) and a shared link shows the same list.
export const Route = createFileRoute('/dealer-locator')({
  validateSearch: validateLocationsSearch,
  loaderDeps: ({ search }) => search,
  loader: async ({ context, deps }) => {
    const [data, shell] = await Promise.all([context.site.dealerLocator(deps), context.site.shell()])
    // A tenant without location pages has no dealer locator.
    // eslint-disable-next-line @typescript-eslint/only-throw-error -- the router's not-found signal is an object by design
    if (!data) throw notFound()
    return {
      data,
      shell,
      meta: {
        path: '/dealer-locator',
        title: 'Find a Dealer',
        description: `Find your nearest ${shell.name} location by postcode or your current position.`,
      },
    }
  },
  head: formPageHead,
  component: DealerLocatorRoute,
})

function DealerLocatorRoute() {
  const { data } = Route.useLoaderData()
  const navigate = Route.useNavigate()
  return (
    <DealerLocatorView
      data={data}
      onSearch={(postcode) => void navigate({ search: { postcode } })}
      onLocate={({ lat, lng }) =>
        // About 100 m is near enough to sort dealers, and keeps the shopper's exact position out of the URL.
        void navigate({ search: { lat: lat.toFixed(3), lng: lng.toFixed(3) } })
      }
    />
  )
}
