import { createFileRoute } from '@tanstack/react-router'
import { loadFormPage, loadQueryCar } from '../../forms-pages/form-page-route'
import { formPageHead } from '../../forms-pages/form-page-head'
import { carIdSearch } from '../../forms-pages/search-params'
import { TradeInView } from '../../forms-pages/trade-in-page'

// /cars/trade-in?car_id={id}: the trade-in valuation towards the car the shopper is buying (an unknown car gives the
// plain valuation).
export const Route = createFileRoute('/cars/trade-in')({
  validateSearch: carIdSearch,
  loaderDeps: ({ search }) => ({ carId: search.car_id }),
  loader: async ({ context, deps }) => {
    const [page, car] = await Promise.all([
      loadFormPage(context, 'carTradeIn'),
      loadQueryCar(context, deps.carId),
    ])
    return { ...page, car }
  },
  head: formPageHead,
  component: CarTradeInRoute,
})

function CarTradeInRoute() {
  const { shell, pages, car } = Route.useLoaderData()
  return <TradeInView key={car?.id ?? 'none'} shell={shell} pages={pages} car={car} />
}
