import { MultiStepForm } from '@forecourt/components/forms'
import { useMemo } from 'react'
import { useLeadForm } from '../leads/lead-forms'
import type { FormPagesData } from '../site/form-pages-types'
import type { SiteShell } from '../site/site-types'
import { ContactAside, FormPage, useFormDraft, useSuccessPage } from './form-page'
import { preApprovalSteps, splitIntoSteps } from './form-values'

/**
 * /finance-pre-approval and /apply-for-finance: the finance pre-approval as a multi-step form (spec section 4): each
 * step is checked before the next, the lead is sent from the last, a failure shows the returned error, and every
 * value is kept in the page's state across steps.
 * @example <PreApprovalPageView shell={shell} pages={pages} title="Apply for Finance" />
 */
export function PreApprovalPageView({
  shell,
  pages,
  title,
}: {
  shell: SiteShell
  pages: FormPagesData
  title: string
}) {
  const model = useLeadForm(shell.forms, 'finance-pre-approval')
  const [values, setValues] = useFormDraft(model)
  const steps = useMemo(() => splitIntoSteps(model.definition.fields, preApprovalSteps), [model])
  const toSuccess = useSuccessPage()
  return (
    <FormPage
      title={title}
      intro={`Three short steps and ${shell.name}'s finance team will come back to you with your pre-approval, usually within one business day. It won't affect your credit score until you decide to go ahead.`}
      aside={<ContactAside shell={shell} contact={pages.contact} />}
    >
      <MultiStepForm
        className="fc-formpage__form"
        title="Your application"
        steps={steps}
        values={values}
        onValuesChange={setValues}
        validate={(values) => model.validate(values)}
        onSubmit={(values) => model.submit(values)}
        onSuccess={toSuccess}
        submitLabel={model.definition.submitLabel}
      />
      <p className="fc-formpage__note">{pages.finance.disclaimer}</p>
    </FormPage>
  )
}
