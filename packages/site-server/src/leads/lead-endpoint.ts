import type { IncomingMessage, ServerResponse } from 'node:http'
import {
  buildLeadPayload,
  formContextFor,
  messages,
  readLeadRequest,
  validateForm,
  type FormName,
  type FormsConfig,
  type LeadCar,
} from '@forecourt/lead-client'
import type { AppointmentStore, LeadStore, StoredLead } from '@forecourt/site-storage'
import { carName } from '@forecourt/stock-rules'
import type { CarRecord } from '@forecourt/tenant-config'
import { accountMessages, clientAddress, takeEvery, type RateLimiter } from '../accounts'
import { sendAnswer, sendJson } from '../http/responses'
import type { Endpoints } from '../http/endpoints'
import { readJsonObject } from '../http/request-body'
import { answerEarlierUse, earlierUse, earlierUseOf, requestFingerprint } from './idempotency'

/** The largest lead body accepted: 32 KB (a comment is at most a few thousand characters). */
export const maxLeadBodyBytes = 32 * 1024

/** Answers of the lead endpoint that are not a field's own message. */
export const leadEndpointMessages = {
  tooMany: 'You have sent a lot of enquiries in a short time. Please wait a minute and try again.',
  busy: 'We are receiving a lot of enquiries right now. Please try again in a minute.',
  unknownCar: 'That car is no longer listed. Please choose another car or send a general enquiry.',
  unknownLocation: 'Please choose one of our locations.',
  slotTaken: 'That test-drive time has just been taken. Please choose another time.',
  tooManyTestDrives:
    'You have booked several test drives in the last day. Please call the dealership to book another.',
  badRequest: 'The enquiry could not be read. Please reload the page and try again.',
} as const

/** One tenant's side of the lead endpoint. */
export interface LeadEndpointContext {
  tenant: string
  forms: FormsConfig
  /** A car of the tenant's stock by id or slug; null when the tenant lists no such car. */
  car(idOrSlug: number | string): CarRecord | null
  /** The tenant's autograb switch, copied into every lead (spec §3 autogauge_enabled). */
  autogaugeEnabled: boolean
  leads: LeadStore
  appointments: AppointmentStore
  /** Whether a test-drive time is one of the location's free times now. */
  isBookable(locationId: number, startsAt: Date): Promise<boolean>
  /** Today in the dealer's time zone, YYYY-MM-DD (booking dates before it are refused). */
  today(): string
  /**
   * Leads per client, then per tenant (a client is held to its own share before the tenant's ceiling is counted);
   * test-drive bookings per client and per shopper.
   */
  limits: { perClient: RateLimiter; perTenant: RateLimiter; testDrives: RateLimiter }
  trustProxy?: boolean
  /** Told of every newly stored lead (to nudge CRM delivery). */
  onStored?: (lead: StoredLead) => void
  log: (message: string) => void
  /**
   * Whether a form's page is gated for this tenant (finance, trade-in): its leads then need a signed-in shopper,
   * whatever page the request says it came from.
   */
  signInRequired?: (form: FormName) => boolean
  /** Whether the request carries a signed-in shopper's session. */
  signedIn?: (req: IncomingMessage) => Promise<boolean>
}

/** The car as a lead sees it: the server's own copy, never the browser's. */
export function leadCarOf(car: CarRecord): LeadCar {
  return {
    id: car.id,
    slug: car.slug,
    name: carName(car),
    ...(car.year ? { year: car.year } : {}),
    make: car.make,
    model: car.model,
    car_type: car.car_type,
    status: car.status,
    tag: car.tag ?? null,
    stocknum: car.stocknum ?? null,
    dealership_id: car.dealership_id ?? null,
    dealership_slug: car.dealership_slug ?? null,
    primary_image_url: car.primary_image_url ?? null,
  }
}

function header(req: IncomingMessage, name: string): string {
  const value = req.headers[name]
  return (Array.isArray(value) ? value[0] : value) ?? ''
}

