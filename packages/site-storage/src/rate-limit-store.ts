import { groupCommit } from './group-commit'
import type { Sql } from './sql'
import type { RateDecision, RateLimitStore } from './storage-types'

/** How often takes sweep finished windows away: the table holds about one minute of ended windows at most. */
const sweepEveryMs = 60_000

/**
 * Checks a budget, so a bad limit fails at the call that passed it (or at a limiter's start), not as a silent
 * refusal. Throws with what is wrong.
 * @example checkBudget({ limit: 20, windowMs: 60_000 }) // passes; a limit of 0 throws
 */
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

/** A key's current window in memory: when it ends and how many requests it has counted (at most one past the limit). */
export interface CountedWindow {
  endsAt: number
  count: number
}

/**
 * Counts one request in a key's window held in memory, starting a new window when there is none or it has ended
 * (a refused request is counted no further than one past the limit). Answers the window to keep and the decision.
 * @example const { window, decision } = countTake(windows.get(key), { limit: 3, windowMs: 10_000 }, Date.now())
 */
export function countTake(
  current: CountedWindow | undefined,
  budget: { limit: number; windowMs: number },
  at: number,
): { window: CountedWindow; fresh: boolean; decision: RateDecision } {
  const fresh = !current || current.endsAt <= at
  const window = fresh ? { endsAt: at + budget.windowMs, count: 0 } : current
  window.count = Math.min(window.count + 1, budget.limit + 1)
  return { window, fresh, decision: decisionOf(window.count, budget.limit, window.endsAt, at) }
}

/**
 * Sweeps ended windows beside the takes, about once a minute: call the answer with each take's "now". The sweep never
 * stands in a request's way; one that fails is logged and tried again a minute later.
 * @example const sweepNowAndThen = sweepingEveryMinute(sweep, console.error); sweepNowAndThen(new Date())
 */
export function sweepingEveryMinute(
  sweep: (now: Date) => Promise<number>,
  log: (message: string) => void,
): (now: Date) => void {
  let lastSweep = 0
  return (now) => {
    if (now.valueOf() - lastSweep < sweepEveryMs) return
    lastSweep = now.valueOf()
    sweep(now).catch((error: unknown) => log(`rate limits: sweeping ended windows failed: ${String(error)}`))
  }
}

/** One request waiting to be counted. */
interface Take {
  key: string
  budget: { limit: number; windowMs: number }
  now: Date
}

/**
 * Rate limits over SQL. Takes that arrive while a count is in flight wait and are counted together (group commit),
 * in one statement: each key's row is created, restarted when its window has ended, or counted by as many requests
 * of the batch as name it, under the row lock PostgreSQL takes for ON CONFLICT, so servers sharing the database
 * share the budget exactly. The count stops one past the limit, which is how a refusal is told from a last allowed
 * request without counting refused ones; the row keeps its count before the batch, so the n-th request of a batch
 * for a key is answered as the n-th.
 * @example
 * const rateLimits = createRateLimitStore(sql, console.error)
 * const decision = await rateLimits.take('leads-per-client|wattle-bay-kia|203.0.113.9',
 *   { limit: 20, windowMs: 60_000 }, new Date())
 */
export function createRateLimitStore(sql: Sql, log: (message: string) => void = () => {}): RateLimitStore {
  const sweep = async (now: Date) => {
    const [row] = await sql.query<{ removed: number }>(
      `WITH removed AS (DELETE FROM rate_limits WHERE window_ends_at <= $1 RETURNING 1)
       SELECT count(*)::int AS removed FROM removed`,
      [now],
    )
    return Number(row?.removed ?? 0)
  }
  const sweepNowAndThen = sweepingEveryMinute(sweep, log)
  const takes = groupCommit((batch: readonly Take[]) => countTakes(sql, batch))
  return {
    take: async (key, budget, now) => {
      checkBudget(budget)
      sweepNowAndThen(now)
      return takes.write({ key, budget, now })
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

/**
 * Counts a batch of takes in one statement. A key named by several takes is one row of the statement (ON CONFLICT
 * may touch a row once), counted by all of them; the first take of a key names its budget. Windows that ended by
 * the batch's latest "now" restart.
 */
async function countTakes(sql: Sql, batch: readonly Take[]): Promise<RateDecision[]> {
  const keys = new Map<string, { budget: Take['budget']; takes: number }>()
  let latest = 0
  for (const { key, budget, now } of batch) {
    const seen = keys.get(key)
    if (seen) seen.takes += 1
    else keys.set(key, { budget, takes: 1 })
    latest = Math.max(latest, now.valueOf())
  }
  const rows = [...keys].map(([key, { budget, takes }]) => ({
    key,
    window_ends_at: new Date(latest + budget.windowMs).toISOString(),
    count: Math.min(takes, budget.limit + 1),
    count_cap: budget.limit + 1,
  }))
  // excluded.count is the batch's takes of the key, capped; a count capped twice is the same count.
  const counted = await sql.query<{
    key: string
    count: number
    counted_before: number
    window_ends_at: Date
  }>(
    `INSERT INTO rate_limits AS r (key, window_ends_at, count, counted_before, count_cap)
     SELECT key, window_ends_at, count, 0, count_cap
     FROM jsonb_to_recordset($1::jsonb) AS input (key text, window_ends_at timestamptz, count integer, count_cap integer)
     ON CONFLICT (key) DO UPDATE SET
       counted_before = CASE WHEN r.window_ends_at <= $2 THEN 0 ELSE r.count END,
       count = CASE WHEN r.window_ends_at <= $2 THEN excluded.count
         ELSE LEAST(r.count + excluded.count, excluded.count_cap) END,
       window_ends_at = CASE WHEN r.window_ends_at <= $2 THEN excluded.window_ends_at ELSE r.window_ends_at END,
       count_cap = excluded.count_cap
     RETURNING key, count, counted_before, window_ends_at`,
    [JSON.stringify(rows), new Date(latest)],
  )
  const windows = new Map(
    counted.map((row) => [
      row.key,
      { before: Number(row.counted_before), endsAt: new Date(row.window_ends_at).valueOf() },
    ]),
  )
  const nth = new Map<string, number>()
  return batch.map(({ key, budget, now }) => {
    const window = windows.get(key)
    if (!window) throw new Error(`The rate limit of ${key} was not counted`)
    const position = (nth.get(key) ?? 0) + 1
    nth.set(key, position)
    const count = Math.min(window.before + position, budget.limit + 1)
    return decisionOf(count, budget.limit, window.endsAt, now.valueOf())
  })
}
