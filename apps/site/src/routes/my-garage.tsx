import { createFileRoute } from '@tanstack/react-router'
import { garageHead } from '../account-pages/garage-head'
import { GarageRouteView, loadGaragePage } from '../account-pages/garage-route'

// /my-garage (spec section 2, always behind sign-in): the shopper's account and saved cars.
export const Route = createFileRoute('/my-garage')({
  loader: ({ context, location }) => loadGaragePage(context, location.pathname),
  head: ({ loaderData }) => garageHead(loaderData),
  component: MyGarageRoute,
})

function MyGarageRoute() {
  return <GarageRouteView data={Route.useLoaderData()} site={Route.useRouteContext().site} />
}
