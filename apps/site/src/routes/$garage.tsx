import { createFileRoute } from '@tanstack/react-router'
import { garageHead } from '../account-pages/garage-head'
import { GarageRouteView, loadGaragePage } from '../account-pages/garage-route'

// A tenant's brand garage pages (tenant-config gatedPages.brandGaragePaths, e.g. /toyota-garage): My Garage under
// the brand's own address, behind sign-in like /my-garage. Any other one-segment address answers the 404 page.
export const Route = createFileRoute('/$garage')({
  loader: ({ context, location }) => loadGaragePage(context, location.pathname),
  head: ({ loaderData }) => garageHead(loaderData),
  component: BrandGarageRoute,
})

function BrandGarageRoute() {
  return <GarageRouteView data={Route.useLoaderData()} site={Route.useRouteContext().site} />
}
