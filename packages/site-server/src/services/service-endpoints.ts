import type { IncomingMessage, ServerResponse } from 'node:http'
import { parsePostBody, type PostBodyReading, type PostPath, type SiteRouteKey } from '@forecourt/site-api'
import type { AppointmentStore, Json, LeadStore, StoredLead } from '@forecourt/site-storage'
import type { CarRecord, TenantLocation } from '@forecourt/tenant-config'
import { clientAddress, type RateLimiter } from '../accounts'
import { endpointsOf, type Endpoints } from '../http/endpoints'
import { sendAnswer, sendJson } from '../http/responses'
import { availableSlots } from './appointments'
import { parseQuoteRequest, quoteMessages, type FinanceQuoteProvider } from './finance-quote'
import { asRecord } from './outside-http'
import { parseRegoQuery, regoMessages, regoNotFoundMessage, type RegoLookup } from './rego-lookup'
import { readJsonObject } from '../http/request-body'
import {
  answeredKm,
  checkAdjustmentAnswers,
  completeVehicle,
  vehicleFields,
  type AdjustmentAnswers,
  type TradeInOffer,
  type TradeInValuer,
  type TradeInVehicle,
} from './trade-in-valuation'
import { addDays, instantAt, timeZoneForState, wallClock } from './zoned-time'

/** The outside services the endpoints ask, each an embedded default or a real adapter. */
export interface ServiceProviders {
  quote: FinanceQuoteProvider
  rego: RegoLookup
  valuation: TradeInValuer
}

/**
 * One tenant's side of the service endpoints.
 * @example { tenant: 'wattle-bay-kia', locations: tenant.locations, leads: storage.leads, appointments: storage.appointments, providers: serviceProvidersFromEnv(readSiteSettings(process.env), { cars, locations }) }
 */
export interface ServiceEndpointContext {
  tenant: string
  /** The tenant's locations: test drives are booked at one of them. */
  locations: readonly TenantLocation[]
  /** The tenant's stock; the handlers do not read it (the embedded providers are built from it). */
  cars?: readonly CarRecord[]
  leads: LeadStore
  appointments: AppointmentStore
  providers: ServiceProviders
  /** @defaultValue the system clock */
  clock?: () => Date
  /** Where failures of outside services and storage are logged. @defaultValue console.error */
  log?: (message: string) => void
  /**
   * Each client's budget for the POSTs here (finance quotes, rego lookups and valuations are paid outside calls,
   * and every trade-in step queues a CRM update); past it the answer is 429 with Retry-After.
   */
  limits?: { perClient: RateLimiter }
  /** Read the client's address from X-Forwarded-For (behind a trusted proxy). @defaultValue false */
  trustProxy?: boolean
}

/**
 * Messages the service endpoints answer with.
 * @example serviceMessages.unknownLead // 'Unknown lead'
 */
export const serviceMessages = {
  unknownLocation: 'Unknown location',
  from: 'from must be a date written YYYY-MM-DD, within the next year',
  leadId: 'Expected a lead id (a UUID)',
  unknownLead: 'Unknown lead',
  quoteUnavailable: 'Finance quotes are unavailable right now.',
  regoUnavailable: "Registration lookup is unavailable right now. Please enter your car's details.",
  awaitingVehicle: "Enter your car's registration, or its details, to see your offer.",
  valuationUnavailable: 'Online valuation is unavailable right now. Our team will contact you with an offer.',
  offerAccepted: 'offer_accepted must be true',
  noOffer: 'There is no offer on this lead to accept.',
  columnName: "column_name must be 'valuation'",
  valuation: 'valuation must be an object',
  failed: 'Something went wrong. Please try again.',
  tooMany: 'Too many requests in a short time. Please wait a minute and try again.',
} as const

/** Test-drive availability covers this many days from the chosen date. */
const availabilityDays = 14

const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i

/** A lead id field of a body: a valid id (lower case), absent (missing or empty), or invalid. */
export type LeadIdField = { kind: 'given'; id: string } | { kind: 'absent' } | { kind: 'invalid' }

/**
 * Reads a lead id from a body field: lead ids are UUIDs.
 * @example leadIdOf({ lead_id: '0F8FAD5B-D9CB-469F-A165-70867728950E' }, 'lead_id') // { kind: 'given', id: '0f8fad5b-d9cb-469f-a165-70867728950e' }
 */
