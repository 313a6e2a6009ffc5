import { centsText, validateOnlinePayment, type FormsConfig } from '@forecourt/lead-client'

/**
 * An invoice paid on /online-payment: the form's values checked (in the browser before paying, on the server again
 * before charging), then the amount in whole cents for the payment and as the receipt shows it.
 * @example invoicePayment(forms, { reference: 'INV-10234', amount: '1,250.50', name: 'Jo Citizen', email: 'jo@example.com', phone: '0412 345 678', postcode: '2250' })
 */
export function invoicePayment(forms: FormsConfig, values: Record<string, unknown>) {
  const checked = validateOnlinePayment(forms, values)
  if (!checked.ok) return checked // { ok: false, errors }: the first error of each field
  const { reference, amountCents } = checked.data // 'INV-10234', 125050
  return { ok: true, reference, amountCents, receipt: centsText(amountCents) } as const // receipt: '$1,250.50'
}
