import { messages } from '@forecourt/lead-client'
import {
  createSiteApiClient,
  type PostBody,
  type PostPath,
  type PostResult,
  type TradeInOfferAnswer,
} from '@forecourt/site-api/client'
import { carName } from '@forecourt/stock-rules'
import type { FetchJson } from '../site/finance-quote'

/** A step's outcome as the form components take it: ok, or the message to show. */
export type CallResult = { ok: true } | { ok: false; message: string }

const defaultFetch: FetchJson = (url, init) => globalThis.fetch(url, init)

const post = <P extends PostPath>(path: P, body: PostBody<P>, fetchJson: FetchJson) =>
  createSiteApiClient({ fetch: fetchJson }).post(path, body)

/** The server's message of a failed answer, else the spec's 'An unexpected error occured' (section 8). */
function failure(answer: PostResult<PostPath>): { ok: false; message: string } {
  const message = answer.ok ? undefined : answer.body.message
  return { ok: false, message: message || messages.unexpectedError }
}

const text = (value: string | undefined) => (value?.trim() ? value.trim() : null)

/** A trade-in offer as the journey shows it: whole dollars, or null with the reason there is no online offer. */
export interface TradeInOffer {
  offerPrice: number | null
  message: string | null
}

function offerOf(offer: TradeInOfferAnswer | { offer_price: null; message: string } | null): TradeInOffer {
  if (!offer) return { offerPrice: null, message: null }
  return offer.offer_price === null
    ? { offerPrice: null, message: text(offer.message) }
    : { offerPrice: offer.offer_price, message: null }
}

/** The car a shopper trades in, typed by hand when the rego lookup cannot find it. */
export interface TypedVehicle {
  year: string
  make: string
  model: string
}

/**
 * Step 2 of the trade-in flow (spec section 4): sends the adjustment answers of a lead (`POST
 * /api/trade-in/adjustments { id, adjustmentAnswers }`), with the car typed by hand when the rego lookup found none.
 * The answer carries the offer once the car is known.
 * @example await sendAdjustments(leadId, { odometer: '20k_50k', … }) // { ok: true, offer: { offerPrice: null, message: '…' } }
 */
export async function sendAdjustments(
  leadId: string,
  answers: Record<string, string>,
  vehicle?: TypedVehicle,
  fetchJson: FetchJson = defaultFetch,
): Promise<{ ok: true; offer: TradeInOffer } | { ok: false; message: string }> {
  const answer = await post(
    '/api/trade-in/adjustments',
    { id: leadId, adjustmentAnswers: answers, ...(vehicle ? { vehicle } : {}) },
    fetchJson,
  )
  if (!answer.ok) return failure(answer)
  return { ok: true, offer: offerOf(answer.body) }
}

/** A registration the lookup found: the car, as the journey describes it, and its offer. */
export interface RegoFound {
  ok: true
  vehicle: { description: string; details: { label: string; value: string }[] }
  make: string
  offer: TradeInOffer
}

/**
 * Step 3 of the trade-in flow: looks up a registration for a lead (`POST /api/trade-in/rego-lookup { lead_id, rego,
 * regoState }`). Not found is a failure with the server's message (`notFound` true), so the page can offer to type
 * the car's details instead.
 * @example await lookUpRego(leadId, '561PHJ', 'QLD') // { ok: true, vehicle: { description: '2025 Mazda Mazda3 G25 GT', … }, … }
 */
export async function lookUpRego(
  leadId: string,
  rego: string,
  state: string,
  fetchJson: FetchJson = defaultFetch,
): Promise<RegoFound | { ok: false; message: string; notFound: boolean }> {
  const answer = await post(
    '/api/trade-in/rego-lookup',
    { lead_id: leadId, rego, regoState: state },
    fetchJson,
  )
  if (!answer.ok) return { ...failure(answer), notFound: answer.status === 404 }
  const body = answer.body
  const make = text(body.make) ?? ''
  const details = [
    { label: 'Registration', value: [text(body.rego), text(body.state)].filter(Boolean).join(' ') },
    { label: 'Variant', value: text(body.variant) ?? '' },
    { label: 'VIN', value: text(body.vin) ?? '' },
  ].filter((detail) => detail.value !== '')
  return {
    ok: true,
    vehicle: {
      description: carName({ year: body.year, make, model: text(body.model) }),
      details,
    },
    make,
    offer: offerOf(body.offer),
  }
}

/**
 * Step 4 of the trade-in flow: accepts the lead's offer (`POST /api/trade-in/offer-accepted { lead_id,
 * form_completed: true, offer_accepted: true }`); the server files the lead as '3. Offer Accepted'.
 * @example await acceptOffer(leadId) // { ok: true }
 */
export async function acceptOffer(leadId: string, fetchJson: FetchJson = defaultFetch): Promise<CallResult> {
  const answer = await post(
    '/api/trade-in/offer-accepted',
    { lead_id: leadId, form_completed: true, offer_accepted: true },
    fetchJson,
  )
  return answer.ok ? { ok: true } : failure(answer)
}

/**
 * Saves a lead's valuation for brands that keep it (`POST /api/miscellaneous { lead_id, column_name: 'valuation',
 * valuation }`); spec section 7: success or failure is only logged.
 * @example await saveValuation(leadId, { offer_price: 18450, vehicle: '2021 Toyota Corolla' })
 */
export async function saveValuation(
  leadId: string,
  valuation: PostBody<'/api/miscellaneous'>['valuation'],
  fetchJson: FetchJson = defaultFetch,
): Promise<boolean> {
  const answer = await post(
    '/api/miscellaneous',
    { lead_id: leadId, column_name: 'valuation', valuation },
    fetchJson,
  )
  if (answer.ok) console.info('Trade-in valuation saved')
  else console.warn('Trade-in valuation was not saved', answer.status || 'network error')
  return answer.ok
}

/** A day of free test-drive times (GET /api/test-drive/availability). */
export interface AvailabilityDay {
  date: string
  label: string
  times: { value: string; label: string }[]
}

/**
 * The free test-drive times of a location for the next two weeks; an empty list when they cannot be loaded.
 * @example await testDriveAvailability(1001) // [{ date: '2026-11-02', label: 'Mon 2 Nov', times: [...] }, …]
 */
export async function testDriveAvailability(
  locationId: string | number,
  fetchJson: FetchJson = defaultFetch,
): Promise<AvailabilityDay[]> {
  try {
    const response = await fetchJson(
      `/api/test-drive/availability?location_id=${encodeURIComponent(String(locationId))}`,
      { headers: { accept: 'application/json' } },
    )
    if (!response.ok) return []
    const body = (await response.json()) as { days?: unknown }
    return Array.isArray(body.days) ? (body.days as AvailabilityDay[]) : []
  } catch {
    return []
  }
}