export function leadIdOf(body: Record<string, unknown>, field: string): LeadIdField {
  const value = body[field]
  if (value === undefined || value === null || value === '') return { kind: 'absent' }
  return typeof value === 'string' && uuidPattern.test(value.trim())
    ? { kind: 'given', id: value.trim().toLowerCase() }
    : { kind: 'invalid' }
}

/** A value as stored in a jsonb column: JSON round trip, so undefined fields drop out. */
const toJson = (value: unknown): Json => JSON.parse(JSON.stringify(value ?? null)) as Json

function send(res: ServerResponse, status: number, body: unknown) {
  sendJson(res, status, body, 'no-store')
}

/**
 * Reads a request's JSON body by its POST's schema; null after answering the refusal: 413 or 400 for a body that is
 * not a JSON object, else 400 with the endpoint's own message for the first field refused (the same message a wrong
 * value of that field gets), or the schema's.
 */
async function readBody<P extends PostPath>(
  req: IncomingMessage,
  res: ServerResponse,
  path: P,
  messageFor: (field: string, raw: Record<string, unknown>) => string | undefined,
  /** A refusal checked on the raw object before the schema, or none. */
  first: (raw: Record<string, unknown>) => string | undefined = () => undefined,
): Promise<(PostBodyReading<P> & { ok: true })['body'] | null> {
  const read = await readJsonObject(req)
  if (!read.ok) return (send(res, read.status, { message: read.message }), null)
  const refusal = first(read.body)
  if (refusal) return (send(res, 400, { message: refusal }), null)
  const parsed = parsePostBody(path, read.body)
  if (parsed.ok) return parsed.body
  send(res, 400, { message: messageFor(parsed.field, read.body) ?? `${parsed.field}: ${parsed.issue}` })
  return null
}

/** A body read by its POST's schema, and the lead id it names (null where it may name none and does not). */
type LeadBody<P extends PostPath, Id> = { body: (PostBodyReading<P> & { ok: true })['body']; leadId: Id }

/**
 * Reads the body of a trade-in step by its schema, its lead id first: as these endpoints always have, a lead id
 * that is not one (or is missing where `required`) is answered with the lead-id message before any other field is
 * looked at. Then as {@link readBody}. Answers the body and the lead id, or null after answering the refusal.
 */
async function readLeadBody<P extends PostPath>(
  req: IncomingMessage,
  res: ServerResponse,
  path: P,
  lead: { field: string; required: true },
  messageFor: (field: string, raw: Record<string, unknown>) => string | undefined,
): Promise<LeadBody<P, string> | null>
async function readLeadBody<P extends PostPath>(
  req: IncomingMessage,
  res: ServerResponse,
  path: P,
  lead: { field: string; required: false },
  messageFor: (field: string, raw: Record<string, unknown>) => string | undefined,
): Promise<LeadBody<P, string | null> | null>
async function readLeadBody<P extends PostPath>(
  req: IncomingMessage,
  res: ServerResponse,
  path: P,
  lead: { field: string; required: boolean },
  messageFor: (field: string, raw: Record<string, unknown>) => string | undefined,
): Promise<LeadBody<P, string | null> | null> {
  const seen: { leadId: LeadIdField } = { leadId: { kind: 'absent' } }
  const body = await readBody(req, res, path, messageFor, (raw) => {
    seen.leadId = leadIdOf(raw, lead.field)
    const refused = seen.leadId.kind === 'invalid' || (lead.required && seen.leadId.kind === 'absent')
    return refused ? serviceMessages.leadId : undefined
  })
  if (!body) return null
  return { body, leadId: seen.leadId.kind === 'given' ? seen.leadId.id : null }
}

type Handler = (
  req: IncomingMessage,
  res: ServerResponse,
  url: URL,
  context: Required<Pick<ServiceEndpointContext, 'clock' | 'log'>> & ServiceEndpointContext,
) => Promise<void>

type Context = Parameters<Handler>[3]

function findLocation(locations: readonly TenantLocation[], id: number): TenantLocation | null {
  for (const location of locations) {
    if (location.id === id) return location
    const nested = location.distribution_locations?.find((candidate) => candidate.id === id)
    if (nested) return nested
  }
  return null
}

