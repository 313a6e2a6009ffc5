import type { CardDetails, FieldErrors, SubmitResult } from '@forecourt/components/forms'
import { messages, randomUuid, type FormValues } from '@forecourt/lead-client'
import type { PaymentReceipt, PostPath, PostResult } from '@forecourt/site-api/client'
import { loadSession, siteApi, type SessionUser } from '../leads/session'

/** What the shopper reads when the site could not be reached at all. */
export const offlineMessage = 'We could not reach the site. Please check your connection and try again.'

/**
 * A form's outcome from an answer of the site's API: ok for 2xx, else the answer's message (spec §8: the returned
 * error, else 'An unexpected error occured') with its field errors renamed to the form's fields.
 * @example submitResultOf(answer, { destination: 'identifier' }) // { ok: false, message, fieldErrors: { identifier: '…' } }
 */
export function submitResultOf(
  answer: PostResult<PostPath>,
  rename: Record<string, string> = {},
): SubmitResult {
  if (answer.ok) return { ok: true }
  const message = answer.body.message ?? (answer.status === 0 ? offlineMessage : messages.unexpectedError)
  const fieldErrors: FieldErrors = {}
  for (const [name, text] of Object.entries(answer.body.errors ?? {}))
    fieldErrors[rename[name] ?? name] = text
  return Object.keys(fieldErrors).length > 0 ? { ok: false, message, fieldErrors } : { ok: false, message }
}

/**
 * Sends a sign-in code to an email address or Australian mobile (POST /api/sign-in/code).
 * @example await requestSignInCode('0412 345 678') // { ok: true }
 */
export async function requestSignInCode(identifier: string): Promise<SubmitResult> {
  return submitResultOf(await siteApi.post('/api/sign-in/code', { destination: identifier }), {
    destination: 'identifier',
  })
}

/**
 * Checks a sign-in code (POST /api/sign-in/verify); on success the session cookie is set and the page's session is
 * read again, so the next POSTs carry the new CSRF token.
 * @example await verifySignInCode('0412 345 678', '042917') // { ok: true }
 */
export async function verifySignInCode(identifier: string, code: string): Promise<SubmitResult> {
  const answer = await siteApi.post('/api/sign-in/verify', { destination: identifier, code })
  if (answer.ok) await loadSession(true)
  return submitResultOf(answer, { destination: 'identifier' })
}

/**
 * Asks for a code on a mobile to add it to the account (POST /api/account/phone { phone }). `user` is set when the
 * number is already the account's, so there is nothing to check.
 * @example await requestMobileCode('0412 345 678') // { result: { ok: true }, user: null }
 */
export async function requestMobileCode(
  mobile: string,
): Promise<{ result: SubmitResult; user: SessionUser | null }> {
  const answer = await siteApi.post('/api/account/phone', { phone: mobile })
  return {
    result: submitResultOf(answer, { phone: 'identifier' }),
    user: answer.ok && 'user' in answer.body ? answer.body.user : null,
  }
}

/**
 * Proves a mobile with the code sent to it (POST /api/account/phone { phone, code }); the account then has it, and
 * the page's session is read again.
 * @example await verifyMobile('0412 345 678', '042917') // { ok: true }
 */
export async function verifyMobile(mobile: string, code: string): Promise<SubmitResult> {
  const answer = await siteApi.post('/api/account/phone', { phone: mobile, code })
  if (answer.ok) await loadSession(true)
  return submitResultOf(answer, { phone: 'identifier' })
}

/**
 * Signs the shopper out (POST /api/sign-out) and reads the session again.
 * @example await signOut() // { ok: true }
 */
export async function signOut(): Promise<SubmitResult> {
  const answer = await siteApi.post('/api/sign-out', {})
  await loadSession(true)
  return submitResultOf(answer)
}

/**
 * Reserves (or starts buying online) a car: the card goes in this one request body and nowhere else. Each attempt
 * has a key of its own, so a card declined once can be corrected and sent again.
 * @example await reserveCar(car.id, card, values) // { result: { ok: true }, reservationId: '…' }
 */
export async function reserveCar(
  carId: number,
  card: CardDetails,
  values: FormValues,
): Promise<{ result: SubmitResult; reservationId: string | null }> {
  const answer = await siteApi.post('/api/reservations', {
    car_id: carId,
    idempotency_key: randomUuid(),
    values,
    card,
    url: window.location.href,
  })
  return { result: submitResultOf(answer), reservationId: answer.ok ? answer.body.reservation_id : null }
}

/** The receipt of an online payment, as the server answered it. */
export type { PaymentReceipt }

/**
 * Pays the dealership online (POST /api/online-payment, with the session's CSRF token); the card goes in this one
 * request body and nowhere else.
 * @example await payOnline(card, values) // { result: { ok: true }, receipt: { amount: '$1,250.50', … } }
 */
export async function payOnline(
  card: CardDetails,
  values: FormValues,
): Promise<{ result: SubmitResult; receipt: PaymentReceipt | null }> {
  const answer = await siteApi.post('/api/online-payment', {
    idempotency_key: randomUuid(),
    values,
    card,
    url: window.location.href,
  })
  return { result: submitResultOf(answer), receipt: answer.ok ? answer.body.receipt : null }
}

/** A spin's outcome: the prize (and its place on the wheel, -1 when no longer on it), or the reason it failed. */
export type SpinOutcome =
  | { ok: true; prize: string; index: number; repeat: boolean }
  | { ok: false; message: string; redirect: string | null }

/**
 * Spins the wheel for the signed-in shopper (POST /api/spin-to-win); the server draws the prize, once per shopper.
 * @example await spinWheel() // { ok: true, prize: '$50 fuel voucher', index: 0, repeat: false }
 */
export async function spinWheel(): Promise<SpinOutcome> {
  const answer = await siteApi.post('/api/spin-to-win', { url: window.location.href })
  if (answer.ok) {
    const { prize, index, repeat } = answer.body
    return { ok: true, prize, index, repeat }
  }
  const failed = submitResultOf(answer)
  return {
    ok: false,
    message: failed.ok ? messages.unexpectedError : failed.message,
    redirect: answer.body.redirect ?? null,
  }
}

/**
 * The wheel's prizes (GET /api/spin-to-win); [] when the site has no wheel or cannot be reached.
 * @example await loadPrizes() // ['$50 fuel voucher', …]
 */
export async function loadPrizes(): Promise<string[]> {
  const response = await fetch('/api/spin-to-win', { headers: { accept: 'application/json' } }).catch(
    () => null,
  )
  if (!response?.ok) return []
  const body = (await response.json()) as { prizes?: unknown }
  return Array.isArray(body.prizes)
    ? body.prizes.filter((prize): prize is string => typeof prize === 'string')
    : []
}
