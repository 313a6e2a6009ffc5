import { createFileRoute } from '@tanstack/react-router'
import { formPageMeta, loadFormPage } from '../forms-pages/form-page-route'
import { formPageHead } from '../forms-pages/form-page-head'
import { SellMyCarPageView } from '../forms-pages/sell-my-car-page'

// /instant-price: the sell-my-car form, as the instant price flow.
export const Route = createFileRoute('/instant-price')({
  loader: ({ context }) => loadFormPage(context, 'instantPrice'),
  head: formPageHead,
  component: InstantPriceRoute,
})

function InstantPriceRoute() {
  const { shell, pages } = Route.useLoaderData()
  return <SellMyCarPageView shell={shell} pages={pages} title={formPageMeta.instantPrice.title} />
}
