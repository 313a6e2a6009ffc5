import type { ButtonHTMLAttributes, Ref } from 'react'
import { cx } from '../format'

/** Props of {@link SubmitButton}: a button's attributes plus the busy state. */
export interface SubmitButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  /** While true: a spinner, disabled (no second submission) and aria-busy. @defaultValue false */
  submitting?: boolean
  /** @defaultValue 'submit' */
  type?: 'submit' | 'button'
  ref?: Ref<HTMLButtonElement>
}

/**
 * A form's submit button with the spec's submitting state (section 4: spinner, button disabled). The label stays,
 * so the button keeps its size and name; forms announce 'Sending' in a status region of their own.
 * @example <SubmitButton submitting={status === 'submitting'}>Send Enquiry</SubmitButton>
 */
export function SubmitButton({
  submitting = false,
  type = 'submit',
  className,
  disabled,
  children,
  ref,
  ...rest
}: SubmitButtonProps) {
  return (
    <button
      {...rest}
      ref={ref}
      type={type}
      className={cx('fc-button', 'fc-submit', className)}
      disabled={submitting || disabled}
      aria-busy={submitting || undefined}
    >
      {submitting ? <span className="fc-submit__spinner" aria-hidden="true" /> : null}
      <span>{children}</span>
    </button>
  )
}
