import { createFileRoute } from '@tanstack/react-router'
import { FinanceEnquiryPageView } from '../forms-pages/finance-pages'
import { formPageHead, formPageMeta, loadFormPage } from '../forms-pages/form-page-route'

// /finance-enquiry: the finance enquiry on its own.
export const Route = createFileRoute('/finance-enquiry')({
  loader: ({ context }) => loadFormPage(context),
  head: formPageHead(formPageMeta.financeEnquiry),
  component: FinanceEnquiryRoute,
})

function FinanceEnquiryRoute() {
  const { shell, pages } = Route.useLoaderData()
  return <FinanceEnquiryPageView shell={shell} pages={pages} />
}
