import { leadRequestSchema } from '@forecourt/lead-client'
import { z } from 'zod'

/** A car id as forms send it: a whole number, or its digits as text (a query parameter passed on). */
const carId = z.union([
  z.number().int().safe(),
  z
    .string()
    .trim()
    .regex(/^\d{1,15}$/)
    .transform(Number),
])

/** A one-time code as typed: six digits, spaces allowed; a number when a form sent it as one. */
const oneTimeCode = z.union([z.string().max(20), z.number().int().nonnegative()])

/** A lead id field: the id (a UUID, checked by the endpoint), or left out. */
const leadId = z.string().max(64).nullable().optional()

/** A number as a form sends it: a number, or text the endpoint reads as one. */
const numeric = z.union([z.number(), z.string().max(32)])

/** Text that is only kept when it is text: anything else is read as absent, never refused. */
const optionalText = (max: number) => z.string().max(max).nullable().optional().catch(undefined)

/**
 * The body of the endpoints that take a card (reserve and buy online, online payment): the form's values, the card
 * as typed (handed to the payment provider only, never stored or logged), the idempotency key and the page.
 * @example paidFormRequestSchema.extend({ car_id: z.number() })
 */
export const paidFormRequestSchema = z.object({
  idempotency_key: z.uuid(),
  values: z.record(z.string().max(100), z.union([z.string().max(2000), z.boolean()])),
  card: z.object({
    number: z.string().max(40),
    expiry: z.string().max(10),
    cvc: z.string().max(6),
    name: z.string().max(100),
  }),
  url: z.string().max(2048).default(''),
})

/**
 * The body of every POST of a tenant's site, by path: what the browser's typed client may send, and the shape each
 * endpoint reads before its own checks (which keep the spec's messages: a wrong type is answered with the same
 * message as a wrong value). Keys not listed are dropped.
 * @example postBodies['/api/sign-in/code'].parse({ destination: 'jo@example.com' })
 */
export const postBodies = {
  '/api/leads': leadRequestSchema,
  '/api/reservations': paidFormRequestSchema.extend({
    car_id: z.union([z.number().int().positive(), z.string().trim().min(1).max(200)]),
  }),
  '/api/online-payment': paidFormRequestSchema,
  '/api/spin-to-win': z.object({
    url: z
      .string()
      .transform((url) => url.slice(0, 2048))
      .optional()
      .catch(undefined),
  }),
  '/api/sign-in/code': z.object({ destination: z.string().max(320) }),
  '/api/sign-in/verify': z.object({ destination: z.string().max(320), code: oneTimeCode }),
  '/api/sign-out': z.object({}),
  '/api/account/phone': z.object({ phone: z.string().max(40), code: oneTimeCode.optional() }),
  '/api/watchlist/save-car': z.object({ car_id: carId, phone_number: z.string().max(40).optional() }),
  '/api/watchlist/remove-car': z.object({ car_id: carId, phone_number: z.string().max(40).optional() }),
  '/api/youx/quote': z.object({
    purchasePrice: numeric,
    loanTerm: numeric.optional(),
    selfAssessedCreditScore: z.string().max(20).optional(),
    year: numeric.nullable().optional(),
    vin: optionalText(100),
    nvic: optionalText(100),
    whoIsHelping: optionalText(200),
  }),
  '/api/trade-in/rego-lookup': z.object({
    lead_id: leadId,
    rego: z.string().max(40),
    regoState: z.string().max(10),
  }),
  '/api/trade-in/adjustments': z.object({
    id: z.string().max(64),
    adjustmentAnswers: z.record(z.string().max(100), z.string().max(100)),
    // The car typed by hand: each field that is not usable is left out, the others kept.
    vehicle: z
      .object({
        year: numeric.optional().catch(undefined),
        make: z.string().max(100).optional().catch(undefined),
        model: z.string().max(100).optional().catch(undefined),
        km: numeric.optional().catch(undefined),
      })
      .optional()
      .catch(undefined),
  }),
  '/api/trade-in/offer-accepted': z.object({
    lead_id: z.string().max(64),
    form_completed: z.boolean().optional().catch(undefined),
    offer_accepted: z.literal(true),
  }),
  '/api/miscellaneous': z.object({
    lead_id: leadId,
    column_name: z.literal('valuation'),
    // Stored as JSON as sent; its values are not walked here (a deeply nested one must not exhaust the stack).
    valuation: z.record(z.string().max(100), z.unknown()),
  }),
  // The dealership and website are the car's and the tenant's on the server: what the browser says of them is not read.
  '/api/phone-reveal': z.object({
    car_id: carId,
    dealership_id: z
      .union([z.number(), z.string().max(64)])
      .nullable()
      .optional()
      .catch(undefined),
    website_id: z
      .union([z.number(), z.string().max(64)])
      .nullable()
      .optional()
      .catch(undefined),
  }),
  '/api/events': z.object({
    event: z.union([
      z.number().int().min(1).max(999),
      z
        .string()
        .regex(/^\d{1,3}$/)
        .transform(Number),
    ]),
    car_id: carId.nullable().optional().catch(undefined),
  }),
} as const

/** The path of a POST of a tenant's site. */
export type PostPath = keyof typeof postBodies

/**
 * What the browser sends to a POST (the schema's input): a renamed or mistyped field fails `tsc`.
 * @example const body: PostBody<'/api/sign-in/code'> = { destination: 'jo@example.com' }
 */
export type PostBody<P extends PostPath> = z.input<(typeof postBodies)[P]>

/**
 * What an endpoint reads once the body has passed its schema (ids as numbers, defaults filled in).
 * @example const read: ParsedPostBody<'/api/watchlist/save-car'> = { car_id: 8, phone_number: '0412 345 678' }
 */
export type ParsedPostBody<P extends PostPath> = z.output<(typeof postBodies)[P]>

/** A body read by its schema, or the first field it refused and why. */
export type PostBodyReading<P extends PostPath> =
  { ok: true; body: ParsedPostBody<P> } | { ok: false; field: string; issue: string }

/**
 * Reads a JSON object (already parsed from the request) by the schema of its POST. The first field refused is
 * named, so the endpoint can answer with its own message for that field (`''` when the body as a whole is wrong).
 * @example parsePostBody('/api/sign-in/code', { destination: 5 }) // { ok: false, field: 'destination', issue: '…' }
 */
export function parsePostBody<P extends PostPath>(path: P, value: unknown): PostBodyReading<P> {
  const schema: z.ZodType = postBodies[path]
  const parsed = schema.safeParse(value)
  // TypeScript does not tie a generic path to its own schema's output; the schema read is the path's.
  if (parsed.success) return { ok: true, body: parsed.data as ParsedPostBody<P> }
  const [first] = parsed.error.issues
  return { ok: false, field: String(first?.path[0] ?? ''), issue: first?.message ?? 'Invalid request' }
}
