import { createFileRoute } from '@tanstack/react-router'
import { formPageMeta, loadFormPage } from '../forms-pages/form-page-route'
import { formPageHead } from '../forms-pages/form-page-head'
import { SellMyCarPageView } from '../forms-pages/sell-my-car-page'

// /sell-my-car: the sell-my-car form.
export const Route = createFileRoute('/sell-my-car')({
  loader: ({ context }) => loadFormPage(context, 'sellMyCar'),
  head: formPageHead,
  component: SellMyCarRoute,
})

function SellMyCarRoute() {
  const { shell, pages } = Route.useLoaderData()
  return <SellMyCarPageView shell={shell} pages={pages} title={formPageMeta.sellMyCar.title} />
}