const availability: Handler = async (_req, res, url, context) => {
  const idText = url.searchParams.get('location_id') ?? ''
  const location = /^\d{1,12}$/.test(idText) ? findLocation(context.locations, Number(idText)) : null
  if (!location) return send(res, 400, { message: serviceMessages.unknownLocation })
  const timeZone = timeZoneForState(location.address?.state)
  const now = context.clock()
  const fromText = url.searchParams.get('from')
  let start = now
  if (fromText) {
    const valid = /^\d{4}-\d{2}-\d{2}$/.test(fromText) && addDays(fromText, 0) === fromText
    const midnight = valid ? instantAt(fromText, 0, timeZone) : null
    const yearAhead = now.valueOf() + 366 * 86_400_000
    if (!midnight || midnight.valueOf() > yearAhead) return send(res, 400, { message: serviceMessages.from })
    if (midnight > now) start = midnight
  }
  const end = instantAt(addDays(wallClock(start, timeZone).date, availabilityDays), 0, timeZone)
  const booked = await context.appointments.booked(
    context.tenant,
    location.id,
    start,
    end ?? new Date(start.valueOf() + availabilityDays * 86_400_000),
  )
  const specialHours = (location.special_hours ?? []).filter(
    (entry) => entry.location_id === undefined || entry.location_id === location.id,
  )
  const days = availableSlots({
    location,
    specialHours,
    booked,
    from: start,
    now,
    days: availabilityDays,
    timeZone,
  })
  send(res, 200, { days })
}

const quote: Handler = async (req, res, _url, context) => {
  const body = await readBody(req, res, '/api/youx/quote', (field) => {
    const messages: Record<string, string> = {
      purchasePrice: quoteMessages.purchasePrice,
      loanTerm: quoteMessages.loanTerm,
      selfAssessedCreditScore: quoteMessages.creditScore,
      year: quoteMessages.year,
    }
    return messages[field]
  })
  if (!body) return
  const parsed = parseQuoteRequest(body)
  if (!parsed.ok) return send(res, 400, { message: parsed.message })
  try {
    sendAnswer(res, '/api/youx/quote', 200, await context.providers.quote.quote(parsed.request))
  } catch (error) {
    context.log(`finance quote failed for ${context.tenant}: ${String(error)}`)
    send(res, 502, { message: serviceMessages.quoteUnavailable })
  }
}

/**
 * The trade-in as a lead's steps describe it: the checked adjustment answers (null before they are given) and the
 * car when all of year, make, model and km are known (else null). Year, make and model are those typed by hand with
 * the adjustments, else the rego lookup's; km is the typed reading, else the lead's `km` field, else the odometer
 * answer's band. The lead's other fields describe the car being bought, never the trade-in.
 * @example tradeInOfLead(lead) // { answers: { odometer: '20k_50k', … }, vehicle: { year: 2022, make: 'Mazda', model: 'CX-5', km: 35000 } }
 */
export function tradeInOfLead(lead: Pick<StoredLead, 'payload' | 'steps'>): {
  answers: AdjustmentAnswers | null
  vehicle: TradeInVehicle | null
} {
  const adjustments = asRecord(lead.steps.adjustments)
  const checked = checkAdjustmentAnswers(adjustments?.answers)
  const answers = checked.ok ? checked.answers : null
  const typed = vehicleFields(adjustments?.vehicle)
  const km = typed.km ?? vehicleFields(lead.payload).km ?? (answers ? answeredKm(answers) : undefined)
  const vehicle = completeVehicle({ ...vehicleFields(asRecord(lead.steps.rego)?.vehicle), ...typed, km })
  return { answers, vehicle }
}

/** Values a lead's trade-in and stores step 'offer'; null while answers or car are missing. Rejects on failure. */
async function offerForLead(context: Context, lead: StoredLead): Promise<TradeInOffer | null> {
  const { answers, vehicle } = tradeInOfLead(lead)
  if (!answers || !vehicle) return null
  const offer = await context.providers.valuation.offer({ vehicle, answers })
  const stored = await context.leads.updateSteps(context.tenant, lead.id, {
    step: 'offer',
    value: toJson({ ...offer, vehicle, at: context.clock().toISOString() }),
  })
  return stored ? offer : null
}

