import { createFileRoute, notFound } from '@tanstack/react-router'
import { loadFormPage, loadQueryCar } from '../../forms-pages/form-page-route'
import { carIdSearch } from '../../forms-pages/search-params'
import { PersonalisedFinancePageView } from '../../forms-pages/personalised-finance-page'
import { pageHead } from '../../site/page-head'

// /personalised/finance?car_id={id}: finance for one car, its quote, calculator and a finance enquiry about it.
export const Route = createFileRoute('/personalised/finance')({
  validateSearch: carIdSearch,
  loaderDeps: ({ search }) => ({ carId: search.car_id }),
  loader: async ({ context, deps }) => {
    const [page, car] = await Promise.all([loadFormPage(context), loadQueryCar(context, deps.carId)])
    const vehicle = car ? await context.site.vehicle(car.slug) : null
    // eslint-disable-next-line @typescript-eslint/only-throw-error -- the router's not-found signal is an object by design
    if (!car || !vehicle) throw notFound()
    return { ...page, car, vehicle }
  },
  head: ({ loaderData }) =>
    loaderData
      ? pageHead({
          shell: loaderData.shell,
          path: `/personalised/finance?car_id=${loaderData.car.id}`,
          title: `Finance for the ${loaderData.vehicle.name}`,
          description: `Repayments and a finance quote for the ${loaderData.vehicle.name} from ${loaderData.shell.name}.`,
        })
      : {},
  component: PersonalisedFinanceRoute,
})

function PersonalisedFinanceRoute() {
  const { shell, pages, car, vehicle } = Route.useLoaderData()
  return <PersonalisedFinancePageView key={car.id} shell={shell} pages={pages} car={car} vehicle={vehicle} />
}
