import { useEffect, useId, useRef, useState } from 'react'
import type { ErrorSummaryItem } from './error-summary'
import type { FieldErrors, FormField, FormStatus, FormValues, SubmitResult } from './form-types'
import { hasErrors, initialValues, pickErrors, requiredErrors, settle } from './form-values'

/** What the form components share: values (controlled or not), errors, the submit states and focus moves. */
export interface FormControllerOptions {
  /** Every field of the form, for the starting values and the required-only check. */
  fields: readonly FormField[]
  values?: FormValues
  defaultValues?: FormValues
  onValuesChange?: (values: FormValues) => void
  validate?: (values: FormValues) => FieldErrors
  /** The required-only check's message when there is no `validate`; `{label}` is filled in. */
  requiredMessage: string
  initialErrors?: FieldErrors
  initialStatus?: FormStatus
  initialMessage?: string
}

/** Where a form moves focus: its error summary, its failure alert, its success message or its step heading. */
export type FocusTarget = 'summary' | 'alert' | 'success' | 'heading'

/**
 * A safe id for a field name (names such as 'Vehicle Make' hold spaces).
 * @example fieldIdFor('_r_1_', 'Vehicle Make') // '_r_1_-Vehicle_Make'
 */
export const fieldIdFor = (prefix: string, name: string) => `${prefix}-${name.replace(/[^\w-]/g, '_')}`

/**
 * The state machine of a form (spec section 4: idle, submitting, success, failure). Validation runs before sending;
 * a failure keeps every value and shows the returned message and field errors. Internal to the form components.
 * @example const form = useFormController({ fields, validate, requiredMessage: '{label} is required.' })
 */
export function useFormController(options: FormControllerOptions) {
  const { fields, values: controlled, onValuesChange, validate, requiredMessage } = options
  const prefix = useId()
  const [ownValues, setOwnValues] = useState(() => initialValues(fields, options.defaultValues))
  const values = controlled ? initialValues(fields, controlled) : ownValues
  const [errors, setErrors] = useState<FieldErrors>(options.initialErrors ?? {})
  const [status, setStatus] = useState<FormStatus>(options.initialStatus ?? 'idle')
  const [message, setMessage] = useState(options.initialMessage ?? '')
  const [focus, setFocus] = useState<{ target: FocusTarget; count: number } | null>(null)
  const refs = {
    summary: useRef<HTMLDivElement>(null),
    alert: useRef<HTMLDivElement>(null),
    success: useRef<HTMLDivElement>(null),
    heading: useRef<HTMLHeadingElement>(null),
  }
  const mounted = useRef(true)
  useEffect(() => {
    mounted.current = true
    return () => {
      mounted.current = false
    }
  }, [])

  // Moves focus after the render that shows its target.
  useEffect(() => {
    if (focus) refs[focus.target].current?.focus()
    // Only a new request moves focus; the refs inside `refs` are stable.
  }, [focus])

  const moveFocus = (target: FocusTarget) =>
    setFocus((previous) => ({ target, count: (previous?.count ?? 0) + 1 }))

  const check = (next: FormValues, names?: readonly string[]): FieldErrors => {
    const found = validate ? validate(next) : requiredErrors(fields, next, requiredMessage)
    return names ? pickErrors(found, names) : found
  }

  const setValue = (name: string, value: string | boolean) => {
    const next = { ...values, [name]: value }
    if (!controlled) setOwnValues(next)
    onValuesChange?.(next)
    // A field in error is checked again as it changes, so its message goes as soon as it is fixed.
    if (errors[name]) {
      const message = check(next)[name]
      setErrors((previous) => {
        const updated = { ...previous }
        if (message) updated[name] = message
        else delete updated[name]
        return updated
      })
    }
  }

  /** Checks the named fields (all without names); shows and focuses the summary when any is wrong. */
  const validateNow = (names?: readonly string[]): boolean => {
    const found = check(values, names)
    setErrors(found)
    if (!hasErrors(found)) return true
    setStatus('idle')
    moveFocus('summary')
    return false
  }

  /** Validates, then sends: success or failure with the returned message and field errors. */
  const submit = async (
    send: (values: FormValues) => Promise<SubmitResult>,
    extra: FormValues = {},
  ): Promise<SubmitResult | null> => {
    if (status === 'submitting' || !validateNow()) return null
    setStatus('submitting')
    setMessage('')
    const result = await settle(() => send({ ...values, ...extra }))
    if (!mounted.current) return result
    if (result.ok) {
      setStatus('success')
      moveFocus('success')
    } else {
      const fieldErrors = result.fieldErrors ?? {}
      setStatus('failure')
      setMessage(result.message)
      setErrors(fieldErrors)
      moveFocus(hasErrors(fieldErrors) ? 'summary' : 'alert')
    }
    return result
  }

  const summaryItems = (shownFields: readonly FormField[]): ErrorSummaryItem[] => {
    const items: ErrorSummaryItem[] = []
    const listed = new Set<string>()
    for (const field of shownFields) {
      const message = errors[field.name]
      if (!message) continue
      listed.add(field.name)
      items.push({ message, fieldId: field.kind === 'hidden' ? undefined : fieldIdFor(prefix, field.name) })
    }
    for (const [name, message] of Object.entries(errors)) {
      const field = fields.find((candidate) => candidate.name === name)
      if (message && !listed.has(name) && !field) items.push({ message, fieldId: fieldIdFor(prefix, name) })
    }
    return items
  }

  return {
    prefix,
    check,
    idFor: (name: string) => fieldIdFor(prefix, name),
    values,
    setValue,
    errors,
    setErrors,
    status,
    setStatus,
    message,
    refs,
    moveFocus,
    validateNow,
    submit,
    summaryItems,
  }
}

/** What {@link useFormController} returns. */
export type FormController = ReturnType<typeof useFormController>