const regoLookup: Handler = async (req, res, _url, context) => {
  const read = await readLeadBody(
    req,
    res,
    '/api/trade-in/rego-lookup',
    { field: 'lead_id', required: false },
    (field) => (field === 'rego' ? regoMessages.rego : regoMessages.state),
  )
  if (!read) return
  const { body, leadId } = read
  const parsed = parseRegoQuery(body)
  if (!parsed.ok) return send(res, 400, { message: parsed.message })
  let vehicle
  try {
    vehicle = await context.providers.rego.lookup(parsed.query)
  } catch (error) {
    context.log(`rego lookup failed for ${context.tenant}: ${String(error)}`)
    return send(res, 502, { message: serviceMessages.regoUnavailable })
  }
  let offer: TradeInOffer | null = null
  if (leadId !== null) {
    const lead = await context.leads.updateSteps(context.tenant, leadId, {
      step: 'rego',
      value: toJson({ ...parsed.query, vehicle, at: context.clock().toISOString() }),
    })
    if (!lead) return send(res, 404, { message: serviceMessages.unknownLead })
    // The spec's order is lead, adjustments, rego lookup: with the answers already in, the car found gets its offer.
    if (vehicle)
      offer = await offerForLead(context, lead).catch((error: unknown) => {
        context.log(`trade-in valuation failed for ${context.tenant}: ${String(error)}`)
        return null
      })
  }
  if (!vehicle) return send(res, 404, { message: regoNotFoundMessage })
  sendAnswer(res, '/api/trade-in/rego-lookup', 200, { ...vehicle, offer })
}

const adjustments: Handler = async (req, res, _url, context) => {
  const path = '/api/trade-in/adjustments'
  const read = await readLeadBody(req, res, path, { field: 'id', required: true }, (_field, raw) => {
    const checked = checkAdjustmentAnswers(raw.adjustmentAnswers)
    return checked.ok ? undefined : checked.message
  })
  if (!read) return
  const { body, leadId } = read
  const checked = checkAdjustmentAnswers(body.adjustmentAnswers)
  if (!checked.ok) return send(res, 400, { message: checked.message })
  // The answers are stored before anything else can fail, so nothing the shopper chose is lost.
  const lead = await context.leads.updateSteps(context.tenant, leadId, {
    step: 'adjustments',
    value: toJson({
      answers: checked.answers,
      vehicle: vehicleFields(body.vehicle),
      at: context.clock().toISOString(),
    }),
  })
  if (!lead) return send(res, 404, { message: serviceMessages.unknownLead })
  let offer
  try {
    offer = await offerForLead(context, lead)
  } catch (error) {
    context.log(`trade-in valuation failed for ${context.tenant}: ${String(error)}`)
    return send(res, 502, { message: serviceMessages.valuationUnavailable })
  }
  if (!offer)
    return sendAnswer(res, path, 200, {
      offer_price: null,
      reason: 'awaiting-vehicle',
      message: serviceMessages.awaitingVehicle,
    })
  sendAnswer(res, path, 200, offer)
}

const offerAccepted: Handler = async (req, res, _url, context) => {
  const read = await readLeadBody(
    req,
    res,
    '/api/trade-in/offer-accepted',
    { field: 'lead_id', required: true },
    () => serviceMessages.offerAccepted,
  )
  if (!read) return
  const { leadId } = read
  const lead = await context.leads.get(context.tenant, leadId)
  if (!lead) return send(res, 404, { message: serviceMessages.unknownLead })
  const offerPrice = asRecord(lead.steps.offer)?.offer_price
  if (typeof offerPrice !== 'number') return send(res, 409, { message: serviceMessages.noOffer })
  const stored = await context.leads.updateSteps(context.tenant, leadId, {
    step: 'offer_accepted',
    value: { offer_price: offerPrice, at: context.clock().toISOString() },
    subcategory: '3. Offer Accepted',
    formCompleted: true,
    offerAccepted: true,
  })
  if (!stored) return send(res, 404, { message: serviceMessages.unknownLead })
  sendAnswer(res, '/api/trade-in/offer-accepted', 200, { success: true })
}

const miscellaneous: Handler = async (req, res, _url, context) => {
  const path = '/api/miscellaneous'
  const read = await readLeadBody(req, res, path, { field: 'lead_id', required: false }, (field) =>
    field === 'column_name' ? serviceMessages.columnName : serviceMessages.valuation,
  )
  if (!read) return
  const { leadId } = read
  const { valuation } = read.body
  if (leadId === null) {
    // Some brands send the valuation before a lead exists: there is nothing to attach it to.
    context.log(`valuation for ${context.tenant} received without lead_id: not stored`)
    return sendAnswer(res, path, 200, { success: true })
  }
  const stored = await context.leads.updateSteps(context.tenant, leadId, {
    step: 'valuation',
    value: toJson({ valuation, at: context.clock().toISOString() }),
  })
  if (!stored) return send(res, 404, { message: serviceMessages.unknownLead })
  sendAnswer(res, path, 200, { success: true })
}

