import { useId, type MouseEvent, type Ref } from 'react'

/** One entry of an {@link ErrorSummary}. */
export interface ErrorSummaryItem {
  /** The message, the same as under the field. */
  message: string
  /** The control's id: the entry becomes a link that moves focus to it. */
  fieldId?: string
}

/** Props of {@link ErrorSummary}. */
export interface ErrorSummaryProps {
  /** The errors, in the order of the fields. Nothing renders without any. */
  errors: ErrorSummaryItem[]
  /** Spec section 5. @defaultValue 'Please fix the following errors:' */
  heading?: string
  /** @defaultValue 2 */
  headingLevel?: 2 | 3 | 4
  /** The summary's box, so a form can focus it after a failed submit (it is focusable by script only). */
  ref?: Ref<HTMLDivElement>
}

function focusField(event: MouseEvent<HTMLAnchorElement>, fieldId: string) {
  const field = document.getElementById(fieldId)
  if (!field) return
  // Focus the control itself (a plain fragment link only scrolls), and bring its label into view with it.
  event.preventDefault()
  field.focus()
  field.closest('.fc-formfield')?.scrollIntoView?.({ block: 'center' })
}

/**
 * The list of a form's errors above its fields (spec section 5: 'Please fix the following errors:' plus a list).
 * Each entry links to its field and moves focus there; the form focuses the summary after a failed submit, so the
 * heading and the count of errors are read first.
 * @example <ErrorSummary ref={summaryRef} errors={[{ message: 'Invalid postcode. Please enter a 4-digit number.', fieldId: 'postcode' }]} />
 */
export function ErrorSummary({
  errors,
  heading = 'Please fix the following errors:',
  headingLevel = 2,
  ref,
}: ErrorSummaryProps) {
  const headingId = useId()
  if (!errors.length) return null
  const Heading = `h${headingLevel}` as const
  return (
    <div ref={ref} className="fc-errorsummary" role="group" aria-labelledby={headingId} tabIndex={-1}>
      <Heading className="fc-errorsummary__heading" id={headingId}>
        {heading}
      </Heading>
      <ul className="fc-errorsummary__list">
        {errors.map((error, index) => (
          <li key={`${error.fieldId ?? ''}-${index}`}>
            {error.fieldId ? (
              <a
                className="fc-errorsummary__link"
                href={`#${error.fieldId}`}
                onClick={(event) => focusField(event, error.fieldId ?? '')}
              >
                {error.message}
              </a>
            ) : (
              error.message
            )}
          </li>
        ))}
      </ul>
    </div>
  )
}
