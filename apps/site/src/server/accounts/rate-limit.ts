import type { Clock } from './types'

/** The answer of one {@link RateLimiter.take}. */
export interface RateDecision {
  /** True when the request fits in the key's budget (and was counted). */
  allowed: boolean
  /** Seconds until the key's window resets; 0 when allowed. Sent as Retry-After. */
  retryAfterSeconds: number
  /** Requests left in the current window after this one. */
  remaining: number
}

/** Counts requests per key (a client address, a tenant) in fixed windows. */
export interface RateLimiter {
  /** Counts one request for the key and says whether it is allowed. Refused requests are not counted. */
  take(key: string): RateDecision
  /** How many keys are tracked now (memory stays below `maxKeys`). */
  size(): number
}

/** Settings of {@link createRateLimiter}. */
export interface RateLimiterOptions {
  /** Requests allowed per key per window. */
  limit: number
  /** Length of a window in milliseconds. */
  windowMs: number
  /** Where "now" comes from; the system clock by default. */
  clock?: Clock
  /**
   * Most keys kept in memory; past it, finished windows are dropped first, then the oldest windows.
   * @defaultValue 10000
   */
  maxKeys?: number
}

interface Window {
  startedAt: number
  count: number
}

/**
 * A fixed-window rate limiter with bounded memory, for per-client and per-tenant budgets of sign-in codes, leads
 * and the like. Windows live in a Map in order of their start, so finished ones are swept from its front; when
 * more than `maxKeys` keys are live the oldest window is forgotten (that key starts afresh, which only ever
 * errs towards letting a request through).
 * @example
 * const perClient = createRateLimiter({ limit: 10, windowMs: 10 * 60_000 })
 * const { allowed, retryAfterSeconds } = perClient.take(`sign-in:${tenant}:${address}`)
 * if (!allowed) res.setHeader('retry-after', String(retryAfterSeconds))
 */
export function createRateLimiter(options: RateLimiterOptions): RateLimiter {
  const { limit, windowMs } = options
  if (!Number.isInteger(limit) || limit < 1) throw new Error(`limit must be a positive integer, got ${limit}`)
  if (!(windowMs > 0)) throw new Error(`windowMs must be positive, got ${windowMs}`)
  const clock = options.clock ?? (() => new Date())
  const maxKeys = options.maxKeys ?? 10_000
  if (!Number.isInteger(maxKeys) || maxKeys < 1)
    throw new Error(`maxKeys must be a positive integer, got ${maxKeys}`)
  const windows = new Map<string, Window>()

  const sweep = (now: number) => {
    for (const [key, window] of windows) {
      if (now - window.startedAt < windowMs && windows.size <= maxKeys) break
      windows.delete(key)
    }
  }

  return {
    take(key) {
      const now = clock().valueOf()
      let window = windows.get(key)
      if (!window || now - window.startedAt >= windowMs) {
        // A new window goes to the back of the Map, keeping the Map in order of window start.
        windows.delete(key)
        window = { startedAt: now, count: 0 }
        windows.set(key, window)
        if (windows.size > maxKeys) sweep(now)
      }
      if (window.count >= limit) {
        const retryAfterSeconds = Math.max(1, Math.ceil((window.startedAt + windowMs - now) / 1000))
        return { allowed: false, retryAfterSeconds, remaining: 0 }
      }
      window.count += 1
      return { allowed: true, retryAfterSeconds: 0, remaining: limit - window.count }
    },
    size: () => windows.size,
  }
}
