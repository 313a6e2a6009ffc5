import { formatNumber } from '@forecourt/finance-math'
import type { FieldErrors, FormField, FormValues, SubmitResult } from './form-types'

/**
 * The values a form starts with: `defaults` first, then each field's `defaultValue` ('true' ticks a checkbox), else
 * empty text or an unticked box.
 * @example initialValues([{ name: 'opt_in', label: 'Keep me updated', kind: 'checkbox', required: false }]) // { opt_in: false }
 */
export function initialValues(fields: readonly FormField[], defaults: FormValues = {}): FormValues {
  const values: FormValues = {}
  for (const field of fields) {
    const given = defaults[field.name]
    if (given !== undefined) values[field.name] = given
    else if (field.kind === 'checkbox') values[field.name] = field.defaultValue === 'true'
    else values[field.name] = field.defaultValue ?? ''
  }
  return { ...defaults, ...values }
}

/**
 * A required-only check, used when a form is given no `validate`: a required field must not be blank and a
 * required checkbox must be ticked. `{label}` in the message is the field's label.
 * @example requiredErrors(fields, { email: '' }, '{label} is required.') // { email: 'Email Address is required.' }
 */
export function requiredErrors(
  fields: readonly FormField[],
  values: FormValues,
  message: string,
): FieldErrors {
  const errors: FieldErrors = {}
  for (const field of fields) {
    if (!field.required || field.kind === 'hidden') continue
    const value = values[field.name]
    const missing = field.kind === 'checkbox' ? value !== true : String(value ?? '').trim() === ''
    if (missing) errors[field.name] = message.replace('{label}', field.label)
  }
  return errors
}

/**
 * Keeps the errors of the named fields only (a step of a multi-step form checks its own fields).
 * @example pickErrors({ name: 'Required', email: 'Invalid' }, ['email']) // { email: 'Invalid' }
 */
export function pickErrors(errors: FieldErrors, names: readonly string[]): FieldErrors {
  const picked: FieldErrors = {}
  for (const name of names) {
    const message = errors[name]
    if (message) picked[name] = message
  }
  return picked
}

/**
 * True when any field has a message.
 * @example hasErrors({ email: '' }) // false
 */
export function hasErrors(errors: FieldErrors): boolean {
  return Object.values(errors).some(Boolean)
}

/**
 * Calls a submit callback and turns a thrown error into a failure with an empty message, so the form shows its
 * default failure text and keeps everything typed.
 * @example const result = await settle(() => onSubmit(values))
 */
export async function settle(run: () => Promise<SubmitResult>): Promise<SubmitResult> {
  try {
    return await run()
  } catch {
    return { ok: false, message: '' }
  }
}

/**
 * The stored value of a money field: what was typed without the $ sign, commas and spaces. Anything else typed
 * stays, so nothing is lost and the validator can say what is wrong.
 * @example moneyValue('$25,000') // '25000'
 */
export function moneyValue(text: string): string {
  return text.replace(/[$,\s]/g, '')
}

/**
 * How a money field shows its value while not being edited: thousands separators when it is a number.
 * @example moneyText('25000') // '25,000'
 */
export function moneyText(value: string): string {
  return /^\d+(\.\d+)?$/.test(value) ? formatNumber(Number(value), { maximumFractionDigits: 2 }) : value
}
