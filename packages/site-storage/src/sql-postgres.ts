import { Pool, type PoolClient } from 'pg'
import { refuseClose, type Sql, type SqlValue } from './sql'
import { postgresLocks, type PostgresLocks } from './sql-postgres-locks'
import { listenToPostgres } from './sql-postgres-listen'

/**
 * Connects to a PostgreSQL server through a pool (DATABASE_URL). Several site servers may share the database: the
 * stores rely on row locks and unique indexes, never on memory.
 * `lockRetryMs` is how often a lock another server holds is tried again (see {@link Sql.holdLock}).
 * @example const sql = openPostgresSql('postgres://forecourt@db.internal/forecourt', console.error)
 */
export function openPostgresSql(
  connectionString: string,
  log: (message: string) => void,
  { lockRetryMs = 5_000 }: { lockRetryMs?: number } = {},
): Sql {
  const pool = new Pool({ connectionString })
  let locks: PostgresLocks | null = null
  // An idle client losing its connection emits 'error'; unhandled, it would end the process.
  pool.on('error', (error) => log(`storage: idle PostgreSQL connection failed: ${error.message}`))
  let closed = false
  const listening = new Set<() => Promise<void>>()
  return {
    query: async <T>(text: string, params?: readonly SqlValue[]) =>
      (await pool.query(text, params ? [...params] : undefined)).rows as T[],
    exec: async (script) => {
      await pool.query(script)
    },
    transaction: async (fn) => {
      const client = await pool.connect()
      try {
        await client.query('BEGIN')
        const result = await fn(clientSql(client))
        await client.query('COMMIT')
        client.release()
        return result
      } catch (error) {
        await client.query('ROLLBACK').then(
          () => client.release(),
          // A connection that cannot even roll back is broken: drop it from the pool.
          (rollbackError: Error) => client.release(rollbackError),
        )
        throw error
      }
    },
    close: async () => {
      if (closed) return
      closed = true
      await Promise.all([...listening].map((stop) => stop()))
      await locks?.close()
      await pool.end()
    },
    holdLock: (name, holder) => {
      if (closed) return Promise.reject(new Error('The storage is closed: no lock to hold.'))
      locks ??= postgresLocks(connectionString, log, lockRetryMs)
      return locks.hold(name, holder)
    },
    listen: async (channel, listener) => {
      if (closed) throw new Error('The storage is closed: nothing to listen to.')
      const stop = await listenToPostgres(connectionString, channel, listener, log)
      const stopOnce = async () => {
        if (listening.delete(stopOnce)) await stop()
      }
      listening.add(stopOnce)
      return stopOnce
    },
  }
}

function clientSql(client: PoolClient): Sql {
  const sql: Sql = {
    query: async <T>(text: string, params?: readonly SqlValue[]) =>
      (await client.query(text, params ? [...params] : undefined)).rows as T[],
    exec: async (script) => {
      // Without parameters node-postgres uses the simple protocol, which runs several statements.
      await client.query(script)
    },
    transaction: (fn) => fn(sql),
    close: refuseClose,
  }
  return sql
}
