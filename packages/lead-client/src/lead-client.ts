import type { FieldErrors } from './form-types.js'
import type { LeadRequest, LeadSubmission } from './lead-request.js'
import { messages } from './messages.js'
import { defaultOutboxKey, type LeadStorage, readOutbox, writeOutbox } from './outbox.js'
import { randomUuid } from './random-id.js'
import { backoffDelay, defaultRetryPolicy, retryAfterMs, type RetryPolicy } from './retry.js'

/**
 * The part of a fetch response the client reads; the browser's and Node's `Response` fit.
 * @example const response: LeadFetchResponse = await fetch('/api/leads', init)
 */
export interface LeadFetchResponse {
  status: number
  headers: { get(name: string): string | null }
  json(): Promise<unknown>
}

/**
 * The fetch the client calls; the global `fetch` fits, and so does a test fake.
 * @example const send: LeadFetch = (url, init) => fetch(url, init)
 */
export type LeadFetch = (
  url: string,
  init: { method: 'POST'; headers: Record<string, string>; body: string },
) => Promise<LeadFetchResponse>

/**
 * Options of `createLeadClient`; every one has a default.
 * @example const options: LeadClientOptions = { storage: localStorage, retry: { attempts: 3 } }
 */
export interface LeadClientOptions {
  /**
   * Where leads are posted.
   * @default '/api/leads'
   */
  endpoint?: string
  /**
   * The fetch to call.
   * @default globalThis.fetch
   */
  fetch?: LeadFetch
  /** Where unsent leads wait (`localStorage` in the browser); without it nothing outlives the page. */
  storage?: LeadStorage
  /**
   * Storage key of the outbox.
   * @default 'forecourt:lead-outbox'
   */
  outboxKey?: string
  /**
   * Retry policy; missing parts take the defaults.
   * @default { attempts: 4, baseDelayMs: 500, maxDelayMs: 8000 }
   */
  retry?: Partial<RetryPolicy>
  /**
   * Leads older than this are dropped from the outbox rather than sent late (the shopper has
   * probably called or enquired again by then).
   * @default 604800000 (7 days)
   */
  outboxMaxAgeMs?: number
  /**
   * Waits between attempts.
   * @default setTimeout-based
   */
  sleep?: (ms: number) => Promise<void>
  /**
   * Makes idempotency keys.
   * @default randomUuid (crypto.randomUUID when available)
   */
  randomId?: () => string
  /**
   * Jitter source, 0 to 1.
   * @default Math.random
   */
  random?: () => number
  /**
   * Clock in epoch ms (outbox age, Retry-After dates).
   * @default Date.now
   */
  now?: () => number
}

/**
 * What a submission came to. On failure `message` is the server's message, else 'An unexpected error
 * occured' (spec §8), `fieldErrors` the server's per-field errors of a 400, and `queued` says the
 * lead is kept in the outbox and will be resent by `flushOutbox`.
 * @example const result: LeadResult = { ok: false, message: 'An unexpected error occured', queued: true }
 */
export type LeadResult =
  { ok: true; leadId: string } | { ok: false; message: string; fieldErrors?: FieldErrors; queued: boolean }

/**
 * A lead client: submits leads and keeps unsent ones for the next visit.
 * @example const client: LeadClient = createLeadClient({ storage: localStorage })
 */
export interface LeadClient {
  /** Sends a lead with a new idempotency key, retrying network errors, 408, 429 and 5xx answers. */
  submit: (submission: LeadSubmission) => Promise<LeadResult>
  /** Resends every lead left in the outbox (call it on the next visit), one after another. */
  flushOutbox: () => Promise<{ request: LeadRequest; result: LeadResult }[]>
  /** The leads waiting in the outbox, oldest first. */
  pending: () => LeadRequest[]
}

type Outcome =
  | { kind: 'accepted'; leadId: string }
  | { kind: 'rejected'; message: string | null; fieldErrors: FieldErrors | null }
  | { kind: 'retry'; message: string | null; waitMs: number | null }

const weekMs = 7 * 24 * 60 * 60 * 1000

/**
 * A lead submission client for the browser (spec §4 multi-step form "on the last step submit the
 * lead"; §8 "shows the returned error, else 'An unexpected error occured'"). Each submission gets one
 * idempotency key, reused on every retry, so the server stores the lead once however often it
 * arrives. Before the first attempt the request is written to the outbox in `storage`; it leaves the
 * outbox when the server accepted it (2xx with a lead_id) or refused it (4xx), so a lead lost to a
 * dropped connection or a closed tab is sent again by `flushOutbox()` on the next visit. Network
 * errors, 408, 429 and 5xx are retried with exponential backoff and jitter, honouring Retry-After
 * (a wait longer than `maxDelayMs` stops retrying for now; the lead stays queued); other 4xx never are.
 * @example
 * const client = createLeadClient({ storage: localStorage })
 * void client.flushOutbox()
 * const result = await client.submit({ form: 'enquiry', values, car_id: car.id, url: location.href, visited_pages, linked_query_params })
 */
