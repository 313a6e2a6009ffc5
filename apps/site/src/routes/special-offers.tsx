import { createFileRoute, redirect } from '@tanstack/react-router'
import { formPageHead } from '../forms-pages/form-page-head'
import { OffersPageView } from '../models/offers-page-view'

// /special-offers: only while the tenant has live offers; otherwise the refresh path. The redirect is decided before
// the loader (which is split into the page's own chunk), so the router's redirect stays in the shared entry.
export const Route = createFileRoute('/special-offers')({
  beforeLoad: async ({ context }) => {
    const page = await context.site.offers()
    // eslint-disable-next-line @typescript-eslint/only-throw-error -- the router's redirect signal is an object by design
    if (!page.offers.length) throw redirect({ href: page.redirectTo, statusCode: 302 })
  },
  loader: async ({ context }) => {
    const [page, shell] = await Promise.all([context.site.offers(), context.site.shell()])
    const meta = {
      path: '/special-offers',
      title: 'Special Offers',
      description: `The latest deals and promotions at ${shell.name}.`,
    }
    return { page, shell, meta }
  },
  head: formPageHead,
  component: OffersRoute,
})

function OffersRoute() {
  const { page } = Route.useLoaderData()
  return <OffersPageView page={page} />
}
