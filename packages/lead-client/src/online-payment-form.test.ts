import { describe, expect, it } from 'vitest'
import type { FormsConfig } from './form-context.js'
import { messages } from './messages.js'
import {
  centsText,
  onlinePaymentFields,
  onlinePaymentMessages,
  validateOnlinePayment,
} from './online-payment-form.js'

const forms: FormsConfig = {
  commentsRequired: true,
  termsCheckbox: { enquiry: true, testDrive: false },
  defaultState: 'QLD',
  dealerships: [],
  locations: [],
  storageKeys: {
    outbox: 'o',
    details: 'd',
    favourites: 'f',
    viewed: 'v',
    compare: 'c',
    success: 's',
  },
  reserve: { enabled: true, path: 'checkout', priceLabel: '$200', holdHours: 48 },
}

const valid = {
  reference: ' INV-10234 ',
  amount: '1,250.50',
  name: 'Jo Citizen',
  email: 'jo@example.com',
  phone: '0412 345 678',
  postcode: '4000',
}

describe('online payment form', () => {
  it('asks for the reference and amount, then the reserve form’s shopper details (no card fields)', () => {
    expect(onlinePaymentFields(forms).map((field) => field.name)).toEqual([
      'reference',
      'amount',
      'name',
      'email',
      'phone',
      'postcode',
    ])
  })

  it('a valid payment gives the trimmed reference, whole cents and the cleaned shopper details', () => {
    const result = validateOnlinePayment(forms, { ...valid, card: { number: '4242424242424242' } })
    expect(result).toEqual({
      ok: true,
      data: {
        reference: 'INV-10234',
        amountCents: 125_050,
        shopper: { name: 'Jo Citizen', email: 'jo@example.com', phone: '+61412345678', postcode: '4000' },
      },
    })
  })

  it.each([
    ['$1 is the least', '1', 100],
    ['$50,000 is the most', '$50,000', 5_000_000],
    ['cents are kept', '19.99', 1999],
  ])('amount: %s', (_name, amount, cents) => {
    const result = validateOnlinePayment(forms, { ...valid, amount })
    expect(result.ok && result.data.amountCents).toBe(cents)
  })

  it.each([
    ['below $1', '0.99', messages.amountRange(1, 50_000)],
    ['above $50,000', '50,000.01', messages.amountRange(1, 50_000)],
    ['not an amount', 'fifty', messages.amountInvalid],
    ['three decimals', '10.005', messages.amountInvalid],
    ['missing', '', messages.required('Amount')],
  ])('amount %s is refused', (_name, amount, message) => {
    expect(validateOnlinePayment(forms, { ...valid, amount })).toEqual({
      ok: false,
      errors: { amount: message },
    })
  })

  it.each([
    ['missing', '  ', messages.required('Invoice or reference number')],
    ['too long', 'X'.repeat(41), messages.tooLong(40)],
    ['with odd characters', 'INV<script>', onlinePaymentMessages.referenceInvalid],
  ])('a reference %s is refused', (_name, reference, message) => {
    expect(validateOnlinePayment(forms, { ...valid, reference })).toEqual({
      ok: false,
      errors: { reference: message },
    })
  })

  it('every failing field is reported at once, shopper fields included', () => {
    const result = validateOnlinePayment(forms, { amount: '', email: 'nope' })
    expect(result.ok).toBe(false)
    expect(Object.keys(result.ok ? {} : result.errors)).toEqual([
      'reference',
      'amount',
      'name',
      'email',
      'phone',
      'postcode',
    ])
  })

  it('receipts show dollars and cents', () => {
    expect(centsText(125_050)).toBe('$1,250.50')
    expect(centsText(100)).toBe('$1.00')
  })
})
