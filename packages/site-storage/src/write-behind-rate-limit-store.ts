import { groupCommit } from './group-commit'
import { checkBudget, countTake, sweepingEveryMinute, type CountedWindow } from './rate-limit-store'
import type { Sql } from './sql'
import type { RateLimitStore } from './storage-types'

/** Settings of {@link createWriteBehindRateLimitStore}. */
export interface WriteBehindRateLimitOptions {
  /** Operational messages: a write of the counts that failed (it is tried again with the next take). */
  log?: (message: string) => void
  /**
   * The most windows held in memory. Past it, windows already written are forgotten oldest first, and from then on a
   * key not in memory is read from the table before it is counted.
   * @defaultValue 100000
   */
  maxKeys?: number
}

/** A rate-limit store that also writes its counts out, and writes what is left when the storage closes. */
export interface WriteBehindRateLimitStore extends RateLimitStore {
  /** Resolves once every count taken so far is in the table (or its write has failed and been logged). */
  flush(): Promise<void>
}

/**
 * Rate limits for a database only this process opens (PGlite: its data folder is locked to one process). The counts
 * live in memory, so a take answers at once instead of waiting its turn behind the site's other statements, and are
 * written behind to the `rate_limits` table: every count changed while a write is in flight goes in the next write,
 * one statement for all of them, each key once however many requests it counted. The windows still live are read
 * back when the store starts, and closing the storage writes what is left, so a restart forgets no budget. A crash
 * can lose the counts of the write in flight (the table is UNLOGGED: PostgreSQL empties it after a crash anyway).
 * Memory is bounded by `maxKeys`; PostgreSQL, which several servers share, uses the SQL store, which counts in the
 * database.
 * @example
 * const rateLimits = createWriteBehindRateLimitStore(sql, { log: console.error })
 * const decision = await rateLimits.take('leads-per-client|wattle-bay-kia|203.0.113.9',
 *   { limit: 20, windowMs: 60_000 }, new Date())
 * await rateLimits.flush() // before closing the database
 */
