import { z } from 'zod'
import type { FieldErrors } from './form-types.js'
import { formNames } from './form-types.js'
import { honeypotField } from './honeypot.js'

const value = z.union([z.string().max(5000), z.boolean()])

/**
 * The body of `POST /api/leads`, as the server accepts it. The browser sends what the shopper typed
 * and where they were; the server validates `values` again with `validateForm` and builds the lead
 * payload itself from its own tenant configuration, its own copy of the car (found by `car_id`) and
 * the request's User-Agent header, so nothing the browser claims about the car or the tenant is
 * trusted.
 *
 * - `form`: which form (`FormName`).
 * - `idempotency_key`: a UUID made once per submission and sent again on every retry; the server
 *   stores the first lead per (tenant, key) and answers repeats with the same `lead_id`.
 * - `values`: the form's values as typed (at most 100 entries, strings up to 5000 characters).
 * - `car_id`: the car the lead is about, if any.
 * - `url`, `visited_pages`, `linked_query_params`: the page and visit (spec §3 lead payload).
 * - `website`: the honeypot; must be empty or absent.
 *
 * Unknown keys are dropped. The server reads bodies with `readLeadRequest`, the same rules without zod's cost per
 * request, kept in agreement with this schema by a test.
 * @example leadRequestSchema.parse({ form: 'enquiry', idempotency_key: crypto.randomUUID(), values: {}, url: 'https://dealer.example/' })
 */
export const leadRequestSchema = z.object({
  form: z.enum(formNames),
  idempotency_key: z.uuid(),
  values: z
    .record(z.string().max(100), value)
    .refine((values) => Object.keys(values).length <= 100, { message: 'Too many values' }),
  car_id: z
    .union([z.number().int().nonnegative(), z.string().trim().min(1).max(100)])
    .nullable()
    .optional(),
  url: z.string().trim().min(1).max(2048),
  visited_pages: z.array(z.string().max(2048)).max(100).default([]),
  linked_query_params: z.record(z.string().max(100), z.string().max(2048)).default({}),
  [honeypotField]: z.literal('', { message: 'Leave this field empty' }).optional(),
})

/**
 * A lead request as the server reads it (output of `leadRequestSchema`).
 * @example const request: LeadRequest = { form: 'enquiry', idempotency_key: '…', values: {}, url: '/', visited_pages: [], linked_query_params: {} }
 */
export interface LeadRequest {
  form: (typeof formNames)[number]
  idempotency_key: string
  values: Record<string, string | boolean>
  car_id?: number | string | null
  url: string
  visited_pages: string[]
  linked_query_params: Record<string, string>
  /** The honeypot input's value, sent as it is; the server refuses the request unless it is empty. */
  website?: string
}

/**
 * What a page hands to `createLeadClient().submit`: a lead request without its idempotency key, which
 * the client makes.
 * @example const submission: LeadSubmission = { form: 'test-drive', values, car_id: 42, url: location.href, visited_pages: [], linked_query_params: {} }
 */
export type LeadSubmission = Omit<LeadRequest, 'idempotency_key'>

/**
 * Answer of the lead endpoint when the lead was stored (200 or 201): the public lead id.
 * @example const answer: LeadAcceptedResponse = { lead_id: '8c1d…' }
 */
export interface LeadAcceptedResponse {
  lead_id: string
}

/**
 * Answer of the lead endpoint when it was refused: 400 with a message and the first error of each
 * field (`validateForm`'s errors, header 'Please fix the following errors:'); 429 and 5xx with a
 * message only.
 * @example const answer: LeadErrorResponse = { message: 'Please fix the following errors:', errors: { postcode: '…' } }
 */
export interface LeadErrorResponse {
  message: string
  errors?: FieldErrors
}
