import { createFileRoute } from '@tanstack/react-router'
import { LocationPageView } from '../../locations/location-page-view'
import { formPageHead } from '../../forms-pages/form-page-head'
import { loadLocationPage } from '../../locations/location-route'
import { validateLocationsSearch } from '../../locations/location-search'

// /locations/{slug}: a location's details by its slug, or a dealership's locations page (tabs, search, location
// block) by its dealership_slug.
export const Route = createFileRoute('/locations/$slug')({
  validateSearch: validateLocationsSearch,
  // The search box rewrites locationQuery on each keystroke: the page filters what it has, without loading again.
  shouldReload: false,
  loader: ({ context, params }) => loadLocationPage(context, 'locations', params.slug),
  // The head reads the loader's meta, like the form pages', so no head code of its own joins every page's first load.
  head: formPageHead,
  component: LocationRoute,
})

function LocationRoute() {
  const { page, shell } = Route.useLoaderData()
  const { locationQuery } = Route.useSearch()
  const navigate = Route.useNavigate()
  return (
    <LocationPageView
      page={page}
      shell={shell}
      query={locationQuery ?? ''}
      onQueryChange={(query) =>
        void navigate({
          search: (previous) => ({ ...previous, locationQuery: query || undefined }),
          replace: true,
          resetScroll: false,
        })
      }
    />
  )
}
