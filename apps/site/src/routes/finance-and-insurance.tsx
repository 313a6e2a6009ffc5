import { createFileRoute } from '@tanstack/react-router'
import { FinanceAndInsurancePageView } from '../forms-pages/finance-pages'
import { formPageHead, formPageMeta, loadFormPage } from '../forms-pages/form-page-route'

// /finance-and-insurance: what the dealer arranges, its finance FAQs and the finance enquiry.
export const Route = createFileRoute('/finance-and-insurance')({
  loader: ({ context }) => loadFormPage(context),
  head: formPageHead(formPageMeta.financeAndInsurance),
  component: FinanceAndInsuranceRoute,
})

function FinanceAndInsuranceRoute() {
  const { shell, pages } = Route.useLoaderData()
  return <FinanceAndInsurancePageView shell={shell} pages={pages} />
}
