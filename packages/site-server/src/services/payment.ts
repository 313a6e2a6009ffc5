import { randomUUID } from 'node:crypto'
import type { SiteSettings } from '../settings/site-settings'

/** Card details as the shopper typed them. They pass through a charge and are never logged or stored. */
export interface CardDetails {
  /** Digits, spaces allowed. */
  number: string
  /** 'MM/YY' or 'MM/YYYY'. */
  expiry: string
  cvc: string
  /** Name on the card. */
  name: string
}

/** One charge, e.g. a car reservation deposit. */
export interface ChargeRequest {
  /** Whole cents, above 0. */
  amountCents: number
  currency: 'AUD'
  card: CardDetails
  /** What the charge is for, as the dealer's statement shows it. */
  description: string
  /** A repeat with the same key answers the first result and charges nothing. */
  idempotencyKey: string
}

/** A charge's outcome: the gateway's reference (the only thing the site stores), or a message for the shopper. */
export type ChargeResult = { ok: true; reference: string } | { ok: false; message: string }

/**
 * Takes card payments (reserve and buy online). Resolves with a result; a card problem is `ok: false` with a message
 * to show, never a rejection.
 * @example const result = await payments.charge(request); if (!result.ok) showError(result.message)
 */
export interface PaymentProvider {
  charge(request: ChargeRequest): Promise<ChargeResult>
}

/**
 * The test cards of the embedded test payment system.
 * @example testCards.approved // '4242424242424242'
 */
export const testCards = { approved: '4242424242424242', declined: '4000000000000002' } as const

/**
 * Messages of the payment form.
 * @example paymentMessages.declined // 'Your card was declined.'
 */
export const paymentMessages = {
  declined: 'Your card was declined.',
  testOnly: 'This is a test payment system: use card 4242 4242 4242 4242.',
  number: 'Please check your card number.',
  expiry: 'Please enter the expiry date as MM/YY.',
  expired: 'Your card has expired.',
  cvc: 'Please enter the 3 or 4 digit security code.',
  name: 'Please enter the name on the card.',
  amount: 'The amount must be a whole number of cents above 0.',
  currency: 'Only payments in Australian dollars (AUD) are taken.',
  repeat: 'This payment was already made with different details.',
} as const

/**
 * The Luhn checksum that every card number satisfies: catches a mistyped digit before asking the gateway.
 * @example luhnValid('4242424242424242') // true
 */
export function luhnValid(digits: string): boolean {
  if (!/^\d+$/.test(digits)) return false
  let sum = 0
  for (let index = 0; index < digits.length; index += 1) {
    let digit = Number(digits[digits.length - 1 - index])
    // Every second digit from the right is doubled, and a two-digit result counts as its digit sum.
    if (index % 2 === 1) digit = digit * 2 > 9 ? digit * 2 - 9 : digit * 2
    sum += digit
  }
  return sum % 10 === 0
}

/**
 * The month and four-digit year of an expiry 'MM/YY' or 'MM/YYYY' (spaces allowed), or null.
 * @example parseExpiry('09 / 28') // { month: 9, year: 2028 }
 */
export function parseExpiry(expiry: string): { month: number; year: number } | null {
  const match = /^(\d{1,2})\s*\/\s*(\d{2}|\d{4})$/.exec(expiry.trim())
  if (!match) return null
  const month = Number(match[1])
  const year = Number(match[2]) + ((match[2] ?? '').length === 2 ? 2000 : 0)
  return month >= 1 && month <= 12 ? { month, year } : null
}

/**
 * The first problem with a charge request, as the shopper's message, or null when it can be sent. A card is valid
 * to the end of its expiry month.
 * @example chargeProblem(request, new Date('2026-11-23')) // null
 */
export function chargeProblem(request: ChargeRequest, now: Date): string | null {
  if (!Number.isInteger(request.amountCents) || request.amountCents <= 0) return paymentMessages.amount
  if (request.currency !== 'AUD') return paymentMessages.currency
  if (!request.card.name.trim()) return paymentMessages.name
  const digits = request.card.number.replace(/\s+/g, '')
  if (!/^\d{12,19}$/.test(digits) || !luhnValid(digits)) return paymentMessages.number
  const expiry = parseExpiry(request.card.expiry)
  if (!expiry) return paymentMessages.expiry
  if (expiry.year * 12 + expiry.month < now.getUTCFullYear() * 12 + now.getUTCMonth() + 1)
    return paymentMessages.expired
  if (!/^\d{3,4}$/.test(request.card.cvc.trim())) return paymentMessages.cvc
  return null
}

