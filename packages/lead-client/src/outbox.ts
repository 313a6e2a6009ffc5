import type { LeadRequest } from './lead-request.js'

/**
 * The part of Web Storage the lead outbox uses; `localStorage` fits, and so does a Map-backed fake.
 * @example const storage: LeadStorage = globalThis.localStorage
 */
export interface LeadStorage {
  getItem(key: string): string | null
  setItem(key: string, value: string): void
  removeItem(key: string): void
}

/**
 * One lead waiting in the outbox, with when it was first queued (epoch ms).
 * @example const entry: OutboxEntry = { request, queuedAt: Date.now() }
 */
export interface OutboxEntry {
  request: LeadRequest
  queuedAt: number
}

/**
 * Default storage key of the outbox. Sites serving several tenants on one origin pass their own.
 * @default 'forecourt:lead-outbox'
 * @example localStorage.getItem(defaultOutboxKey)
 */
export const defaultOutboxKey = 'forecourt:lead-outbox'

/**
 * Leads the outbox keeps at most; past it the oldest are dropped, so storage never fills up.
 * @default 20
 * @example outboxLimit // 20
 */
export const outboxLimit = 20

/** The queued entries; a missing, unreadable or foreign value reads as empty. */
export function readOutbox(storage: LeadStorage | undefined, key: string): OutboxEntry[] {
  try {
    const parsed: unknown = JSON.parse(storage?.getItem(key) ?? '[]')
    return Array.isArray(parsed) ? parsed.filter(isEntry) : []
  } catch {
    return []
  }
}

/** Replaces the queued entries; storage that is full or blocked (private mode) is ignored. */
export function writeOutbox(storage: LeadStorage | undefined, key: string, entries: OutboxEntry[]): void {
  try {
    if (entries.length === 0) storage?.removeItem(key)
    else storage?.setItem(key, JSON.stringify(entries.slice(-outboxLimit)))
  } catch {
    // The submission goes ahead without a safety copy.
  }
}

function isEntry(value: unknown): value is OutboxEntry {
  if (typeof value !== 'object' || value === null) return false
  const entry = value as { request?: { idempotency_key?: unknown; form?: unknown }; queuedAt?: unknown }
  return (
    typeof entry.queuedAt === 'number' &&
    typeof entry.request?.idempotency_key === 'string' &&
    typeof entry.request.form === 'string'
  )
}
