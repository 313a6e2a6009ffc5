import { createFileRoute } from '@tanstack/react-router'
import { checkoutHead } from '../../account-pages/checkout-head'
import { loadReservePage } from '../../account-pages/checkout-loader'
import { CheckoutPage } from '../../account-pages/checkout-page'

// /cars/{slug}/checkout: reserve the car (tenants whose reserve path is buy-online answer 404 here).
export const Route = createFileRoute('/cars/$slug_/checkout')({
  loader: ({ context, params }) => loadReservePage(context, params.slug, 'checkout'),
  head: ({ loaderData, params }) => checkoutHead(loaderData, `/cars/${params.slug}/checkout`, 'Reserve'),
  component: ReserveRoute,
})

function ReserveRoute() {
  return <CheckoutPage data={Route.useLoaderData()} framing="reserve" />
}
