import { createFileRoute } from '@tanstack/react-router'
import { FinancePageView } from '../forms-pages/finance-pages'
import { loadFormPage, loadQueryCar } from '../forms-pages/form-page-route'
import { formPageHead } from '../forms-pages/form-page-head'
import { financeQuery } from '../forms-pages/finance-query'

// /finance?preferredDealership=&vehiclePriceBudget=&car_id=&car_type=&vin=#finance-form: the calculator, then the
// finance enquiry prefilled from the query.
export const Route = createFileRoute('/finance')({
  validateSearch: financeQuery,
  loaderDeps: ({ search }) => ({ carId: search.car_id }),
  loader: async ({ context, deps }) => {
    const [page, car] = await Promise.all([
      loadFormPage(context, 'finance'),
      loadQueryCar(context, deps.carId),
    ])
    return { ...page, car }
  },
  head: formPageHead,
  component: FinanceRoute,
})

function FinanceRoute() {
  const { shell, pages, car } = Route.useLoaderData()
  const query = Route.useSearch()
  return <FinancePageView shell={shell} pages={pages} query={query} car={car} />
}
