import { createHash } from 'node:crypto'
import type { ServerResponse } from 'node:http'
import type { PostAnswers, PostPath } from '@forecourt/site-api'
import type { LeadStore, StoredLead } from '@forecourt/site-storage'
import { sendAnswer, sendJson } from '../http/responses'

/** What a client that reuses an idempotency key for another request reads (answered with 409). */
export const idempotencyMessages = {
  keyReused:
    'This request was already sent with different details. Please reload the page and send it again.',
} as const

/** JSON with object keys in one order, so the same request always gives the same text. */
function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`
  if (value && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>)
      .filter(([, item]) => item !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
    return `{${entries.map(([key, item]) => `${JSON.stringify(key)}:${canonicalJson(item)}`).join(',')}}`
  }
  return JSON.stringify(value) ?? 'null'
}

/**
 * The fingerprint of a request body, as the IETF Idempotency-Key draft and Stripe bind a key to its request: a
 * SHA-256 of the body's canonical JSON. Fields in `omit` are left out; payments leave out the card, whose number is
 * never stored in any form (a hash of a card number is card data too).
 * @example requestFingerprint({ b: 1, a: 2 }) === requestFingerprint({ a: 2, b: 1 }) // true
 */
export function requestFingerprint(body: Record<string, unknown>, omit: readonly string[] = []): string {
  const kept = Object.fromEntries(Object.entries(body).filter(([key]) => !omit.includes(key)))
  return `sha256:${createHash('sha256').update(canonicalJson(kept), 'utf8').digest('base64url')}`
}

/** What an idempotency key already stood for: the same request (a retry) or another one. */
export type EarlierUse = { kind: 'repeat'; lead: StoredLead } | { kind: 'conflict'; lead: StoredLead }

/**
 * Whether a lead stored with the key answers this request: a repeat when it was stored from the same request (or
 * before fingerprints were kept), a conflict when the key was first used for another request.
 * @example earlierUseOf(stored, fingerprint).kind // 'repeat'
 */
export function earlierUseOf(lead: StoredLead, fingerprint: string): EarlierUse {
  if (lead.requestFingerprint !== null && lead.requestFingerprint !== fingerprint)
    return { kind: 'conflict', lead }
  return { kind: 'repeat', lead }
}

/**
 * Looks up an idempotency key before a request does anything (holds a car, charges a card, books a slot), so a
 * retry is answered with what the first request did and a reused key with another body is refused. Null for a
 * key not used yet.
 * @example const earlier = await earlierUse(storage.leads, tenant, request.idempotency_key, fingerprint)
 */
export async function earlierUse(
  leads: LeadStore,
  tenant: string,
  idempotencyKey: string,
  fingerprint: string,
): Promise<EarlierUse | null> {
  const lead = await leads.findByIdempotencyKey(tenant, idempotencyKey)
  return lead ? earlierUseOf(lead, fingerprint) : null
}

/**
 * Answers a request whose key was used before: 409 with {@link idempotencyMessages.keyReused} for another request,
 * else 200 with what the first request was answered (built from its stored lead, typed by the route's answer).
 * @example if (earlier) return (answerEarlierUse(res, earlier, '/api/leads', (lead) => ({ lead_id: lead.id })), true)
 */
export function answerEarlierUse<P extends PostPath>(
  res: ServerResponse,
  use: EarlierUse,
  path: P,
  answer: (lead: StoredLead) => PostAnswers[P],
): void {
  if (use.kind === 'conflict') sendJson(res, 409, { message: idempotencyMessages.keyReused }, 'no-store')
  else sendAnswer(res, path, 200, answer(use.lead))
}
