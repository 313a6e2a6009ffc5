import { createFileRoute } from '@tanstack/react-router'
import { ContactPageView } from '../forms-pages/contact-page'
import { loadFormPage } from '../forms-pages/form-page-route'
import { formPageHead } from '../forms-pages/form-page-head'
import { ContactLocations } from '../locations/contact-locations'
import { validateLocationsSearch } from '../locations/location-search'

// /contact: the contact form beside the group's phone, email and address, then the locations page (tabs per
// location group and the 'Search locations...' box writing locationQuery).
export const Route = createFileRoute('/contact')({
  validateSearch: validateLocationsSearch,
  // The search box rewrites locationQuery on each keystroke: the page filters what it has, without loading again.
  shouldReload: false,
  loader: async ({ context }) => {
    const [form, locations] = await Promise.all([loadFormPage(context, 'contact'), context.site.locations()])
    return { ...form, locations }
  },
  head: formPageHead,
  component: ContactRoute,
})

function ContactRoute() {
  const { shell, pages, locations } = Route.useLoaderData()
  const { locationQuery } = Route.useSearch()
  const navigate = Route.useNavigate()
  return (
    <>
      <ContactPageView shell={shell} pages={pages} />
      <ContactLocations
        page={locations}
        query={locationQuery ?? ''}
        onQueryChange={(query) =>
          void navigate({
            search: (previous) => ({ ...previous, locationQuery: query || undefined }),
            replace: true,
            resetScroll: false,
          })
        }
      />
    </>
  )
}
