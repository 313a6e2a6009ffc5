import { createFileRoute } from '@tanstack/react-router'
import { formPageMeta, loadFormPage } from '../forms-pages/form-page-route'
import { formPageHead } from '../forms-pages/form-page-head'
import { PreApprovalPageView } from '../forms-pages/pre-approval-page'

// /finance-pre-approval: the finance pre-approval, step by step.
export const Route = createFileRoute('/finance-pre-approval')({
  loader: ({ context }) => loadFormPage(context, 'preApproval'),
  head: formPageHead,
  component: PreApprovalRoute,
})

function PreApprovalRoute() {
  const { shell, pages } = Route.useLoaderData()
  return <PreApprovalPageView shell={shell} pages={pages} title={formPageMeta.preApproval.title} />
}
