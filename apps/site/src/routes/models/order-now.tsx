import { createFileRoute } from '@tanstack/react-router'
import { orderNowSearch } from '../../models/search-params'
import { OrderNowPageView } from '../../models/order-now-page'
import { formPageHead } from '../../forms-pages/form-page-head'

// /models/order-now?model_id={model slug}&model_name={name}&vehicle={variant full name}: the model quote form.
export const Route = createFileRoute('/models/order-now')({
  validateSearch: orderNowSearch,
  loader: async ({ context }) => {
    const shell = await context.site.shell()
    const meta = {
      path: '/models/order-now',
      title: 'Get a Quote',
      description: `Ask ${shell.name} for a drive-away quote on a new model.`,
    }
    return { shell, meta }
  },
  head: formPageHead,
  component: OrderNowRoute,
})

function OrderNowRoute() {
  const { shell } = Route.useLoaderData()
  const query = Route.useSearch()
  return <OrderNowPageView shell={shell} query={query} />
}
