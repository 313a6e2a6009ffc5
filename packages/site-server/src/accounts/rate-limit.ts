import {
  checkBudget,
  memoryRateLimitStore,
  type RateDecision,
  type RateLimitStore,
} from '@forecourt/site-storage'
import type { Clock } from './types'

export type { RateDecision }

/** One budget (leads per client, codes per tenant…) counted per key (a client address, a tenant). */
export interface RateLimiter {
  /** Counts one request for the key and says whether it is allowed. Refused requests are not counted. */
  take(key: string): Promise<RateDecision>
  /** Uncounts an allowed request that did nothing after all (another budget refused it, or it was a copy). */
  giveBack(key: string): Promise<void>
}

/** Settings of {@link createRateLimiter}. */
export interface RateLimiterOptions {
  /** The budget's name, prefixed to every key, so budgets sharing one store never count each other's requests. */
  name: string
  /** Requests allowed per key per window. */
  limit: number
  /** Length of a window in milliseconds. */
  windowMs: number
  /**
   * Where the counts live. The site server passes its storage's, so every process shares one budget and a restart
   * forgets nothing.
   * @defaultValue a store in this process's memory (for tests and tools)
   */
  store?: RateLimitStore
  /** Where "now" comes from: the real clock (never the demo clock), or a test's. */
  clock?: Clock
}

/**
 * A fixed-window rate limiter for per-client and per-tenant budgets of sign-in codes, leads, paid outside calls and
 * the like. Settings are checked here, so a bad budget fails at start-up rather than on the first request.
 * @example
 * const perClient = createRateLimiter({ name: 'leads-per-client', limit: 20, windowMs: 60_000, store })
 * const { allowed, retryAfterSeconds } = await perClient.take(`${tenant}:${address}`)
 * if (!allowed) res.setHeader('retry-after', String(retryAfterSeconds))
 */
export function createRateLimiter(options: RateLimiterOptions): RateLimiter {
  const { name, limit, windowMs } = options
  checkBudget({ limit, windowMs })
  if (!name || name.includes('|')) throw new Error(`name must be a non-empty word without "|", got "${name}"`)
  const store = options.store ?? memoryRateLimitStore()
  const clock = options.clock ?? (() => new Date())
  return {
    take: (key) => store.take(`${name}|${key}`, { limit, windowMs }, clock()),
    giveBack: (key) => store.giveBack(`${name}|${key}`, clock()),
  }
}

/**
 * Counts one request against several budgets at once, all or none: the takes go together (so the storage counts
 * them in one statement), and when any refuses, the ones that allowed are given back, so a refused request costs
 * nothing. Answers the refusing budget (the first in the order given) with its decision, or null when every one
 * allowed.
 * @example
 * const refused = await takeEvery([[limits.leadsPerClient, client], [limits.leadsPerTenant, tenant]])
 * if (refused) res.setHeader('retry-after', String(refused.decision.retryAfterSeconds))
 */
export async function takeEvery(
  budgets: readonly (readonly [limiter: RateLimiter, key: string])[],
): Promise<{ index: number; decision: RateDecision } | null> {
  const decisions = await Promise.all(budgets.map(([limiter, key]) => limiter.take(key)))
  const index = decisions.findIndex((decision) => !decision.allowed)
  if (index === -1) return null
  await Promise.all(
    budgets.filter((_, at) => decisions[at]?.allowed).map(([limiter, key]) => limiter.giveBack(key)),
  )
  return { index, decision: decisions[index] as RateDecision }
}
