import { useId } from 'react'

/** Props of {@link HoneypotField}. */
export interface HoneypotFieldProps {
  /** The input's name; the server rejects a submission where it is filled in. */
  name: string
  /** A label for the odd assistive tool that still finds the field. @defaultValue 'Leave this field empty' */
  label?: string
}

/**
 * A spam trap: a text input people never see or reach (off screen, aria-hidden, tabIndex -1, autocomplete off), which
 * simple bots fill in. Uncontrolled: a form reads it on submit.
 * @example <HoneypotField name="website" />
 */
export function HoneypotField({ name, label = 'Leave this field empty' }: HoneypotFieldProps) {
  const id = useId()
  return (
    <div className="fc-honeypot" aria-hidden="true">
      <label htmlFor={id}>{label}</label>
      <input id={id} type="text" name={name} tabIndex={-1} autoComplete="off" defaultValue="" />
    </div>
  )
}
