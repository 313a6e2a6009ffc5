import { createFileRoute } from '@tanstack/react-router'
import { FinanceEnquiryPageView } from '../forms-pages/finance-pages'
import { loadFormPage } from '../forms-pages/form-page-route'
import { formPageHead } from '../forms-pages/form-page-head'

// /finance-enquiry: the finance enquiry on its own.
export const Route = createFileRoute('/finance-enquiry')({
  loader: ({ context }) => loadFormPage(context, 'financeEnquiry'),
  head: formPageHead,
  component: FinanceEnquiryRoute,
})

function FinanceEnquiryRoute() {
  const { shell, pages } = Route.useLoaderData()
  return <FinanceEnquiryPageView shell={shell} pages={pages} />
}
