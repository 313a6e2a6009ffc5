/**
 * The lead endpoints of the site server: enquiries and test drives, reservations, online payments and spin-to-win.
 * Each stores its lead once per idempotency key, answers a repeated key with the first answer, and leaves CRM
 * delivery to the outbox.
 */
export { gatedPageOfForm } from './gated-endpoints'
export {
  answerEarlierUse,
  earlierUse,
  earlierUseOf,
  idempotencyMessages,
  requestFingerprint,
} from './idempotency'
export { leadEndpoints, leadCarOf, leadEndpointMessages, maxLeadBodyBytes } from './lead-endpoint'
export {
  onlinePaymentEndpoints,
  onlinePaymentCategory,
  onlinePaymentEndpointMessages,
} from './online-payment-endpoint'
export { reservationEndpoints, reservationMessages, reserveAmountCents } from './reservation-endpoint'
export { signedInShopper } from './shopper-session'
export {
  spinToWinEndpoints,
  pickPrize,
  spinIdempotencyKey,
  spinToWinCategory,
  spinToWinMessages,
} from './spin-to-win-endpoint'

export type { EarlierUse } from './idempotency'
export type { LeadEndpointContext } from './lead-endpoint'
export type { OnlinePaymentEndpointContext } from './online-payment-endpoint'
export type { ReservationEndpointContext } from './reservation-endpoint'
export type { ShopperSessionContext } from './shopper-session'
export type { SpinToWinEndpointContext } from './spin-to-win-endpoint'
