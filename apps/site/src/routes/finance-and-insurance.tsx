import { createFileRoute } from '@tanstack/react-router'
import { FinanceAndInsurancePageView } from '../forms-pages/finance-pages'
import { loadFormPage } from '../forms-pages/form-page-route'
import { formPageHead } from '../forms-pages/form-page-head'

// /finance-and-insurance: what the dealer arranges, its finance FAQs and the finance enquiry.
export const Route = createFileRoute('/finance-and-insurance')({
  loader: ({ context }) => loadFormPage(context, 'financeAndInsurance'),
  head: formPageHead,
  component: FinanceAndInsuranceRoute,
})

function FinanceAndInsuranceRoute() {
  const { shell, pages } = Route.useLoaderData()
  return <FinanceAndInsurancePageView shell={shell} pages={pages} />
}
