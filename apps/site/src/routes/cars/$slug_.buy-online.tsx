import { createFileRoute } from '@tanstack/react-router'
import { checkoutHead } from '../../account-pages/checkout-head'
import { loadReservePage } from '../../account-pages/checkout-loader'
import { CheckoutPage } from '../../account-pages/checkout-page'

// /cars/{slug}/buy-online: the reserve page of tenants whose reserve path is buy-online (404 elsewhere).
export const Route = createFileRoute('/cars/$slug_/buy-online')({
  loader: ({ context, params }) => loadReservePage(context, params.slug, 'buy-online'),
  head: ({ loaderData, params }) => checkoutHead(loaderData, `/cars/${params.slug}/buy-online`, 'Reserve'),
  component: BuyOnlineRoute,
})

function BuyOnlineRoute() {
  return <CheckoutPage data={Route.useLoaderData()} framing="reserve" />
}