export function createLeadClient(options: LeadClientOptions = {}): LeadClient {
  const endpoint = options.endpoint ?? '/api/leads'
  const send = options.fetch ?? globalFetch
  const storage = options.storage
  const key = options.outboxKey ?? defaultOutboxKey
  const policy: RetryPolicy = { ...defaultRetryPolicy, ...options.retry }
  const sleep = options.sleep ?? defaultSleep
  const randomId = options.randomId ?? randomUuid
  const random = options.random ?? Math.random
  const now = options.now ?? Date.now
  const maxAgeMs = options.outboxMaxAgeMs ?? weekMs
  const inFlight = new Set<string>()

  function freshEntries() {
    const entries = readOutbox(storage, key)
    const fresh = entries.filter((entry) => now() - entry.queuedAt <= maxAgeMs)
    if (fresh.length !== entries.length) writeOutbox(storage, key, fresh)
    return fresh
  }

  function dequeue(idempotencyKey: string): void {
    const entries = readOutbox(storage, key)
    const rest = entries.filter((entry) => entry.request.idempotency_key !== idempotencyKey)
    if (rest.length !== entries.length) writeOutbox(storage, key, rest)
  }

  async function attempt(request: LeadRequest): Promise<Outcome> {
    let response: LeadFetchResponse
    try {
      response = await send(endpoint, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          accept: 'application/json',
          'idempotency-key': request.idempotency_key,
        },
        body: JSON.stringify(request),
      })
    } catch {
      return { kind: 'retry', message: null, waitMs: null }
    }
    const body = await response.json().catch(() => null)
    const { status } = response
    const leadId = readLeadId(body)
    if (status >= 200 && status < 300 && leadId !== null) return { kind: 'accepted', leadId }
    if (status >= 400 && status < 500 && status !== 408 && status !== 429) {
      return { kind: 'rejected', message: readMessage(body), fieldErrors: readFieldErrors(body) }
    }
    return {
      kind: 'retry',
      message: readMessage(body),
      waitMs: retryAfterMs(response.headers.get('retry-after'), now()),
    }
  }

  async function deliver(request: LeadRequest): Promise<LeadResult> {
    inFlight.add(request.idempotency_key)
    try {
      let message: string | null = null
      for (let attemptNumber = 1; attemptNumber <= policy.attempts; attemptNumber += 1) {
        const outcome = await attempt(request)
        if (outcome.kind === 'accepted') {
          dequeue(request.idempotency_key)
          return { ok: true, leadId: outcome.leadId }
        }
        if (outcome.kind === 'rejected') {
          dequeue(request.idempotency_key)
          const result: LeadResult = {
            ok: false,
            message: outcome.message ?? messages.unexpectedError,
            queued: false,
          }
          if (outcome.fieldErrors) result.fieldErrors = outcome.fieldErrors
          return result
        }
        message = outcome.message ?? message
        if (attemptNumber === policy.attempts) break
        const waitMs = outcome.waitMs ?? backoffDelay(attemptNumber, policy, random)
        if (waitMs > policy.maxDelayMs) break
        await sleep(waitMs)
      }
      return { ok: false, message: message ?? messages.unexpectedError, queued: true }
    } finally {
      inFlight.delete(request.idempotency_key)
    }
  }

  return {
    submit(submission) {
      const request: LeadRequest = { ...submission, idempotency_key: randomId() }
      writeOutbox(storage, key, [...freshEntries(), { request, queuedAt: now() }])
      return deliver(request)
    },
    async flushOutbox() {
      const results: { request: LeadRequest; result: LeadResult }[] = []
      for (const { request } of freshEntries()) {
        if (inFlight.has(request.idempotency_key)) continue
        results.push({ request, result: await deliver(request) })
      }
      return results
    },
    pending() {
      return freshEntries().map((entry) => entry.request)
    },
  }
}

const globalFetch: LeadFetch = (url, init) => {
  const fetch = (globalThis as { fetch?: LeadFetch }).fetch
  if (typeof fetch !== 'function') return Promise.reject(new TypeError('fetch is not available'))
  return fetch(url, init)
}

function defaultSleep(ms: number): Promise<void> {
  const timers = globalThis as unknown as { setTimeout: (callback: () => void, ms: number) => unknown }
  return new Promise((resolve) => {
    timers.setTimeout(resolve, ms)
  })
}

function field(body: unknown, name: string): unknown {
  return typeof body === 'object' && body !== null ? (body as Record<string, unknown>)[name] : undefined
}

function readLeadId(body: unknown): string | null {
  const leadId = field(body, 'lead_id')
  if (typeof leadId === 'number') return String(leadId)
  return typeof leadId === 'string' && leadId !== '' ? leadId : null
}

function readMessage(body: unknown): string | null {
  const message = field(body, 'message')
  return typeof message === 'string' && message.trim() !== '' ? message : null
}

function readFieldErrors(body: unknown): FieldErrors | null {
  const errors = field(body, 'errors')
  if (typeof errors !== 'object' || errors === null) return null
  const entries = Object.entries(errors).filter(
    (entry): entry is [string, string] => typeof entry[1] === 'string',
  )
  return entries.length > 0 ? Object.fromEntries(entries) : null
}
