// The form components render lead-client's form definitions as they are: one description of a field serves the
// schemas, the server's validation and the UI.
import type { FieldErrors } from '@forecourt/lead-client'

export type { FieldErrors, FormField, FormValues } from '@forecourt/lead-client'

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
