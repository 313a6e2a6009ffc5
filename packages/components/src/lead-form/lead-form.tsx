import { useId, type FormEvent, type ReactNode } from 'react'
import { cx } from '../format'
import { ErrorSummary } from '../form-fields/error-summary'
import { FieldList, type RenderField } from '../form-fields/field-list'
import { FormAlert } from '../form-fields/form-alert'
import { FormSuccess } from '../form-fields/form-success'
import { defaultFormFieldTexts, type FormFieldTexts } from '../form-fields/form-field-control'
import type { FieldErrors, FormField, FormStatus, FormValues, SubmitResult } from '../form-fields/form-types'
import { HoneypotField } from '../form-fields/honeypot-field'
import { SubmitButton } from '../form-fields/submit-button'
import { useFormController } from '../form-fields/use-form-controller'

/** Visible and accessible texts of {@link LeadForm} and the other forms; each has a default. */
export interface LeadFormTexts extends FormFieldTexts {
  /** Spec section 5. @defaultValue 'Please fix the following errors:' */
  errorSummary: string
  /** Shown when the submission fails without a message (spec section 8). @defaultValue 'An error occurred when submitting this form' */
  failure: string
  /** The required-only check's message, used when there is no `validate`; `{label}` is the field's label. @defaultValue '{label} is required.' */
  required: string
  /** Above the fields when any is required. @defaultValue 'Fields marked * are required.' */
  requiredNote: string
  /** Announced while the form is sending. @defaultValue 'Sending…' */
  submitting: string
  /** @defaultValue 'Thank you' */
  successHeading: string
  /** @defaultValue 'Your enquiry has been sent. We will be in touch soon.' */
  successMessage: string
  /** Label of the hidden spam-trap field. @defaultValue 'Leave this field empty' */
  honeypot: string
}

/** Default texts of {@link LeadForm}. */
export const defaultLeadFormTexts: LeadFormTexts = {
  ...defaultFormFieldTexts,
  errorSummary: 'Please fix the following errors:',
  failure: 'An error occurred when submitting this form',
  required: '{label} is required.',
  requiredNote: 'Fields marked * are required.',
  submitting: 'Sending…',
  successHeading: 'Thank you',
  successMessage: 'Your enquiry has been sent. We will be in touch soon.',
  honeypot: 'Leave this field empty',
}

/** Props of {@link LeadForm}. */
export interface LeadFormProps {
  /** The fields in order, e.g. lead-client's schema for the enquiry or trade-in form. */
  fields: FormField[]
  /** Controlled values; pair with `onValuesChange`. */
  values?: FormValues
  /** Starting values of an uncontrolled form, e.g. a saved draft or the shopper's stored details. */
  defaultValues?: FormValues
  /** Called with all values on every change, e.g. to save a draft. */
  onValuesChange?: (values: FormValues) => void
  /** Checks the values before sending (pass lead-client's validator). @defaultValue a required-only check */
  validate?: (values: FormValues) => FieldErrors
  /**
   * Sends the lead. Without it, a valid form posts natively to `action` (no JavaScript needed on the server side).
   * A rejection counts as a failure without a message.
   */
  onSubmit?: (values: FormValues) => Promise<SubmitResult>
  /** Called after a successful submission, e.g. to store the car and go to /success. */
  onSuccess?: (values: FormValues) => void
  /** @defaultValue 'Send Enquiry' */
  submitLabel?: string
  /** A heading above the form; leave out inside a Dialog, whose title names it. */
  title?: string
  intro?: ReactNode
  /** Level of the title; without a title, of the error summary's heading. @defaultValue 2 */
  headingLevel?: 2 | 3 | 4
  /** Adds a spam-trap field of this name; its value is passed to `onSubmit` under that name. */
  honeypotName?: string
  /** Where the form posts without JavaScript (or without `onSubmit`). */
  action?: string
  /** @defaultValue 'post' */
  method?: 'post' | 'get'
  /** Replaces the control of some fields, e.g. an AppointmentPicker for the test drive date. */
  renderField?: RenderField
  /** Rendered after the fields, above the submit button, e.g. small print. */
  children?: ReactNode
  /** Replaces the success message, e.g. with a SuccessPanel. */
  renderSuccess?: (values: FormValues) => ReactNode
  /** Errors shown at first, e.g. after a server re-render of a failed native post. */
  initialErrors?: FieldErrors
  /** The state shown at first (stories, visual tests, a server re-render). @defaultValue 'idle' */
  initialStatus?: FormStatus
  /** The failure message shown at first with `initialStatus` 'failure'. */
  initialMessage?: string
  /** Texts replacing the English defaults. @defaultValue {@link defaultLeadFormTexts} */
  texts?: Partial<LeadFormTexts>
  id?: string
  className?: string
}

