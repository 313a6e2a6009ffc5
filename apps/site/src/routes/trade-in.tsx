import { createFileRoute } from '@tanstack/react-router'
import { loadFormPage } from '../forms-pages/form-page-route'
import { formPageHead } from '../forms-pages/form-page-head'
import { TradeInView } from '../forms-pages/trade-in-page'

// /trade-in: the trade-in FAQs and the valuation journey (lead, adjustments, rego lookup, offer accepted).
export const Route = createFileRoute('/trade-in')({
  loader: ({ context }) => loadFormPage(context, 'tradeIn'),
  head: formPageHead,
  component: TradeInRoute,
})

function TradeInRoute() {
  const { shell, pages } = Route.useLoaderData()
  return <TradeInView shell={shell} pages={pages} car={null} />
}
