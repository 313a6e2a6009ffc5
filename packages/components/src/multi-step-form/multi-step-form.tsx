import { useState, type FormEvent, type ReactNode } from 'react'
import { cx } from '../format'
import { ErrorSummary } from '../form-fields/error-summary'
import { FieldList, type RenderField } from '../form-fields/field-list'
import { FormAlert } from '../form-fields/form-alert'
import { FormSuccess } from '../form-fields/form-success'
import type { FieldErrors, FormField, FormStatus, FormValues, SubmitResult } from '../form-fields/form-types'
import { HoneypotField } from '../form-fields/honeypot-field'
import { SubmitButton } from '../form-fields/submit-button'
import { useFormController } from '../form-fields/use-form-controller'
import { defaultLeadFormTexts, type LeadFormTexts } from '../lead-form/lead-form'
import { StepProgress, defaultStepProgressTexts, type StepProgressTexts } from './step-progress'

/** What a step's render function gets. */
export interface StepRenderProps {
  values: FormValues
  setValue: (name: string, value: string | boolean) => void
  errors: FieldErrors
  /** The id the error summary links to for a name: give it to the control. */
  idFor: (name: string) => string
}

/** One step of a {@link MultiStepForm}. */
export interface FormStep {
  /** Stable key of the step. */
  id: string
  /** The step's heading, also listed in the progress indicator. */
  title: string
  /** The step's fields, rendered as standard controls. */
  fields?: FormField[]
  /** Extra content of the step, after its fields (or in their place). */
  render?: (step: StepRenderProps) => ReactNode
  /** Names of values the render function owns, so Next checks them too. */
  names?: string[]
}

/** Texts of {@link MultiStepForm}: the lead form's, the progress indicator's and the buttons'. */
export interface MultiStepFormTexts extends LeadFormTexts, StepProgressTexts {
  /** @defaultValue 'Next' */
  next: string
  /** @defaultValue 'Back' */
  back: string
}

/** Default texts of {@link MultiStepForm}. */
export const defaultMultiStepFormTexts: MultiStepFormTexts = {
  ...defaultLeadFormTexts,
  ...defaultStepProgressTexts,
  next: 'Next',
  back: 'Back',
}

/** Props of {@link MultiStepForm}. */
export interface MultiStepFormProps {
  /** The steps in order; the last one sends the lead. */
  steps: FormStep[]
  /** Controlled values of every step; pair with `onValuesChange`. */
  values?: FormValues
  /** Starting values of an uncontrolled form, e.g. a saved draft. */
  defaultValues?: FormValues
  /** Called with all values on every change, e.g. to save a draft. */
  onValuesChange?: (values: FormValues) => void
  /** Checks all values; Next keeps only the errors of the current step's fields. @defaultValue a required-only check */
  validate?: (values: FormValues) => FieldErrors
  /** Sends the lead from the last step. A rejection counts as a failure without a message. */
  onSubmit: (values: FormValues) => Promise<SubmitResult>
  /** Called after a successful submission, e.g. to store the car and go to /success. */
  onSuccess?: (values: FormValues) => void
  /** Called with the step's index whenever it changes, e.g. for analytics. */
  onStepChange?: (index: number) => void
  /** @defaultValue 'Send Enquiry' */
  submitLabel?: string
  /** A heading above the progress indicator. */
  title?: string
  /** @defaultValue 2 */
  headingLevel?: 2 | 3
  /** Adds a spam-trap field of this name on the last step; its value is passed to `onSubmit`. */
  honeypotName?: string
  /** Replaces the control of some fields, e.g. an AppointmentPicker for the test drive date. */
  renderField?: RenderField
  /** Replaces the success message, e.g. with a SuccessPanel. */
  renderSuccess?: (values: FormValues) => ReactNode
  /** The step shown first, counted from 0 (e.g. resuming a saved draft). @defaultValue 0 */
  initialStep?: number
  /** Errors shown at first (stories, a server re-render). */
  initialErrors?: FieldErrors
  /** The state shown at first (stories, visual tests). @defaultValue 'idle' */
  initialStatus?: FormStatus
  /** The failure message shown at first with `initialStatus` 'failure'. */
  initialMessage?: string
  /** @defaultValue {@link defaultMultiStepFormTexts} */
  texts?: Partial<MultiStepFormTexts>
  /** The wrapper's id, for in-page links. */
  id?: string
  className?: string
}

const stepNames = (step: FormStep) => [
  ...(step.fields ?? []).map((field) => field.name),
  ...(step.names ?? []),
]

/**
 * The multi-step enquiry form (spec section 4): one step at a time with 'Step 2 of 4' and the list of steps, Back and
 * Next, each step checked before moving on, and the lead sent from the last step with the lead form's states. Focus
 * moves to the step's heading on every change of step; a server rejection of an earlier step's field goes back to
 * that step with its error summary. Values of every step are kept while moving back and forth.
 * @example <MultiStepForm steps={[{ id: 'car', title: 'Your car', fields: carFields }, { id: 'you', title: 'Your details', fields: contactFields }]} validate={validate} onSubmit={submitLead} />
 */
