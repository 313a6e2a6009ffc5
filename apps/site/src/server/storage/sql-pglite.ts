import { PGlite, type Transaction } from '@electric-sql/pglite'
import { mkdir } from 'node:fs/promises'
import { refuseClose, type Sql, type SqlValue } from './sql'

/** The data folder that keeps PGlite in memory only (tests). */
export const inMemory = 'memory://'

/**
 * Opens embedded PostgreSQL (PGlite) on a data folder, creating it when new, or in memory with `memory://`.
 * Every commit is written to the folder before the query resolves (relaxedDurability stays off), so an
 * acknowledged write survives a killed process. One process at a time may open a folder.
 * @example const sql = await openPgliteSql('/srv/forecourt/.data')
 */
export async function openPgliteSql(dataDir: string): Promise<Sql> {
  if (dataDir !== inMemory) await mkdir(dataDir, { recursive: true })
  const db = await PGlite.create(dataDir, { relaxedDurability: false })
  let closed = false
  return {
    query: (text, params) => runQuery(db, text, params),
    exec: async (script) => {
      await db.exec(script)
    },
    // PGlite has one connection: its transaction holds it, and other queries wait until it ends.
    transaction: (fn) => db.transaction((tx) => fn(transactionSql(tx))),
    close: async () => {
      if (closed) return
      closed = true
      await db.close()
    },
  }
}

function transactionSql(tx: Transaction): Sql {
  const sql: Sql = {
    query: (text, params) => runQuery(tx, text, params),
    exec: async (script) => {
      await tx.exec(script)
    },
    transaction: (fn) => fn(sql),
    close: refuseClose,
  }
  return sql
}

async function runQuery<T>(
  db: PGlite | Transaction,
  text: string,
  params?: readonly SqlValue[],
): Promise<T[]> {
  const result = await db.query<T>(text, params ? [...params] : [])
  return result.rows
}