export function createWriteBehindRateLimitStore(
  sql: Sql,
  options: WriteBehindRateLimitOptions = {},
): WriteBehindRateLimitStore {
  const log = options.log ?? (() => {})
  const maxKeys = options.maxKeys ?? 100_000
  if (!Number.isInteger(maxKeys) || maxKeys < 1)
    throw new Error(`maxKeys must be a positive integer, got ${maxKeys}`)
  /** Windows in order of their start (a new window goes to the back). */
  const windows = new Map<string, CountedWindow>()
  /** Keys whose window changed since it was last written. */
  const changed = new Set<string>()
  /** Keys of the write in flight: the table does not hold their counts yet, so memory must keep them. */
  let beingWritten: ReadonlySet<string> = new Set()
  /** True while memory holds every window of the table that has not ended, so a key missing here has none. */
  let complete = true
  let writing: Promise<void> | null = null

  const loaded = sql
    .query<{ key: string; window_ends_at: Date; count: number }>(
      `SELECT key, window_ends_at, count FROM rate_limits WHERE window_ends_at > $1
       ORDER BY window_ends_at LIMIT $2`,
      [new Date(), maxKeys + 1],
    )
    .then((rows) => {
      for (const row of rows.slice(0, maxKeys))
        windows.set(row.key, { endsAt: new Date(row.window_ends_at).valueOf(), count: Number(row.count) })
      complete = rows.length <= maxKeys
    })
    .catch((error: unknown) => {
      // Counting goes on: each key is read from the table the first time it is taken.
      complete = false
      log(`rate limits: reading the live windows failed: ${String(error)}`)
    })

  // Keys missing from memory once it no longer holds them all, read together as the takes that need them arrive.
  const reads = groupCommit(async (keys: readonly string[]) => {
    const rows = await sql.query<{ key: string; window_ends_at: Date; count: number }>(
      'SELECT key, window_ends_at, count FROM rate_limits WHERE key = ANY(SELECT jsonb_array_elements_text($1::jsonb))',
      [JSON.stringify(keys)],
    )
    const found = new Map(
      rows.map((row) => [
        row.key,
        { endsAt: new Date(row.window_ends_at).valueOf(), count: Number(row.count) },
      ]),
    )
    return keys.map((key) => found.get(key))
  })

  /**
   * Makes sure memory holds the key's window if it has one: read from the table when memory may not hold it. Callers
   * then take the window from memory, in the turn they count in it: other takes of the key may have counted in it
   * while this one waited.
   */
  const held = async (key: string): Promise<void> => {
    await loaded
    if (windows.has(key) || complete) return
    const read = await reads.write(key)
    if (read && !windows.has(key)) windows.set(key, read)
  }

  const write = async () => {
    while (changed.size > 0) {
      const keys = [...changed]
      changed.clear()
      const rows = keys.flatMap((key) => {
        const window = windows.get(key)
        return window
          ? [{ key, window_ends_at: new Date(window.endsAt).toISOString(), count: window.count }]
          : []
      })
      if (rows.length === 0) continue
      beingWritten = new Set(keys)
      try {
        await sql.query(
          `INSERT INTO rate_limits AS r (key, window_ends_at, count)
           SELECT key, window_ends_at, count
           FROM jsonb_to_recordset($1::jsonb) AS input (key text, window_ends_at timestamptz, count integer)
           ON CONFLICT (key) DO UPDATE SET window_ends_at = excluded.window_ends_at, count = excluded.count`,
          [JSON.stringify(rows)],
        )
      } catch (error) {
        for (const key of keys) if (windows.has(key)) changed.add(key)
        log(
          `rate limits: writing ${rows.length} counts failed (tried again with the next take): ${String(error)}`,
        )
        return
      } finally {
        beingWritten = new Set()
      }
    }
  }

  /**
   * Marks a key's window to be written. The first change waits for the end of this turn, so the takes of the other
   * requests read in it go along. A write that failed leaves its keys changed: they go with the next take's write.
   */
  const written = (key: string) => {
    changed.add(key)
    writing ??= new Promise<void>((resolve) => setImmediate(resolve)).then(write).finally(() => {
      writing = null
    })
  }

  /** Forgets the oldest windows already written until memory holds maxKeys; a live one forgotten is read back. */
  const forgetOldest = (now: number) => {
    for (const [key, window] of windows) {
      if (windows.size <= maxKeys) break
      if (changed.has(key) || beingWritten.has(key)) continue
      windows.delete(key)
      if (window.endsAt > now) complete = false
    }
  }

  const sweep = async (now: Date): Promise<number> => {
    await loaded
    const gone = new Set<string>()
    for (const [key, window] of windows)
      if (window.endsAt <= now.valueOf()) {
        windows.delete(key)
        changed.delete(key)
        gone.add(key)
      }
    const removed = await sql.query<{ key: string }>(
      'DELETE FROM rate_limits WHERE window_ends_at <= $1 RETURNING key',
      [now],
    )
    for (const row of removed) gone.add(row.key)
    return gone.size
  }

  const sweepNowAndThen = sweepingEveryMinute(sweep, log)
  return {
    take: async (key, budget, now) => {
      checkBudget(budget)
      sweepNowAndThen(now)
      await held(key)
      const { window, fresh, decision } = countTake(windows.get(key), budget, now.valueOf())
      if (fresh) {
        windows.delete(key)
        windows.set(key, window)
        if (windows.size > maxKeys) forgetOldest(now.valueOf())
      }
      written(key)
      return decision
    },
    giveBack: async (key, now) => {
      await held(key)
      const window = windows.get(key)
      if (!window || window.endsAt <= now.valueOf() || window.count === 0) return
      window.count -= 1
      written(key)
    },
    sweep,
    flush: async () => {
      await loaded
      while (writing) await writing
    },
  }
}
