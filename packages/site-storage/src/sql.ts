/**
 * The one seam between the stores and a database: PGlite (embedded) and node-postgres implement it, and every store
 * is written once in SQL over it.
 */

/**
 * A query parameter. JSON goes in as a string with a `::jsonb` cast, so both drivers send the same text (node-postgres
 * would turn a JavaScript array into a PostgreSQL array literal).
 */
export type SqlValue = string | number | boolean | Date | null

/**
 * A connection to PostgreSQL, pooled or embedded.
 * @example
 * const rows = await sql.query<{ views: number }>('SELECT views FROM car_views WHERE tenant = $1', ['wattle-bay-kia'])
 */
export interface Sql {
  /** Runs one statement with `$1`-style parameters and answers its rows (the RETURNING rows of a write). */
  query<T>(text: string, params?: readonly SqlValue[]): Promise<T[]>
  /** Runs a script of several statements without parameters (migrations). */
  exec(script: string): Promise<void>
  /**
   * Runs `fn` in one transaction: committed when it resolves, rolled back when it throws. Inside a transaction,
   * `tx.transaction` joins the transaction already open.
   */
  transaction<T>(fn: (tx: Sql) => Promise<T>): Promise<T>
  /** Closes the database or pool, and every `listen` connection; a transaction's handle refuses (its owner closes). */
  close(): Promise<void>
  /**
   * Hears every `NOTIFY` on a channel by any connection to the database, on a connection of its own; when that
   * connection is lost it is made again, and `resumed` tells the listener that notices may have been missed in
   * between. Answers a stop. Only a database several processes share has it (PostgreSQL, not PGlite).
   */
  listen?(channel: string, listener: SqlListener): Promise<() => Promise<void>>
  /**
   * Holds a named lock that one connection of all those to the database can hold at a time, for as long as this
   * process keeps its connection: when the lock is free it is taken (`gained`); while another holds it, it is tried
   * again now and then; a lost connection gives it up (`lost`) and tries again. Resolves after the first try, so a
   * lock free now has been gained by then. Answers a release. Only a database several processes share has it
   * (PostgreSQL, not PGlite, which one process holds).
   */
  holdLock?(name: string, holder: SqlLockHolder): Promise<() => Promise<void>>
}

/** What a {@link Sql.holdLock} tells the one waiting for the lock. */
export interface SqlLockHolder {
  /** The lock is this process's now. */
  gained(): void
  /** The lock was given up: the connection holding it was lost. */
  lost(): void
}

/** What a {@link Sql.listen} connection tells its listener. */
export interface SqlListener {
  /** A notice's payload, as sent. */
  notice(payload: string): void
  /** The connection was lost and is made again: notices sent in between were missed. */
  resumed(): void
}

/**
 * The `close` of a transaction's handle: only the connection's owner closes it.
 * @example const tx: Sql = { query, exec, transaction: (fn) => fn(tx), close: refuseClose }
 */
export function refuseClose(): Promise<void> {
  return Promise.reject(new Error('A transaction cannot close the database: close the storage instead.'))
}
