/**
 * One field of a lead form, as the lead-client package describes it. The shape is the same as lead-client's
 * `FormField`, so the site passes lead-client's schemas straight to the form components.
 * @example const email: FormField = { name: 'email', label: 'Email Address', kind: 'email', required: true }
 */
export interface FormField {
  /** The value's key in {@link FormValues} and the input's `name` when the form is posted. */
  name: string
  /** The visible label. */
  label: string
  /** Which control renders the field: `postcode` is 4 digits, `money` shows a $ prefix and thousands separators. */
  kind:
    | 'text'
    | 'email'
    | 'tel'
    | 'textarea'
    | 'select'
    | 'checkbox'
    | 'date'
    | 'hidden'
    | 'postcode'
    | 'money'
    | 'number'
  /** Shows the required marker and sets `required` on the control. */
  required: boolean
  /** The choices of a `select`. */
  options?: { value: string; label: string }[]
  /** The `autocomplete` token, e.g. 'given-name'. @defaultValue by kind: 'email', 'tel', 'postal-code', else none */
  autoComplete?: string
  maxLength?: number
  /** The value at first; 'true' ticks a checkbox. */
  defaultValue?: string
  /** A help text under the label, tied to the control with aria-describedby. */
  description?: string
}

/** A form's values by field name: text for most kinds, a boolean for a checkbox. */
export type FormValues = Record<string, string | boolean>

/** Error messages by field name; a field without an entry is valid. */
export type FieldErrors = Record<string, string>

/**
 * What a submit callback answers: ok, or the message to show (the spec's 'returned error') and, optionally, the
 * fields the server rejected.
 * @example const failed: SubmitResult = { ok: false, message: 'Invalid postcode', fieldErrors: { postcode: 'Invalid postcode' } }
 */
export type SubmitResult = { ok: true } | { ok: false; message: string; fieldErrors?: FieldErrors }

/**
 * The form states of spec section 4: idle, submitting (spinner, button disabled), success, failure (alert and error
 * message).
 */
export type FormStatus = 'idle' | 'submitting' | 'success' | 'failure'

/** A car shown beside a form or on the success page. */
export interface CarSummaryData {
  /** e.g. '2023 Toyota HiLux SR5'. */
  name: string
  /** The car's photo; decorative when `alt` is empty or left out (the name is beside it). */
  image?: { src: string; alt?: string }
  /** The price as display text, e.g. '$45,990 Drive Away'. */
  priceText?: string
  /** The vehicle page, to link the name. */
  href?: string
}
