import { createFileRoute } from '@tanstack/react-router'
import { formPageHead, formPageMeta, loadFormPage } from '../forms-pages/form-page-route'
import { PreApprovalPageView } from '../forms-pages/pre-approval-page'

// /finance-pre-approval: the finance pre-approval, step by step.
export const Route = createFileRoute('/finance-pre-approval')({
  loader: ({ context }) => loadFormPage(context),
  head: formPageHead(formPageMeta.preApproval),
  component: PreApprovalRoute,
})

function PreApprovalRoute() {
  const { shell, pages } = Route.useLoaderData()
  return <PreApprovalPageView shell={shell} pages={pages} title={formPageMeta.preApproval.title} />
}
