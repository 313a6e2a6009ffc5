import { createFileRoute } from '@tanstack/react-router'
import { formPageHead, formPageMeta, loadFormPage } from '../forms-pages/form-page-route'
import { SellMyCarPageView } from '../forms-pages/sell-my-car-page'

// /instant-price: the sell-my-car form, as the instant price flow.
export const Route = createFileRoute('/instant-price')({
  loader: ({ context }) => loadFormPage(context),
  head: formPageHead(formPageMeta.instantPrice),
  component: InstantPriceRoute,
})

function InstantPriceRoute() {
  const { shell, pages } = Route.useLoaderData()
  return <SellMyCarPageView shell={shell} pages={pages} title={formPageMeta.instantPrice.title} />
}