export function MultiStepForm({
  steps,
  values,
  defaultValues,
  onValuesChange,
  validate,
  onSubmit,
  onSuccess,
  onStepChange,
  submitLabel = 'Send Enquiry',
  title,
  headingLevel = 2,
  honeypotName,
  renderField,
  renderSuccess,
  initialStep = 0,
  initialErrors,
  initialStatus,
  initialMessage,
  texts,
  id,
  className,
}: MultiStepFormProps) {
  const t = { ...defaultMultiStepFormTexts, ...texts }
  const allFields = steps.flatMap((step) => step.fields ?? [])
  const form = useFormController({
    fields: allFields,
    values,
    defaultValues,
    onValuesChange,
    validate,
    requiredMessage: t.required,
    initialErrors,
    initialStatus,
    initialMessage,
  })
  const [index, setIndex] = useState(() => Math.min(Math.max(0, initialStep), steps.length - 1))
  const step = steps[index]
  const last = index === steps.length - 1

  const showStep = (next: number) => {
    setIndex(next)
    onStepChange?.(next)
  }

  const goTo = (next: number) => {
    form.setErrors({})
    if (form.status === 'failure') form.setStatus('idle')
    showStep(next)
    form.moveFocus('heading')
  }

  /** The first step holding one of these names, or -1. */
  const stepWith = (names: string[]) =>
    steps.findIndex((candidate) => stepNames(candidate).some((name) => names.includes(name)))

  const handleSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    if (!step || form.status === 'submitting') return
    if (!last) {
      if (form.validateNow(stepNames(step))) goTo(index + 1)
      return
    }
    // Every step is checked again before sending: a value may have changed on a step already passed.
    const wrong = Object.entries(form.check(form.values))
      .filter(([, message]) => message)
      .map(([name]) => name)
    const earlier = stepWith(wrong)
    const earlierStep = steps[earlier]
    if (earlierStep && earlier < index) {
      goTo(earlier)
      form.validateNow(stepNames(earlierStep))
      return
    }
    const trap = honeypotName ? event.currentTarget.elements.namedItem(honeypotName) : null
    const extra = honeypotName && trap instanceof HTMLInputElement ? { [honeypotName]: trap.value } : {}
    const sent = form.values
    void form.submit(onSubmit, extra).then((result) => {
      if (!result) return
      if (result.ok) {
        onSuccess?.(sent)
        return
      }
      // The server rejected a field of another step: show that step with its errors.
      const rejected = stepWith(Object.keys(result.fieldErrors ?? {}))
      if (rejected >= 0 && rejected !== index) {
        showStep(rejected)
        form.moveFocus('summary')
      }
    })
  }

  const Heading = `h${headingLevel}` as const
  const stepLevel = (title ? headingLevel + 1 : headingLevel) as 2 | 3 | 4
  const StepHeading = `h${stepLevel}` as const
  if (!step) return null
  return (
    <div className={cx('fc-multistep', className)} id={id}>
      {title ? <Heading className="fc-multistep__title">{title}</Heading> : null}
      {form.status === 'success' ? (
        <FormSuccess
          ref={form.refs.success}
          headingLevel={stepLevel}
          heading={t.successHeading}
          message={t.successMessage}
        >
          {renderSuccess?.(form.values)}
        </FormSuccess>
      ) : (
        <>
          <StepProgress steps={steps.map((candidate) => candidate.title)} current={index} texts={t} />
          <form className="fc-multistep__form" noValidate onSubmit={handleSubmit}>
            <StepHeading className="fc-multistep__heading" ref={form.refs.heading} tabIndex={-1}>
              {step.title}
            </StepHeading>
            {form.status === 'failure' ? (
              <FormAlert ref={form.refs.alert} message={form.message || t.failure} />
            ) : null}
            <ErrorSummary
              ref={form.refs.summary}
              errors={form.summaryItems(step.fields ?? [])}
              heading={t.errorSummary}
              headingLevel={StepHeading === 'h2' ? 3 : 4}
            />
            <FieldList
              fields={step.fields ?? []}
              values={form.values}
              errors={form.errors}
              onChange={form.setValue}
              idFor={form.idFor}
              renderField={renderField}
              texts={t}
            />
            {step.render?.({
              values: form.values,
              setValue: form.setValue,
              errors: form.errors,
              idFor: form.idFor,
            })}
            {last && honeypotName ? <HoneypotField name={honeypotName} label={t.honeypot} /> : null}
            <p className="fc-sr-only" role="status">
              {form.status === 'submitting' ? t.submitting : ''}
            </p>
            <div className="fc-multistep__actions">
              {index > 0 ? (
                <button
                  type="button"
                  className="fc-button fc-button--outline"
                  disabled={form.status === 'submitting'}
                  onClick={() => goTo(index - 1)}
                >
                  {t.back}
                </button>
              ) : null}
              {last ? (
                <SubmitButton submitting={form.status === 'submitting'}>{submitLabel}</SubmitButton>
              ) : (
                <button type="submit" className="fc-button">
                  {t.next}
                </button>
              )}
            </div>
          </form>
        </>
      )}
    </div>
  )
}
