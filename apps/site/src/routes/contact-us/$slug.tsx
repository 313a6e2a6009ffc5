import { createFileRoute } from '@tanstack/react-router'
import { LocationPageView } from '../../locations/location-page-view'
import { formPageHead } from '../../forms-pages/form-page-head'
import { loadLocationPage } from '../../locations/location-route'

// /contact-us/{slug}: a location's details page by its name without ' - Sales', ' - Service' or ' - Parts'.
export const Route = createFileRoute('/contact-us/$slug')({
  loader: ({ context, params }) => loadLocationPage(context, 'contact-us', params.slug),
  // The head reads the loader's meta, like the form pages', so no head code of its own joins every page's first load.
  head: formPageHead,
  component: LocationRoute,
})

function LocationRoute() {
  const { page, shell } = Route.useLoaderData()
  return <LocationPageView page={page} shell={shell} />
}