/**
 * POST /api/leads: validates with the same schemas as the browser (the server never trusts the client), stores the
 * lead before it answers, answers a repeated idempotency key with the first lead, refuses a filled honeypot, limits
 * the rate per client and per tenant, and takes the tenant from the Host (this context), never from the body.
 * Answers 201 { lead_id } (200 on a repeat of the same request), 400 { message, errors }, 401 for a form whose
 * page the tenant gates when no shopper is signed in, 404, 409 (also for an
 * idempotency key reused with another body), 413, 415 or 429 { message }.
 */
export function leadEndpoints(context: LeadEndpointContext): Endpoints<'POST /api/leads'> {
  return { 'POST /api/leads': (req, res, url) => receiveLead(req, res, url, context) }
}

async function receiveLead(
  req: IncomingMessage,
  res: ServerResponse,
  url: URL,
  context: LeadEndpointContext,
): Promise<void> {
  if (!header(req, 'content-type').toLowerCase().startsWith('application/json')) {
    req.resume()
    sendJson(res, 415, { message: leadEndpointMessages.badRequest }, 'no-store')
    return
  }
  const client = clientAddress(req, { trustProxy: context.trustProxy ?? false })
  const refused = await takeEvery([
    [context.limits.perClient, `${context.tenant}:${client}`],
    [context.limits.perTenant, context.tenant],
  ])
  if (refused) {
    req.resume()
    res.setHeader('retry-after', String(refused.decision.retryAfterSeconds))
    const message = refused.index === 0 ? leadEndpointMessages.tooMany : leadEndpointMessages.busy
    sendJson(res, 429, { message }, 'no-store')
    return
  }

  const body = await readJsonObject(req, maxLeadBodyBytes)
  if (!body.ok) {
    sendJson(res, body.status, { message: leadEndpointMessages.badRequest }, 'no-store')
    return
  }
  const read = readLeadRequest(body.body)
  if (!read.ok) {
    // A filled honeypot is a robot: it is told nothing useful and nothing is stored.
    sendJson(
      res,
      400,
      { message: read.honeypot ? messages.unexpectedError : leadEndpointMessages.badRequest },
      'no-store',
    )
    return
  }
  const { request } = read
  if (context.signInRequired?.(request.form) && !(await context.signedIn?.(req))) {
    sendJson(res, 401, { message: accountMessages.signInFirst }, 'no-store')
    return
  }
  // A retry is answered as the first request was, whatever has changed since (its test-drive slot is now its own,
  // its car may be sold). A new lead's key is checked by the insert itself (a conflict answers the stored lead), so
  // the key is only looked up before a refusal: the usual lead costs the database one statement fewer.
  const fingerprint = requestFingerprint(body.body)
  const refuse = async (status: number, answer: Record<string, unknown>) => {
    const earlier = await earlierUse(context.leads, context.tenant, request.idempotency_key, fingerprint)
    if (earlier) answerEarlierUse(res, earlier, '/api/leads', (lead) => ({ lead_id: lead.id }))
    else sendJson(res, status, answer, 'no-store')
    return
  }
  const carRecord =
    request.car_id === undefined || request.car_id === null ? null : context.car(request.car_id)
  if (request.car_id !== undefined && request.car_id !== null && !carRecord)
    return refuse(404, { message: leadEndpointMessages.unknownCar })
  const car = carRecord ? leadCarOf(carRecord) : null
  const locationValue = request.values.location_id
  const locationId =
    typeof locationValue === 'string' && locationValue !== '' ? Number(locationValue) : undefined
  if (locationId !== undefined && !context.forms.locations.some((location) => location.id === locationId))
    return refuse(400, { message: leadEndpointMessages.unknownLocation, errors: {} })
  const formContext = formContextFor(context.forms, request.form, {
    car,
    ...(locationId !== undefined ? { locationId } : {}),
    today: context.today(),
    ...(request.form === 'model-quote'
      ? {
          model: {
            id: String(request.values.model_id ?? ''),
            name: String(request.values.model_name ?? ''),
            vehicle: String(request.values.vehicle ?? ''),
          },
        }
      : {}),
  })
  const validation = validateForm(request.form, request.values, formContext)
  if (!validation.ok) return refuse(400, { message: messages.errorSummaryHeader, errors: validation.errors })
  const values = validation.data
  const slot = request.form === 'test-drive' ? testDriveSlot(values, carRecord, context) : null
  if (slot && !(await context.isBookable(slot.locationId, slot.startsAt)))
    return refuse(409, { message: leadEndpointMessages.slotTaken, errors: {} })
  // A retry of a stored test drive is answered before it counts against the budget again.
  if (slot) {
    const earlier = await earlierUse(context.leads, context.tenant, request.idempotency_key, fingerprint)
    if (earlier) return answerEarlierUse(res, earlier, '/api/leads', (lead) => ({ lead_id: lead.id }))
  }
  const bookingKeys = slot ? testDriveKeys(context, client, values) : []
  const overBookings = slot ? await overTestDriveBudget(context, bookingKeys) : null
  if (overBookings) {
    res.setHeader('retry-after', String(overBookings.retryAfterSeconds))
    sendJson(res, 429, { message: leadEndpointMessages.tooManyTestDrives, errors: {} }, 'no-store')
    return
  }

  const payload = buildLeadPayload({
    form: request.form,
    values,
    car,
    page: {
      url: request.url,
      userAgent: header(req, 'user-agent').slice(0, 512),
      visitedPages: request.visited_pages,
      linkedQueryParams: request.linked_query_params,
    },
    autogaugeEnabled: context.autogaugeEnabled,
  })
  const { lead, created } = await context.leads.insert({
    tenant: context.tenant,
    idempotencyKey: request.idempotency_key,
    requestFingerprint: fingerprint,
    form: request.form,
    category: String(payload.category),
    subcategory: typeof payload.subcategory === 'string' ? payload.subcategory : null,
    carId: carRecord?.id ?? null,
    payload,
    formCompleted: request.form !== 'trade-in',
  })
  if (!created) {
    // Sent twice at once: the other copy was stored first, and counted the booking.
    await Promise.all(bookingKeys.map((key) => context.limits.testDrives.giveBack(key)))
    answerEarlierUse(res, earlierUseOf(lead, fingerprint), '/api/leads', (first) => ({ lead_id: first.id }))
    return
  }
  context.onStored?.(lead)
  if (slot) {
    const booked = await context.appointments.book(context.tenant, { ...slot, leadId: lead.id })
    // The lead is kept either way; the dealer calls to agree another time when the slot went in between.
    if (!booked) context.log(`test drive slot taken after lead ${lead.id} was stored`)
  }
  sendAnswer(res, '/api/leads', 201, { lead_id: lead.id })
}

