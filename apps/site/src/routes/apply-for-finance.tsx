import { createFileRoute } from '@tanstack/react-router'
import { formPageMeta, loadFormPage } from '../forms-pages/form-page-route'
import { formPageHead } from '../forms-pages/form-page-head'
import { PreApprovalPageView } from '../forms-pages/pre-approval-page'

// /apply-for-finance: the finance pre-approval, step by step.
export const Route = createFileRoute('/apply-for-finance')({
  loader: ({ context }) => loadFormPage(context, 'applyForFinance'),
  head: formPageHead,
  component: ApplyForFinanceRoute,
})

function ApplyForFinanceRoute() {
  const { shell, pages } = Route.useLoaderData()
  return <PreApprovalPageView shell={shell} pages={pages} title={formPageMeta.applyForFinance.title} />
}
