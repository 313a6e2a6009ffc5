import { formNames, type FormName } from './form-types.js'
import { honeypotField } from './honeypot.js'
import type { LeadRequest } from './lead-request.js'

/**
 * Answer of {@link readLeadRequest}: the request as the server reads it, or a refusal that says whether the
 * honeypot was filled (a robot, told nothing useful).
 * @example const read: LeadRequestReading = { ok: false, honeypot: true }
 */
export type LeadRequestReading = { ok: true; request: LeadRequest } | { ok: false; honeypot: boolean }

// RFC 9562 UUIDs (versions 1 to 8 and the nil and max UUIDs), as zod's `z.uuid()` accepts them.
const uuidPattern =
  /^(?:[0-9a-f]{8}-[0-9a-f]{4}-[1-8][0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}|00000000-0000-0000-0000-000000000000|ffffffff-ffff-ffff-ffff-ffffffffffff)$/i
const knownForms: ReadonlySet<string> = new Set(formNames)
const refused = { ok: false, honeypot: false } as const

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value)

/** A record's own entries if every key and value passes, else null. */
function readRecord<Value>(
  value: unknown,
  keyLimit: number,
  read: (entry: unknown) => Value | undefined,
  maxEntries = Infinity,
): Record<string, Value> | null {
  if (!isRecord(value)) return null
  const entries: [string, Value][] = []
  for (const key of Object.keys(value)) {
    const entry = read(value[key])
    if (key.length > keyLimit || entry === undefined) return null
    entries.push([key, entry])
  }
  return entries.length <= maxEntries ? Object.fromEntries(entries) : null
}

const formValue = (value: unknown) =>
  typeof value === 'boolean' || (typeof value === 'string' && value.length <= 5000) ? value : undefined
const pageText = (value: unknown) => (typeof value === 'string' && value.length <= 2048 ? value : undefined)

function readCarId(value: unknown): number | string | null | undefined | false {
  if (value === undefined || value === null) return value
  if (typeof value === 'number') return Number.isSafeInteger(value) && value >= 0 ? value : false
  if (typeof value !== 'string') return false
  const trimmed = value.trim()
  return trimmed.length >= 1 && trimmed.length <= 100 ? trimmed : false
}

/**
 * Reads the body of `POST /api/leads` exactly as {@link leadRequestSchema} describes it (a test keeps the two in
 * agreement), without zod: the server reads every lead, and this check is a fraction of the schema's cost there.
 * Unknown keys are dropped; the visit lists default to empty.
 * @example readLeadRequest(JSON.parse(body)) // { ok: true, request: { form: 'enquiry', … } }
 */
export function readLeadRequest(body: unknown): LeadRequestReading {
  if (!isRecord(body)) return refused
  const honeypot = body[honeypotField]
  if (honeypot !== undefined && honeypot !== '') return { ok: false, honeypot: true }
  const { form, idempotency_key: key, url } = body
  if (typeof form !== 'string' || !knownForms.has(form)) return refused
  if (typeof key !== 'string' || !uuidPattern.test(key)) return refused
  const values = readRecord(body.values, 100, formValue, 100)
  const carId = readCarId(body.car_id)
  const trimmedUrl = typeof url === 'string' ? url.trim() : ''
  if (!values || carId === false || trimmedUrl.length < 1 || trimmedUrl.length > 2048) return refused
  const pages = body.visited_pages === undefined ? [] : body.visited_pages
  if (!Array.isArray(pages) || pages.length > 100 || !pages.every((page) => pageText(page) !== undefined))
    return refused
  const params =
    body.linked_query_params === undefined ? {} : readRecord(body.linked_query_params, 100, pageText)
  if (!params) return refused
  const request: LeadRequest = {
    form: form as FormName,
    idempotency_key: key,
    values,
    url: trimmedUrl,
    visited_pages: [...(pages as string[])],
    linked_query_params: params,
  }
  if (carId !== undefined) request.car_id = carId
  if (honeypot !== undefined) request.website = honeypot
  return { ok: true, request }
}