/** The test-drive budget keys of a booking: the client's, and the shopper's by email and by phone. */
function testDriveKeys(
  context: LeadEndpointContext,
  client: string,
  values: Record<string, unknown>,
): string[] {
  const email = typeof values.email === 'string' ? values.email.trim().toLowerCase() : ''
  // The last 9 digits: 0412 345 678 and +61 412 345 678 are one phone.
  const phone = typeof values.phone === 'string' ? values.phone.replace(/\D/g, '').slice(-9) : ''
  return [`client:${client}`, ...(email ? [`email:${email}`] : []), ...(phone ? [`phone:${phone}`] : [])].map(
    (key) => `${context.tenant}:${key}`,
  )
}

/**
 * Counts a booking against every one of its test-drive budgets, or none (see {@link takeEvery}), so another address
 * or another email alone does not reset the budget and a refused booking costs nothing. The first refusal, or null.
 */
async function overTestDriveBudget(
  context: LeadEndpointContext,
  keys: readonly string[],
): Promise<{ retryAfterSeconds: number } | null> {
  const refused = await takeEvery(keys.map((key) => [context.limits.testDrives, key] as const))
  return refused?.decision ?? null
}

/** The test drive's chosen appointment: the car's location (else the chosen one) and the slot's instant. */
function testDriveSlot(
  values: Record<string, unknown>,
  car: CarRecord | null,
  context: LeadEndpointContext,
): { locationId: number; startsAt: Date } | null {
  const raw = values.booking_slot
  if (typeof raw !== 'string' || raw === '') return null
  const startsAt = new Date(raw)
  if (Number.isNaN(startsAt.valueOf())) return null
  const chosen = typeof values.location === 'string' ? Number(values.location) : undefined
  const locationId = car?.location?.id ?? chosen ?? context.forms.locations[0]?.id
  return locationId === undefined ? null : { locationId, startsAt }
}
