import type { ReactNode, Ref } from 'react'

/** Default text of {@link FormAlert} (spec section 8). */
export const defaultFormAlertMessage = 'An error occurred when submitting this form'

/** Props of {@link FormAlert}. */
export interface FormAlertProps {
  /** The returned error; an empty or missing message shows the default. @defaultValue 'An error occurred when submitting this form' */
  message?: string
  /** More content under the message, e.g. a phone link. */
  children?: ReactNode
  /** The alert's box, so a form can move focus to it. */
  ref?: Ref<HTMLDivElement>
}

/**
 * The form-level banner of a failed submission (spec section 8): an alert, so it is announced as it appears,
 * showing the returned error or 'An error occurred when submitting this form'.
 * @example <FormAlert message={result.message} />
 */
export function FormAlert({ message, children, ref }: FormAlertProps) {
  return (
    <div ref={ref} className="fc-formalert" role="alert" tabIndex={-1}>
      <svg
        className="fc-formalert__icon"
        viewBox="0 0 24 24"
        width="20"
        height="20"
        aria-hidden="true"
        focusable="false"
      >
        <circle cx="12" cy="12" r="10" fill="none" stroke="currentColor" strokeWidth="2" />
        <path d="M12 7v6M12 16.5v.5" stroke="currentColor" strokeWidth="2.5" strokeLinecap="round" />
      </svg>
      <div className="fc-formalert__body">
        <p className="fc-formalert__message">{message || defaultFormAlertMessage}</p>
        {children}
      </div>
    </div>
  )
}
