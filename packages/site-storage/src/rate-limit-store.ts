import type { Sql } from './sql'
import type { RateDecision, RateLimitStore } from './storage-types'

/** How often takes sweep finished windows away: the table holds about one minute of ended windows at most. */
const sweepEveryMs = 60_000

/** Checks a budget once, so a bad limit fails at the call that passed it, not as a silent refusal. */
export function checkBudget(budget: { limit: number; windowMs: number }): void {
  if (!Number.isInteger(budget.limit) || budget.limit < 1)
    throw new Error(`limit must be a positive integer, got ${budget.limit}`)
  if (!(budget.windowMs > 0)) throw new Error(`windowMs must be positive, got ${budget.windowMs}`)
}

/** The decision for a window that ends at `endsAt` after counting `count` requests (one past the limit = refused). */
export function decisionOf(count: number, limit: number, endsAt: number, now: number): RateDecision {
  if (count <= limit) return { allowed: true, retryAfterSeconds: 0, remaining: limit - count }
  return { allowed: false, retryAfterSeconds: Math.max(1, Math.ceil((endsAt - now) / 1000)), remaining: 0 }
}

/**
 * Rate limits over SQL, in one statement per request: the key's row is created, restarted when its window has
 * ended, or counted, under the row lock PostgreSQL takes for ON CONFLICT, so servers sharing the database share
 * the budget exactly. The count stops one past the limit, which is how a refusal is told from a last allowed
 * request without counting refused ones.
 * @example
 * const rateLimits = createRateLimitStore(sql, console.error)
 * const decision = await rateLimits.take('leads-per-client|wattle-bay-kia|203.0.113.9',
 *   { limit: 20, windowMs: 60_000 }, new Date())
 */
export function createRateLimitStore(sql: Sql, log: (message: string) => void = () => {}): RateLimitStore {
  let lastSweep = 0
  const sweep = async (now: Date) => {
    lastSweep = now.valueOf()
    const [row] = await sql.query<{ removed: number }>(
      `WITH removed AS (DELETE FROM rate_limits WHERE window_ends_at <= $1 RETURNING 1)
       SELECT count(*)::int AS removed FROM removed`,
      [now],
    )
    return Number(row?.removed ?? 0)
  }
  return {
    take: async (key, budget, now) => {
      checkBudget(budget)
      const at = now.valueOf()
      // The sweep runs beside the request, never in its way; one that fails is tried again a minute later.
      if (at - lastSweep >= sweepEveryMs)
        sweep(now).catch((error: unknown) =>
          log(`rate limits: sweeping ended windows failed: ${String(error)}`),
        )
      const [row] = await sql.query<{ count: number; window_ends_at: Date }>(
        `INSERT INTO rate_limits AS r (key, window_ends_at, count) VALUES ($1, $3, 1)
         ON CONFLICT (key) DO UPDATE SET
           window_ends_at = CASE WHEN r.window_ends_at <= $2 THEN $3 ELSE r.window_ends_at END,
           count = CASE WHEN r.window_ends_at <= $2 THEN 1 ELSE LEAST(r.count + 1, $4 + 1) END
         RETURNING count, window_ends_at`,
        [key, now, new Date(at + budget.windowMs), budget.limit],
      )
      if (!row) throw new Error(`The rate limit of ${key} was not counted`)
      return decisionOf(Number(row.count), budget.limit, new Date(row.window_ends_at).valueOf(), at)
    },
    giveBack: async (key, now) => {
      await sql.query(
        'UPDATE rate_limits SET count = count - 1 WHERE key = $1 AND window_ends_at > $2 AND count > 0',
        [key, now],
      )
    },
    sweep,
  }
}