/**
 * A lead form built from lead-client field descriptors, with the spec's states (section 4): idle; submitting (spinner,
 * button disabled, 'Sending…' announced); success (a thank-you message, focused); failure (an alert with the returned
 * message, or 'An error occurred when submitting this form', and an error summary for the fields the server
 * rejected). Validation runs before sending and a failed check focuses the error summary; nothing typed is ever
 * cleared. The form is a real `<form>` with named inputs, so it can also post without JavaScript.
 * @example <LeadForm fields={enquiryFields} validate={validateEnquiry} onSubmit={submitLead} submitLabel="Send Enquiry" />
 */
export function LeadForm({
  fields,
  values,
  defaultValues,
  onValuesChange,
  validate,
  onSubmit,
  onSuccess,
  submitLabel = 'Send Enquiry',
  title,
  intro,
  headingLevel = 2,
  honeypotName,
  action,
  method = 'post',
  renderField,
  children,
  renderSuccess,
  initialErrors,
  initialStatus,
  initialMessage,
  texts,
  id,
  className,
}: LeadFormProps) {
  const t = { ...defaultLeadFormTexts, ...texts }
  const titleId = useId()
  const form = useFormController({
    fields,
    values,
    defaultValues,
    onValuesChange,
    validate,
    requiredMessage: t.required,
    initialErrors,
    initialStatus,
    initialMessage,
  })
  const Heading = `h${headingLevel}` as const
  const successLevel = (title ? headingLevel + 1 : headingLevel) as 2 | 3 | 4 | 5

  const handleSubmit = (event: FormEvent<HTMLFormElement>) => {
    if (!onSubmit) {
      // A native post: only stop it when the check fails.
      if (!form.validateNow()) event.preventDefault()
      return
    }
    event.preventDefault()
    const trap = honeypotName ? event.currentTarget.elements.namedItem(honeypotName) : null
    const extra = honeypotName && trap instanceof HTMLInputElement ? { [honeypotName]: trap.value } : {}
    const sent = form.values
    void form.submit(onSubmit, extra).then((result) => {
      if (result?.ok) onSuccess?.(sent)
    })
  }

  const summary = form.summaryItems(fields)
  return (
    <div className={cx('fc-leadform', className)} id={id}>
      {title ? (
        <Heading className="fc-leadform__title" id={titleId}>
          {title}
        </Heading>
      ) : null}
      {form.status === 'success' ? (
        <FormSuccess
          ref={form.refs.success}
          headingLevel={successLevel}
          heading={t.successHeading}
          message={t.successMessage}
        >
          {renderSuccess?.(form.values)}
        </FormSuccess>
      ) : (
        <form
          className="fc-leadform__form"
          noValidate
          action={action}
          method={method}
          aria-labelledby={title ? titleId : undefined}
          onSubmit={handleSubmit}
        >
          {intro ? <div className="fc-leadform__intro">{intro}</div> : null}
          {form.status === 'failure' ? (
            <FormAlert ref={form.refs.alert} message={form.message || t.failure} />
          ) : null}
          <ErrorSummary
            ref={form.refs.summary}
            errors={summary}
            heading={t.errorSummary}
            headingLevel={title ? (Math.min(headingLevel + 1, 4) as 3 | 4) : headingLevel}
          />
          {fields.some((field) => field.required && field.kind !== 'hidden') ? (
            <p className="fc-leadform__note">{t.requiredNote}</p>
          ) : null}
          <FieldList
            fields={fields}
            values={form.values}
            errors={form.errors}
            onChange={form.setValue}
            idFor={form.idFor}
            renderField={renderField}
            texts={t}
          />
          {honeypotName ? <HoneypotField name={honeypotName} label={t.honeypot} /> : null}
          {children}
          <p className="fc-sr-only" role="status">
            {form.status === 'submitting' ? t.submitting : ''}
          </p>
          <SubmitButton className="fc-leadform__submit" submitting={form.status === 'submitting'}>
            {submitLabel}
          </SubmitButton>
        </form>
      )}
    </div>
  )
}
