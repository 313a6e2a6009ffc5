import { resolve } from 'node:path'
import { createAccountStore } from './account-store'
import { createActivityStore } from './activity-store'
import { createAppointmentStore } from './appointment-store'
import { crmHandover } from './crm-handover'
import { lockDataDir } from './data-dir-lock'
import { createCrmOutbox } from './crm-outbox'
import { createLeadStore } from './lead-store'
import { migrate } from './migrate'
import { createRateLimitStore } from './rate-limit-store'
import { createReservationStore } from './reservation-store'
import type { Sql } from './sql'
import { createStockStore } from './stock-store'
import { inMemory, openPgliteSql } from './sql-pglite'
import { openPostgresSql } from './sql-postgres'
import type { Storage } from './storage-types'
import { createWatchlistStore } from './watchlist-store'
import { createWriteBehindRateLimitStore } from './write-behind-rate-limit-store'

/** Where the site's data lives. */
export interface StorageOptions {
  /** A PostgreSQL connection string; set, it wins over dataDir. */
  databaseUrl?: string | null
  /**
   * PGlite's data folder (created when missing; relative to the process's working folder), or `memory://` for a
   * throwaway database.
   * @defaultValue './.data'
   */
  dataDir?: string
  /** Operational messages: which database opened, which migrations ran, failed idle connections. */
  log?: (message: string) => void
  /**
   * On PostgreSQL, how often a server tries again to take a role another server holds, such as pushing a tenant's
   * stock to Algolia (see `StockStore.claimPush`): how long a role can go unheld after its server stops.
   * @defaultValue 5000
   */
  lockRetryMs?: number
}

/** PGlite's data folder when neither DATA_DIR nor dataDir names one. */
export const defaultDataDir = './.data'

/**
 * Opens the site's storage and brings its schema up to date: PostgreSQL when a database URL is given, otherwise
 * embedded PGlite on a local folder. Both run the same SQL and migrations. PGlite serves one process; to run several
 * site servers behind a load balancer, give them one DATABASE_URL.
 * @example
 * const storage = await createStorage({ dataDir: 'memory://' })
 * const { lead, created } = await storage.leads.insert(newLead)
 * await storage.close()
 */
export async function createStorage(options: StorageOptions = {}): Promise<Storage> {
  const log = options.log ?? (() => {})
  const databaseUrl = options.databaseUrl?.trim()
  let kind: Storage['kind']
  let sql: Sql
  if (databaseUrl) {
    kind = 'postgres'
    sql = openPostgresSql(databaseUrl, log, { lockRetryMs: options.lockRetryMs })
    log(`storage: PostgreSQL at ${describeUrl(databaseUrl)}`)
  } else {
    const dataDir = options.dataDir ?? defaultDataDir
    kind = 'pglite'
    sql = dataDir === inMemory ? await openPgliteSql(dataDir) : await openPgliteFolder(resolve(dataDir), log)
    log(`storage: PGlite at ${dataDir === inMemory ? dataDir : resolve(dataDir)}`)
  }
  try {
    await migrate(sql, log)
  } catch (error) {
    await sql.close()
    throw error
  }
  return storageOver(sql, kind, log)
}

/**
 * PGlite on a folder this process holds the lock of (released when the storage closes); a folder PGlite cannot
 * open fails with a message that names it and says what to do.
 */
async function openPgliteFolder(folder: string, log: (message: string) => void): Promise<Sql> {
  const lock = await lockDataDir(folder, log)
  let sql: Sql
  try {
    sql = await openPgliteSql(folder)
  } catch (error) {
    await lock.release()
    const reason = error instanceof Error ? error.message : String(error)
    throw new Error(
      `PGlite could not open the data folder ${folder} (${reason}). The folder may be damaged or written by ` +
        'another PGlite version: restore it from a backup, or move it aside to start with an empty database.',
      { cause: error },
    )
  }
  return {
    ...sql,
    close: async () => {
      try {
        await sql.close()
      } finally {
        await lock.release()
      }
    },
  }
}

/**
 * The storage the environment asks for: DATABASE_URL (PostgreSQL) when set, else PGlite in DATA_DIR, default
 * `./.data`. A relative DATA_DIR is resolved against `baseDir`, the process's working folder unless given.
 * @example const storage = await storageFromEnv(readSiteSettings(process.env), process.cwd(), console.log)
 */
export function storageFromEnv(
  env: { readonly DATA_DIR?: string | undefined; readonly DATABASE_URL?: string | undefined },
  baseDir: string = process.cwd(),
  log?: (message: string) => void,
): Promise<Storage> {
  const dataDir = env.DATA_DIR?.trim() || defaultDataDir
  return createStorage({
    databaseUrl: env.DATABASE_URL,
    dataDir: dataDir === inMemory ? dataDir : resolve(baseDir, dataDir),
    log,
  })
}

/**
 * The stores over one SQL connection; closing the storage closes it.
 * @example const storage = storageOver(await openPgliteSql('memory://'), 'pglite') // after migrate()
 */
export function storageOver(
  sql: Sql,
  kind: Storage['kind'],
  log: (message: string) => void = () => {},
): Storage {
  const handover = crmHandover()
  // PGlite is one process's (its folder is locked), so its counts can live in memory and be written behind;
  // servers sharing PostgreSQL count in the database.
  const writtenBehind = kind === 'pglite' ? createWriteBehindRateLimitStore(sql, { log }) : null
  return {
    kind,
    leads: createLeadStore(sql, handover),
    crm: createCrmOutbox(sql, handover),
    accounts: createAccountStore(sql),
    watchlist: createWatchlistStore(sql),
    activity: createActivityStore(sql),
    reservations: createReservationStore(sql),
    appointments: createAppointmentStore(sql),
    rateLimits: writtenBehind ?? createRateLimitStore(sql, log),
    stock: createStockStore(sql),
    close: async () => {
      try {
        await writtenBehind?.flush()
      } finally {
        await sql.close()
      }
    },
  }
}

/** A database URL fit for a log line: host, port and database, never the password. */
function describeUrl(databaseUrl: string): string {
  try {
    const url = new URL(databaseUrl)
    return `${url.hostname}${url.port ? `:${url.port}` : ''}${url.pathname}`
  } catch {
    return 'the configured DATABASE_URL'
  }
}
