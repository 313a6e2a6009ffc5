import { z } from 'zod'
import type { DefinedField } from './fields.js'
import { formFields } from './form-fields.js'
import type { FieldErrors, FormContext, FormField, FormName } from './form-types.js'
import { messages } from './messages.js'

/**
 * Values after validation: trimmed, normalised (phone in +61 form, rego upper case, amounts as plain
 * numbers), unknown fields dropped, empty optional fields left out, checkboxes as booleans.
 * @example const values: LeadValues = { name: 'Jo Citizen', phone: '+61412345678', opt_in: false }
 */
export type LeadValues = Record<string, string | boolean>

/**
 * Answer of `validateForm`: the clean values, or the first error of each failing field in field order.
 * @example const result: FormValidation = { ok: false, errors: { email: 'Email Address is required.' } }
 */
export type FormValidation = { ok: true; data: LeadValues } | { ok: false; errors: FieldErrors }

/**
 * The zod schema of a form for a context: one entry per field of `formDefinition(form, context)`, each
 * giving at most one issue (the message a shopper sees). Anything not a field is dropped before
 * parsing, so the honeypot, card data or a forged `source` never reach the lead.
 * @example formSchema('trade-in', {}).safeParse({ postcode: '40000' }).success // false
 */
export function formSchema(form: FormName, context: FormContext = {}): z.ZodType<LeadValues> {
  return schemaOf(formFields(form, context))
}

/**
 * Validates a form's values (spec §5 "Validation runs before sending"); the browser calls it before
 * sending and the server calls it again on what arrived, since the server never trusts the client.
 * @example validateForm('reserve', { name: 'Jo', email: 'jo@example.com', phone: '0412 345 678', postcode: '123' })
 * // { ok: false, errors: { postcode: 'Invalid postcode. Please enter a 4-digit number.' } }
 */
export function validateForm(form: FormName, values: unknown, context: FormContext = {}): FormValidation {
  // The same checks formSchema wraps, run directly: the server validates every lead, and building a zod schema per
  // request (its context differs per car and page) would cost more than the checks themselves.
  const defined = formFields(form, context)
  const source = onlyFields(
    values,
    defined.map(({ field }) => field.name),
  )
  const checked: Record<string, unknown> = {}
  const errors: FieldErrors = {}
  for (const { field, check } of defined) {
    const result = check(source[field.name])
    if ('error' in result) errors[field.name] = result.error
    else checked[field.name] = result.value
  }
  return Object.keys(errors).length > 0 ? { ok: false, errors } : { ok: true, data: withoutEmpty(checked) }
}

/**
 * The error summary (spec §5: "Error summary header 'Please fix the following errors:' plus a list"),
 * one item per field error in field order with the field's label; null when there are no errors.
 * @example errorSummary(formDefinition('trade-in').fields, { postcode: messages.tradeInPostcode })
 * // { header: 'Please fix the following errors:', items: [{ name: 'postcode', label: 'Postcode', message: '…' }] }
 */
export function errorSummary(
  fields: readonly FormField[],
  errors: FieldErrors,
): { header: string; items: { name: string; label: string; message: string }[] } | null {
  const items = fields.flatMap((field) => {
    const message = errors[field.name]
    return message ? [{ name: field.name, label: field.label, message }] : []
  })
  const known = new Set(fields.map((field) => field.name))
  for (const [name, message] of Object.entries(errors)) {
    if (!known.has(name)) items.push({ name, label: name, message })
  }
  return items.length > 0 ? { header: messages.errorSummaryHeader, items } : null
}

function schemaOf(defined: readonly DefinedField[]): z.ZodType<LeadValues> {
  const names = defined.map(({ field }) => field.name)
  const shape = Object.fromEntries(
    defined.map(({ field, check }) => [
      field.name,
      z.unknown().transform((raw, ctx) => {
        const result = check(raw)
        if ('error' in result) {
          ctx.addIssue({ code: 'custom', message: result.error })
          return z.NEVER
        }
        return result.value
      }),
    ]),
  )
  return z.preprocess((input) => onlyFields(input, names), z.object(shape)).transform(withoutEmpty)
}

function onlyFields(input: unknown, names: readonly string[]): Record<string, unknown> {
  const source = typeof input === 'object' && input !== null ? (input as Record<string, unknown>) : {}
  return Object.fromEntries(names.map((name) => [name, Object.hasOwn(source, name) ? source[name] : '']))
}

function withoutEmpty(values: Record<string, unknown>): LeadValues {
  const clean: LeadValues = {}
  for (const [name, value] of Object.entries(values)) {
    if (typeof value === 'string' || typeof value === 'boolean') clean[name] = value
  }
  return clean
}
