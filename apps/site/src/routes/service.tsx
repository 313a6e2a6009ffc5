import { createFileRoute } from '@tanstack/react-router'
import { loadFormPage } from '../forms-pages/form-page-route'
import { formPageHead } from '../forms-pages/form-page-head'
import { ServicePageView } from '../forms-pages/service-page'

// /service: the service booking, with the brands' own booking pages where a dealership books there.
export const Route = createFileRoute('/service')({
  loader: ({ context }) => loadFormPage(context, 'service'),
  head: formPageHead,
  component: ServiceRoute,
})

function ServiceRoute() {
  const { shell, pages } = Route.useLoaderData()
  return <ServicePageView shell={shell} pages={pages} />
}
