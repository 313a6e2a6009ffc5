import { createFileRoute } from '@tanstack/react-router'
import { formPageHead, formPageMeta, loadFormPage } from '../forms-pages/form-page-route'
import { PreApprovalPageView } from '../forms-pages/pre-approval-page'

// /apply-for-finance: the finance pre-approval, step by step.
export const Route = createFileRoute('/apply-for-finance')({
  loader: ({ context }) => loadFormPage(context),
  head: formPageHead(formPageMeta.applyForFinance),
  component: ApplyForFinanceRoute,
})

function ApplyForFinanceRoute() {
  const { shell, pages } = Route.useLoaderData()
  return <PreApprovalPageView shell={shell} pages={pages} title={formPageMeta.applyForFinance.title} />
}
