import type { LeadAcceptedResponse } from '@forecourt/lead-client'
import type { PostPath } from './post-bodies'

/** The shopper as the browser sees them. */
export interface PublicUser {
  id: string
  email: string | null
  phone: string | null
}

/** A one-time code was sent (202). */
export interface CodeSentAnswer {
  sent: true
  channel: 'email' | 'sms'
}

/** A trade-in offer in whole dollars, or why there is none. */
export type TradeInOfferAnswer =
  | { offer_price: number; reason: 'estimate'; comparables?: number }
  | { offer_price: null; reason: 'manual' | 'no-comparables'; message: string }

/** A registration the lookup found. */
export interface RegoVehicleAnswer {
  rego: string
  state: string
  year: number
  make: string
  model: string
  variant?: string
  vin?: string
}

/** The receipt of an online payment, as the server stored it. */
export interface PaymentReceipt {
  reference: string
  amount: string
  payment_reference: string
  paid_at: string
}

/**
 * The answer of every POST of a tenant's site when it succeeds (2xx), by path; `null` for 204 (no body). The server's
 * endpoints write their answers with `satisfies` against these types and the browser's client reads them, so a field
 * renamed on one side fails `tsc` on the other.
 * @example const answer: PostAnswers['/api/sign-in/verify'] = { user, csrfToken }
 */
export interface PostAnswers {
  '/api/leads': LeadAcceptedResponse
  /** `reservation_id` is the hold's; null only in a retry's answer for a lead stored without one. */
  '/api/reservations': { reservation_id: string | null; lead_id: string }
  '/api/online-payment': { lead_id: string; receipt: PaymentReceipt }
  '/api/spin-to-win': { prize: string; index: number; lead_id: string; repeat: boolean }
  '/api/sign-in/code': CodeSentAnswer
  '/api/sign-in/verify': { user: PublicUser; csrfToken: string }
  '/api/sign-out': null
  '/api/account/phone': CodeSentAnswer | { user: PublicUser }
  '/api/watchlist/save-car': { success: true; car_ids: number[] }
  '/api/watchlist/remove-car': { success: true; car_ids: number[] }
  '/api/youx/quote': { weeklyRepaymentAmount: number; advertisedRate: number; comparisonRate: number }
  '/api/trade-in/rego-lookup': RegoVehicleAnswer & { offer: TradeInOfferAnswer | null }
  '/api/trade-in/adjustments':
    TradeInOfferAnswer | { offer_price: null; reason: 'awaiting-vehicle'; message: string }
  '/api/trade-in/offer-accepted': { success: true }
  '/api/miscellaneous': { success: true }
  '/api/phone-reveal': null
  '/api/events': null
}

/**
 * The answer of a refused request (4xx, 5xx): the message to show, the first error of each field where the form
 * has fields, and for the watchlist `success: false` and where to sign in.
 * @example const refused: ErrorAnswer = { message: 'Please enter a valid Australian mobile number, e.g. 0412 345 678', errors: { phone: '…' } }
 */
export interface ErrorAnswer {
  message?: string
  errors?: Record<string, string>
  success?: false
  redirect?: string
}

/**
 * A POST's answer as the client reads it: a success with its typed body, or a refusal; status 0 when the site could
 * not be reached at all.
 * @example const answer: PostResult<'/api/sign-out'> = { ok: true, status: 204, body: null }
 */
export type PostResult<P extends PostPath> =
  { ok: true; status: number; body: PostAnswers[P] } | { ok: false; status: number; body: ErrorAnswer }
