import type { IncomingMessage, ServerResponse } from 'node:http'
import { parsePostBody, type PostAnswers } from '@forecourt/site-api'
import {
  buildLeadPayload,
  formContextFor,
  messages,
  validateForm,
  type FormsConfig,
} from '@forecourt/lead-client'
import type { Json, LeadStore, ReservationStore, StoredLead, User } from '@forecourt/site-storage'
import { isAvailable } from '@forecourt/stock-rules'
import type { CarRecord } from '@forecourt/tenant-config'
import { clientAddress, type RateLimiter } from '../accounts'
import { sendAnswer, sendJson } from '../http/responses'
import type { Endpoints } from '../http/endpoints'
import { readJsonObject } from '../http/request-body'
import type { PaymentProvider } from '../services'
import {
  answerEarlierUse,
  earlierUse,
  earlierUseOf,
  idempotencyMessages,
  requestFingerprint,
} from './idempotency'
import { leadCarOf } from './lead-endpoint'

/** Messages of the reserve and buy-online checkout. */
export const reservationMessages = {
  unavailable: 'This car can no longer be reserved. Please choose another car or send us an enquiry.',
  taken: 'Someone has just reserved this car. You have not been charged.',
  holdLost:
    'We could not hold this car for you, and any payment taken will be refunded. Please contact us and we will help.',
  badRequest: 'The reservation could not be read. Please reload the page and try again.',
  tooMany: 'Too many attempts in a short time. Please wait a minute and try again.',
} as const

/** One tenant's side of the checkout endpoint. */
export interface ReservationEndpointContext {
  tenant: string
  forms: FormsConfig
  car(idOrSlug: number | string): CarRecord | null
  /** Whether the car is reserved now (the feed's flag or a stored reservation). */
  isReserved(carId: number): Promise<boolean>
  /** The signed-in shopper, if any; the reservation is linked to them. */
  user(req: IncomingMessage): Promise<User | null>
  autogaugeEnabled: boolean
  leads: LeadStore
  reservations: ReservationStore
  payments: PaymentProvider
  limits: { perClient: RateLimiter }
  trustProxy?: boolean
  onReserved?: (carId: number) => void
  onStored?: (lead: StoredLead) => void
  today(): string
  /** Operational messages (a payment to refund). */
  log?: (message: string) => void
}

/**
 * The reserve price in cents from its label, e.g. '$200' → 20000, '$1,000.50' → 100050.
 * @example reserveAmountCents('$500') // 50000
 */
export function reserveAmountCents(label: string): number {
  const amount = Number(label.replace(/[^0-9.]/g, ''))
  return Number.isFinite(amount) && amount > 0 ? Math.round(amount * 100) : 0
}

/**
 * POST /api/reservations: reserves an available car for the tenant's reserve price. The car is held first (one
 * active reservation per car, across servers), then charged through the payment provider; a failed charge frees the
 * car again. Card details go to the provider only and are never stored or logged. The reservation is also a lead.
 * The hold lasts the tenant's `reserve.holdHours`, then the car is free again. The card is left out of the request's
 * fingerprint (it is never kept in any form), so a retry with the same key and body answers the first reservation;
 * the hold carries the key, so a retry of a request that held the car but stored no lead finishes that hold (the
 * provider answers a repeated key with its first charge).
 * Answers 201 { reservation_id, lead_id } (200 on a repeat), 400 with field errors, 401 signed out where checkout is
 * gated, 402 with the card's problem, 409 when taken or when the idempotency key was used for another request.
 */
export function reservationEndpoints(
  context: ReservationEndpointContext,
): Endpoints<'POST /api/reservations'> {
  return { 'POST /api/reservations': (req, res, url) => reserve(req, res, url, context) }
}

