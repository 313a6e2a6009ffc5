import type { IncomingMessage, ServerResponse } from 'node:http'
import { parsePostBody, type PostAnswers } from '@forecourt/site-api'
import { centsText, messages, validateOnlinePayment, type FormsConfig } from '@forecourt/lead-client'
import type { AccountStore, Json, LeadStore, StoredLead } from '@forecourt/site-storage'
import { clientAddress, type Clock, type RateLimiter } from '../accounts'
import { sendAnswer, sendJson } from '../http/responses'
import type { Endpoints } from '../http/endpoints'
import { readJsonObject } from '../http/request-body'
import type { PaymentProvider } from '../services'
import { signedInShopper } from './shopper-session'
import { answerEarlierUse, earlierUse, earlierUseOf, requestFingerprint } from './idempotency'

/** Messages of the online payment endpoint that are not a field's own. */
export const onlinePaymentEndpointMessages = {
  badRequest: 'The payment could not be read. Please reload the page and try again.',
  tooMany: 'Too many attempts in a short time. Please wait a minute and try again.',
} as const

/** The lead category of an online payment, as the dealer's CRM files it. */
export const onlinePaymentCategory = 'Online Payment'

/** One tenant's side of the online payment endpoint. */
export interface OnlinePaymentEndpointContext {
  tenant: string
  forms: FormsConfig
  accounts: AccountStore
  clock: Clock
  leads: LeadStore
  payments: PaymentProvider
  /** Payments per client (the key is prefixed, so a shared limiter keeps a budget of its own for payments). */
  limits: { perClient: RateLimiter }
  trustProxy?: boolean
  onStored?: (lead: StoredLead) => void
}

/**
 * POST /api/online-payment: a signed-in shopper pays the dealership an amount ($1 to $50,000, e.g. a deposit or an
 * invoice) against a reference number. The POST must carry the session's CSRF token. The values are checked as the
 * browser checked them, the card goes to the payment provider only (never stored or logged), and the payment is
 * stored as an 'Online Payment' lead with the provider's reference. A repeated idempotency key charges nothing more
 * and answers the first payment; the key with another body (the card aside, which is never kept) is refused. Answers
 * 201 { lead_id, receipt } (200 on a repeat), 400 with field errors, 401 signed out, 402 with the card's problem,
 * 403 on a CSRF failure, 409 for a key used for another payment, 429 when over the client's budget.
 */
export function onlinePaymentEndpoints(
  context: OnlinePaymentEndpointContext,
): Endpoints<'POST /api/online-payment'> {
  return { 'POST /api/online-payment': (req, res, url) => takeOnlinePayment(req, res, url, context) }
}

async function takeOnlinePayment(
  req: IncomingMessage,
  res: ServerResponse,
  url: URL,
  context: OnlinePaymentEndpointContext,
): Promise<void> {
  const user = await signedInShopper(req, res, context, 'online-payment', '/online-payment')
  if (!user) {
    req.resume()
    return
  }
  const client = clientAddress(req, { trustProxy: context.trustProxy ?? false })
  const decision = await context.limits.perClient.take(`online-payment:${context.tenant}:${client}`)
  if (!decision.allowed) {
    req.resume()
    res.setHeader('retry-after', String(decision.retryAfterSeconds))
    sendJson(res, 429, { message: onlinePaymentEndpointMessages.tooMany }, 'no-store')
    return
  }
  const body = await readJsonObject(req)
  const parsed = body.ok ? parsePostBody('/api/online-payment', body.body) : null
  if (!body.ok || !parsed?.ok) {
    sendJson(
      res,
      body.ok ? 400 : body.status,
      { message: onlinePaymentEndpointMessages.badRequest },
      'no-store',
    )
    return
  }
  const request = parsed.body
  const fingerprint = requestFingerprint(body.body, ['card'])
  const earlier = await earlierUse(context.leads, context.tenant, request.idempotency_key, fingerprint)
  if (earlier) {
    answerEarlierUse(res, earlier, '/api/online-payment', receiptOf)
    return
  }
  const validation = validateOnlinePayment(context.forms, request.values)
  if (!validation.ok) {
    sendJson(res, 400, { message: messages.errorSummaryHeader, errors: validation.errors }, 'no-store')
    return
  }
  const { reference, amountCents, shopper } = validation.data
  const charge = await context.payments.charge({
    amountCents,
    currency: 'AUD',
    card: request.card,
    description: `Online payment, reference ${reference}`,
    idempotencyKey: request.idempotency_key,
  })
  if (!charge.ok) {
    sendJson(res, 402, { message: charge.message }, 'no-store')
    return
  }
  const paidAt = context.clock().toISOString()
  const { lead, created } = await context.leads.insert({
    tenant: context.tenant,
    idempotencyKey: request.idempotency_key,
    requestFingerprint: fingerprint,
    form: 'online-payment',
    category: onlinePaymentCategory,
    subcategory: null,
    carId: null,
    payload: {
      category: onlinePaymentCategory,
      source: 'Website',
      url: request.url,
      user_agent: String(req.headers['user-agent'] ?? '').slice(0, 512),
      ...(shopper as { [key: string]: Json }),
      reference,
      amount: centsText(amountCents),
      payment_reference: charge.reference,
      paid_at: paidAt,
      user_id: user.id,
    },
    formCompleted: true,
  })
  if (!created) {
    answerEarlierUse(res, earlierUseOf(lead, fingerprint), '/api/online-payment', receiptOf)
    return
  }
  context.onStored?.(lead)
  sendAnswer(res, '/api/online-payment', 201, receiptOf(lead))
}

/** The answer of a stored online payment: its lead id and the receipt the shopper keeps. */
function receiptOf(lead: StoredLead): PostAnswers['/api/online-payment'] {
  const stored = lead.payload
  const text = (value: Json | undefined) => (typeof value === 'string' ? value : '')
  return {
    lead_id: lead.id,
    receipt: {
      reference: text(stored.reference),
      amount: text(stored.amount),
      payment_reference: text(stored.payment_reference),
      paid_at: text(stored.paid_at),
    },
  }
}
