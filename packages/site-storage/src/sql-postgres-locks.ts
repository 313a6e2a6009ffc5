import type { Client } from 'pg'
import type { SqlLockHolder } from './sql'
import { ownConnection } from './sql-postgres-connection'

/**
 * The first key of every advisory lock this storage takes, so its locks never meet another application's on the
 * same database (the second key is the hash of the lock's name).
 */
const lockSpace = 7_271_828

/** Named advisory locks held by one process on one connection of their own (see {@link Sql.holdLock}). */
export interface PostgresLocks {
  hold(name: string, holder: SqlLockHolder): Promise<() => Promise<void>>
  close(): Promise<void>
}

interface Claim {
  name: string
  holder: SqlLockHolder
  held: boolean
}

/**
 * Session advisory locks on a connection of their own: PostgreSQL releases a session's locks when its connection
 * ends, so a server that stops or loses the database gives its locks up, and another takes them at its next try.
 * Locks not yet held are tried again every `retryMs`; a lost connection tells each holder `lost` and is made again
 * at the next try.
 * @example const locks = postgresLocks(url, console.error, 5_000); const stop = await locks.hold('push:alpha', holder)
 */
export function postgresLocks(
  connectionString: string,
  log: (message: string) => void,
  retryMs: number,
): PostgresLocks {
  const claims = new Set<Claim>()
  let client: Client | null = null
  let connecting: Promise<Client> | null = null
  let closed = false
  let timer: NodeJS.Timeout | null = null

  const connection = () => {
    if (client) return Promise.resolve(client)
    connecting ??= (async () => {
      const made = await ownConnection(connectionString, dropped)
      client = made
      return made
    })().finally(() => {
      connecting = null
    })
    return connecting
  }

  const dropped = (which: Client, reason: string) => {
    if (which !== client) return
    client = null
    which.end().catch(() => {})
    const lost = [...claims].filter((claim) => claim.held)
    if (lost.length > 0 && !closed)
      log(
        `storage: the connection holding ${lost.map((claim) => claim.name).join(', ')} was lost (${reason})`,
      )
    for (const claim of lost) {
      claim.held = false
      claim.holder.lost()
    }
  }

  /** One round at a time: a lock taken twice by one session would need two unlocks. */
  let rounds = Promise.resolve()
  const tryClaims = (only?: Claim) => (rounds = rounds.then(() => attempt(only)))

  /** Tries every claim not held yet; a failure to reach the database waits for the next round. */
  const attempt = async (only?: Claim) => {
    const waiting = only ? [only] : [...claims].filter((claim) => !claim.held)
    if (waiting.length === 0 || closed) return
    try {
      const made = await connection()
      for (const claim of waiting) {
        if (!claims.has(claim) || claim.held) continue
        const [row] = (
          await made.query<{ locked: boolean }>('SELECT pg_try_advisory_lock($1, hashtext($2)) AS locked', [
            lockSpace,
            claim.name,
          ])
        ).rows
        if (!row?.locked || !claims.has(claim) || closed) continue
        claim.held = true
        claim.holder.gained()
      }
    } catch (error) {
      if (!closed)
        log(
          `storage: taking locks failed (${error instanceof Error ? error.message : String(error)}); trying again`,
        )
    }
  }

  const scheduleRounds = () => {
    if (timer || closed) return
    timer = setInterval(() => void tryClaims(), retryMs)
    // Waiting for a lock never keeps a process alive on its own.
    timer.unref()
  }

  return {
    hold: async (name, holder) => {
      if (closed) throw new Error('The storage is closed: no lock to hold.')
      const claim: Claim = { name, holder, held: false }
      claims.add(claim)
      scheduleRounds()
      await tryClaims(claim)
      return async () => {
        if (!claims.delete(claim)) return
        if (claim.held && client)
          await client
            .query('SELECT pg_advisory_unlock($1, hashtext($2))', [lockSpace, claim.name])
            .catch(() => {})
        claim.held = false
      }
    },
    close: async () => {
      closed = true
      if (timer) clearInterval(timer)
      timer = null
      claims.clear()
      const current = client
      client = null
      await current?.end().catch(() => {})
    },
  }
}
