import { createFileRoute } from '@tanstack/react-router'
import { checkoutHead } from '../account-pages/checkout-head'
import { loadCheckoutJourney } from '../account-pages/checkout-loader'
import { CheckoutPage } from '../account-pages/checkout-page'
import { textParam } from '../account-pages/search-params'

// /checkout-journey?car_id={id or slug}: buy a car online, starting with the reservation payment.
export const Route = createFileRoute('/checkout-journey')({
  validateSearch: (search: Record<string, unknown>) => ({ car_id: textParam(search, 'car_id') }),
  loaderDeps: ({ search }) => ({ carId: search.car_id ?? '' }),
  loader: ({ context, deps }) => loadCheckoutJourney(context, deps.carId),
  head: ({ loaderData }) =>
    checkoutHead(
      loaderData,
      loaderData?.car ? `/checkout-journey?car_id=${loaderData.car.id}` : '/checkout-journey',
      'Buy online',
    ),
  component: CheckoutJourneyRoute,
})

function CheckoutJourneyRoute() {
  return <CheckoutPage data={Route.useLoaderData()} framing="online-purchase" />
}