async function reserve(
  req: IncomingMessage,
  res: ServerResponse,
  url: URL,
  context: ReservationEndpointContext,
): Promise<void> {
  const client = clientAddress(req, { trustProxy: context.trustProxy ?? false })
  const decision = await context.limits.perClient.take(`reserve:${context.tenant}:${client}`)
  if (!decision.allowed) {
    req.resume()
    res.setHeader('retry-after', String(decision.retryAfterSeconds))
    sendJson(res, 429, { message: reservationMessages.tooMany }, 'no-store')
    return
  }
  // Where the tenant gates checkout, a signed-out request never gets here (see gatedPageOfEndpoint).
  const user = await context.user(req)
  const body = await readJsonObject(req)
  const parsed = body.ok ? parsePostBody('/api/reservations', body.body) : null
  if (!body.ok || !parsed?.ok) {
    sendJson(res, body.ok ? 400 : body.status, { message: reservationMessages.badRequest }, 'no-store')
    return
  }
  const request = parsed.body
  const fingerprint = requestFingerprint(body.body, ['card'])
  const answerOf = (lead: StoredLead): PostAnswers['/api/reservations'] => ({
    reservation_id: typeof lead.payload.reservation_id === 'string' ? lead.payload.reservation_id : null,
    lead_id: lead.id,
  })
  const earlier = await earlierUse(context.leads, context.tenant, request.idempotency_key, fingerprint)
  if (earlier) {
    answerEarlierUse(res, earlier, '/api/reservations', answerOf)
    return
  }
  const carRecord = context.car(request.car_id)
  if (!carRecord || !context.forms.reserve.enabled || !isAvailable(carRecord)) {
    sendJson(res, 409, { message: reservationMessages.unavailable }, 'no-store')
    return
  }
  // A retry of a request whose hold was made but whose lead was not (its answer was lost, or the server stopped in
  // between), or a copy of it sent at the same moment, finds that hold and finishes it: the car is not taken from
  // itself. The key with another request is refused.
  const ownHold = async () => {
    const found = await context.reservations.activeByIdempotencyKey(context.tenant, request.idempotency_key)
    if (found && (found.requestFingerprint !== fingerprint || found.carId !== carRecord.id))
      return 'reused' as const
    return found
  }
  const reused = () => sendJson(res, 409, { message: idempotencyMessages.keyReused }, 'no-store')
  let held = await ownHold()
  if (held === 'reused') return reused()
  if (!held && (await context.isReserved(carRecord.id))) {
    held = await ownHold()
    if (held === 'reused') return reused()
    if (!held) {
      sendJson(res, 409, { message: reservationMessages.unavailable }, 'no-store')
      return
    }
  }
  const car = leadCarOf(carRecord)
  const validation = validateForm(
    'reserve',
    request.values,
    formContextFor(context.forms, 'reserve', { car, today: context.today() }),
  )
  if (!validation.ok) {
    sendJson(res, 400, { message: messages.errorSummaryHeader, errors: validation.errors }, 'no-store')
    return
  }
  const amountCents = reserveAmountCents(context.forms.reserve.priceLabel)
  // Only the copy that made the hold may give it up when its payment fails.
  let madeHold = false
  if (!held) {
    held = await context.reservations.create({
      tenant: context.tenant,
      carId: carRecord.id,
      userId: user?.id ?? null,
      leadId: null,
      amountCents,
      paymentReference: 'pending',
      holdMs: context.forms.reserve.holdHours * 3_600_000,
      idempotencyKey: request.idempotency_key,
      requestFingerprint: fingerprint,
    })
    madeHold = held !== null
    // Another copy of this request may have made the hold in between: that one is ours too.
    held ??= await ownHold()
    if (held === 'reused') return reused()
  }
  if (!held) {
    sendJson(res, 409, { message: reservationMessages.taken }, 'no-store')
    return
  }
  const holdId = held.id
  // A hold already paid for (the server stopped after the payment) is not charged again.
  const charge =
    held.paymentReference !== 'pending'
      ? { ok: true as const, reference: held.paymentReference }
      : await context.payments.charge({
          amountCents,
          currency: 'AUD',
          card: request.card,
          description: `Reservation of ${car.name ?? car.id} (stock ${car.stocknum ?? car.id})`,
          idempotencyKey: request.idempotency_key,
        })
  if (!charge.ok) {
    if (madeHold) await context.reservations.cancel(context.tenant, holdId)
    sendJson(res, 402, { message: charge.message }, 'no-store')
    return
  }
  if (!(await context.reservations.confirm(context.tenant, holdId, charge.reference))) {
    // The hold was given up while this payment went through (another copy's payment failed): the payment is
    // logged for a refund and the shopper is told the car is not theirs.
    context.log?.(
      `reservation ${holdId} of car ${carRecord.id} was given up before payment ${charge.reference} was confirmed: refund it`,
    )
    sendJson(res, 409, { message: reservationMessages.holdLost }, 'no-store')
    return
  }
  context.onReserved?.(carRecord.id)
  const payload = buildLeadPayload({
    form: 'reserve',
    values: validation.data,
    car,
    page: {
      url: request.url,
      userAgent: String(req.headers['user-agent'] ?? '').slice(0, 512),
      visitedPages: [],
      linkedQueryParams: {},
    },
    autogaugeEnabled: context.autogaugeEnabled,
  })
  const { lead, created } = await context.leads.insert({
    tenant: context.tenant,
    idempotencyKey: request.idempotency_key,
    requestFingerprint: fingerprint,
    form: 'reserve',
    category: String(payload.category),
    subcategory: typeof payload.subcategory === 'string' ? payload.subcategory : null,
    carId: carRecord.id,
    payload: {
      ...(payload as unknown as { [key: string]: Json }),
      reservation_id: holdId,
      payment_reference: charge.reference,
      amount: context.forms.reserve.priceLabel,
    },
    formCompleted: true,
  })
  if (!created) {
    answerEarlierUse(res, earlierUseOf(lead, fingerprint), '/api/reservations', answerOf)
    return
  }
  context.onStored?.(lead)
  sendAnswer(res, '/api/reservations', 201, { reservation_id: holdId, lead_id: lead.id })
}
