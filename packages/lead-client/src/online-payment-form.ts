import { formatMoney } from '@forecourt/finance-math'
import { formContextFor, type FormsConfig } from './form-context.js'
import { formDefinition } from './form-definition.js'
import type { FieldErrors, FormField } from './form-types.js'
import { messages } from './messages.js'
import { parseAmount } from './numbers.js'
import { validateForm, type LeadValues } from './validate-form.js'

// The /online-payment form (a shopper pays a deposit or an invoice by card): its fields and its check, one for the
// browser before paying and the server again before charging.

/**
 * What a shopper may pay online, in dollars: $1 to $50,000 (a deposit or an invoice, never a whole car).
 * @example onlinePaymentBounds.max // 50000
 */
export const onlinePaymentBounds = { min: 1, max: 50_000 } as const

/**
 * Messages of the online payment form that lead-client's {@link messages} do not already word.
 * @example onlinePaymentMessages.referenceInvalid // 'Please enter the reference as it appears on your invoice: …'
 */
export const onlinePaymentMessages = {
  referenceInvalid:
    'Please enter the reference as it appears on your invoice: letters, numbers, spaces, hyphens or slashes.',
} as const

const referenceMaxLength = 40
const referencePattern = /^[A-Za-z0-9][A-Za-z0-9 /#.-]*$/

const referenceField: FormField = {
  name: 'reference',
  label: 'Invoice or reference number',
  kind: 'text',
  required: true,
  maxLength: referenceMaxLength,
  autoComplete: 'off',
  description: 'As shown on your invoice, quote or deposit request, e.g. INV-10234.',
}

const amountField: FormField = {
  name: 'amount',
  label: 'Amount',
  kind: 'money',
  required: true,
  maxLength: 15,
  description: `In Australian dollars, from ${formatMoney(onlinePaymentBounds.min)} to ${formatMoney(onlinePaymentBounds.max)}.`,
}

/**
 * The online payment's fields: the reference and the amount, then the shopper's details as the tenant's reserve
 * form asks for them (name, email, phone, postcode). Card details are not fields: they go to the payment only.
 * @example onlinePaymentFields(forms).map((field) => field.name) // ['reference', 'amount', 'name', …]
 */
export function onlinePaymentFields(forms: FormsConfig): FormField[] {
  return [referenceField, amountField, ...formDefinition('reserve', formContextFor(forms, 'reserve')).fields]
}

/**
 * A valid online payment: its reference, its amount in whole cents (no rounding error reaches the payment) and the
 * shopper's cleaned details.
 * @example const paid: OnlinePaymentValues = { reference: 'INV-10234', amountCents: 125050, shopper: { name: 'Jo Citizen' } }
 */
export interface OnlinePaymentValues {
  reference: string
  amountCents: number
  shopper: LeadValues
}

/**
 * Checks an online payment's values, in the browser before paying and again on the server: the reference, an
 * amount of $1 to $50,000 (cents allowed), and the shopper's details by the reserve form's rules.
 * @example validateOnlinePayment(forms, { reference: 'INV-1', amount: '1,250.50', name: 'Jo', … }).ok // true
 */
export function validateOnlinePayment(
  forms: FormsConfig,
  values: Record<string, unknown>,
): { ok: true; data: OnlinePaymentValues } | { ok: false; errors: FieldErrors } {
  const errors: FieldErrors = {}
  const reference = typeof values.reference === 'string' ? values.reference.trim().replace(/\s+/g, ' ') : ''
  if (!reference) errors.reference = messages.required(referenceField.label)
  else if (reference.length > referenceMaxLength) errors.reference = messages.tooLong(referenceMaxLength)
  else if (!referencePattern.test(reference)) errors.reference = onlinePaymentMessages.referenceInvalid
  const amountText = typeof values.amount === 'string' ? values.amount.trim() : ''
  const amount = parseAmount(amountText)
  const { min, max } = onlinePaymentBounds
  if (!amountText) errors.amount = messages.required(amountField.label)
  else if (amount === null) errors.amount = messages.amountInvalid
  else if (amount < min || amount > max) errors.amount = messages.amountRange(min, max)
  const shopper = validateForm('reserve', values, formContextFor(forms, 'reserve'))
  if (!shopper.ok || Object.keys(errors).length > 0 || amount === null)
    return { ok: false, errors: { ...errors, ...(shopper.ok ? {} : shopper.errors) } }
  return { ok: true, data: { reference, amountCents: Math.round(amount * 100), shopper: shopper.data } }
}

/**
 * Whole cents as the dollars a receipt shows.
 * @example centsText(125050) // '$1,250.50'
 */
export function centsText(cents: number): string {
  return formatMoney(cents / 100, { cents: true })
}