/** The embedded test payment system's options. */
export interface TestPaymentOptions {
  /** @defaultValue the system clock */
  now?: () => Date
  /** Where outcomes are logged: reference, amount and description only. @defaultValue console.log */
  log?: (message: string) => void
  /** How many idempotency keys are remembered (oldest forgotten first). @defaultValue 1000 */
  rememberKeys?: number
}

const dollars = (cents: number) => `$${(cents / 100).toFixed(2)}`

/**
 * The embedded test payment system: no money moves. It checks the card as a gateway would (Luhn, expiry not past,
 * CVC of 3 or 4 digits), approves 4242 4242 4242 4242, declines 4000 0000 0000 0002 ('Your card was declined.'),
 * and declines every other valid number with 'This is a test payment system: use card 4242 4242 4242 4242.'. Card
 * details are never logged or kept; a repeated idempotency key answers the first result.
 * @example await embeddedTestPayments().charge({ amountCents: 20000, currency: 'AUD', card, description: 'Reserve car 1000001', idempotencyKey: key }) // { ok: true, reference: 'test_…' }
 */
export function embeddedTestPayments(options: TestPaymentOptions = {}): PaymentProvider {
  const now = options.now ?? (() => new Date())
  const log = options.log ?? ((message: string) => console.log(message))
  const limit = options.rememberKeys ?? 1000
  const results = new Map<string, { amountCents: number; result: ChargeResult }>()
  // A card the gateway would refuse to send is not an attempt: the key stays free for the corrected card. The
  // outcome is logged by a short reason, never by the shopper's message, which may quote a card number.
  const attempt = (request: ChargeRequest): { result: ChargeResult; sent: boolean; outcome: string } => {
    const problem = chargeProblem(request, now())
    if (problem)
      return { result: { ok: false, message: problem }, sent: false, outcome: 'refused: invalid details' }
    const digits = request.card.number.replace(/\s+/g, '')
    if (digits === testCards.approved)
      return { result: { ok: true, reference: `test_${randomUUID()}` }, sent: true, outcome: 'approved' }
    return digits === testCards.declined
      ? { result: { ok: false, message: paymentMessages.declined }, sent: true, outcome: 'declined' }
      : {
          result: { ok: false, message: paymentMessages.testOnly },
          sent: true,
          outcome: 'declined: not a test card',
        }
  }
  return {
    charge(request) {
      const earlier = results.get(request.idempotencyKey)
      if (earlier)
        return Promise.resolve(
          earlier.amountCents === request.amountCents
            ? earlier.result
            : { ok: false, message: paymentMessages.repeat },
        )
      const { result, sent, outcome } = attempt(request)
      const reference = result.ok ? ` ${result.reference}` : ''
      log(
        `test payment${reference} ${outcome}: ${dollars(request.amountCents)} ${request.currency} for ${request.description}`,
      )
      if (sent) {
        results.set(request.idempotencyKey, { amountCents: request.amountCents, result })
        if (results.size > limit) results.delete(results.keys().next().value ?? '')
      }
      return Promise.resolve(result)
    },
  }
}

/**
 * The payment provider the environment asks for. PAYMENT_PROVIDER is reserved: unset or 'test' gives the embedded
 * test payment system ({@link embeddedTestPayments}); a real gateway (an adapter implementing {@link PaymentProvider})
 * plugs in here. Any other value stops the server at start, so a live site never takes "payments" that go nowhere.
 * Under NODE_ENV=production the test system takes no money while the shopper believes they paid, so it only runs
 * when ALLOW_TEST_PAYMENTS=true says so on purpose (a demo or staging site); otherwise start-up stops.
 * The settings refuse any other PAYMENT_PROVIDER than 'test'.
 * @example paymentProviderFromEnv(readSiteSettings(process.env), { now: clock })
 */
export function paymentProviderFromEnv(
  settings: Pick<SiteSettings, 'PAYMENT_PROVIDER' | 'NODE_ENV' | 'ALLOW_TEST_PAYMENTS'>,
  options: TestPaymentOptions = {},
): PaymentProvider {
  if (settings.NODE_ENV === 'production' && !settings.ALLOW_TEST_PAYMENTS)
    throw new Error(
      'The embedded test payment system takes no money, so it does not run with NODE_ENV=production. ' +
        'Add a real payment gateway as a PaymentProvider, or set ALLOW_TEST_PAYMENTS=true for a demo site on purpose.',
    )
  return embeddedTestPayments(options)
}