const routes = {
  'GET /api/test-drive/availability': availability,
  'POST /api/youx/quote': quote,
  'POST /api/trade-in/rego-lookup': regoLookup,
  'POST /api/trade-in/adjustments': adjustments,
  'POST /api/trade-in/offer-accepted': offerAccepted,
  'POST /api/miscellaneous': miscellaneous,
} as const satisfies Readonly<Partial<Record<SiteRouteKey, Handler>>>

/** The routes of the test-drive, finance and trade-in endpoints. */
export type ServiceEndpointKey = keyof typeof routes

/**
 * The endpoints of test-drive booking, finance quotes and the trade-in flow (spec sections 4 "Trade-in flow
 * steps" and 7 "Calls"), by route:
 * - `GET /api/test-drive/availability?location_id=&from=YYYY-MM-DD` → `{ days }` (400 for an unknown location);
 * - `POST /api/youx/quote` → `{ weeklyRepaymentAmount, advertisedRate, comparisonRate }` (400, or 502 when the
 *   quote service fails; the page ignores failures);
 * - `POST /api/trade-in/rego-lookup` `{ lead_id?, rego, regoState }` → `{ rego, state, year, make, model, variant?,
 *   vin?, offer }`, or 404 with the not-found message; stores step 'rego' on the lead, and when the lead already has
 *   its adjustment answers (the spec's order: lead, adjustments, rego lookup) values the car and stores step
 *   'offer'; `offer` is `{ offer_price, reason, … }` or null (no answers yet, or the valuation failed);
 * - `POST /api/trade-in/adjustments` `{ id, adjustmentAnswers, vehicle? }` → `{ offer_price, reason, … }`;
 *   stores step 'adjustments' and, once the car is known (rego step, or `vehicle` `{ year, make, model, km? }`
 *   typed by hand), step 'offer'; before that `{ offer_price: null, reason: 'awaiting-vehicle', message }`. The
 *   km is the typed one, else the odometer answer's band ({@link tradeInOfLead});
 * - `POST /api/trade-in/offer-accepted` `{ lead_id, form_completed, offer_accepted }` → `{ success: true }`;
 *   subcategory '3. Offer Accepted', form completed, offer accepted;
 * - `POST /api/miscellaneous` `{ lead_id?, column_name: 'valuation', valuation }` → `{ success: true }`; stores
 *   step 'valuation'.
 *
 * Bodies are JSON objects of at most 8 KB; lead ids are UUIDs; a lead of another tenant answers 404 like one that
 * does not exist (another method is answered 405 by the route table before it gets here). The POSTs count against
 * the client's budget (`limits.perClient`): past it, 429 with Retry-After and no outside call.
 * @example http.createServer(endpointListener(serviceEndpoints({ tenant, locations, leads, appointments, providers })))
 */
export function serviceEndpoints(context: ServiceEndpointContext): Endpoints<ServiceEndpointKey> {
  return endpointsOf(
    routes,
    (handle: Handler, key) => (req, res, url) => answer(req, res, url, context, key, handle),
  )
}

async function answer(
  req: IncomingMessage,
  res: ServerResponse,
  url: URL,
  context: ServiceEndpointContext,
  key: ServiceEndpointKey,
  handle: Handler,
): Promise<void> {
  const decision = key.startsWith('POST ')
    ? await context.limits?.perClient.take(
        `services:${context.tenant}:${clientAddress(req, { trustProxy: context.trustProxy ?? false })}`,
      )
    : undefined
  if (decision && !decision.allowed) {
    req.resume()
    res.setHeader('retry-after', String(decision.retryAfterSeconds))
    return send(res, 429, { message: serviceMessages.tooMany })
  }
  const full: Context = {
    ...context,
    clock: context.clock ?? (() => new Date()),
    log: context.log ?? ((message: string) => console.error(message)),
  }
  try {
    await handle(req, res, url, full)
  } catch (error) {
    full.log(`${req.method ?? 'GET'} ${url.pathname} failed for ${context.tenant}: ${String(error)}`)
    if (!res.headersSent) send(res, 500, { message: serviceMessages.failed })
    else res.end()
  }
}
