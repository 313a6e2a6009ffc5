import { resolve } from 'node:path'
import { createAccountStore } from './account-store'
import { createActivityStore } from './activity-store'
import { createAppointmentStore } from './appointment-store'
import { crmHandover } from './crm-handover'
import { createCrmOutbox } from './crm-outbox'
import { createLeadStore } from './lead-store'
import { migrate } from './migrate'
import { createReservationStore } from './reservation-store'
import type { Sql } from './sql'
import { inMemory, openPgliteSql } from './sql-pglite'
import { openPostgresSql } from './sql-postgres'
import type { Storage } from './storage-types'
import { createWatchlistStore } from './watchlist-store'

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
    sql = openPostgresSql(databaseUrl, log)
    log(`storage: PostgreSQL at ${describeUrl(databaseUrl)}`)
  } else {
    const dataDir = options.dataDir ?? defaultDataDir
    const folder = dataDir === inMemory ? dataDir : resolve(dataDir)
    kind = 'pglite'
    sql = await openPgliteSql(folder)
    log(`storage: PGlite at ${folder}`)
  }
  try {
    await migrate(sql, log)
  } catch (error) {
    await sql.close()
    throw error
  }
  return storageOver(sql, kind)
}

/**
 * The storage the environment asks for: DATABASE_URL (PostgreSQL) when set, else PGlite in DATA_DIR, default
 * `./.data`. A relative DATA_DIR is resolved against `baseDir`, the process's working folder unless given.
 * @example const storage = await storageFromEnv(process.env, process.cwd(), console.log)
 */
export function storageFromEnv(
  env: Record<string, string | undefined>,
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
export function storageOver(sql: Sql, kind: Storage['kind']): Storage {
  const handover = crmHandover()
  return {
    kind,
    leads: createLeadStore(sql, handover),
    crm: createCrmOutbox(sql, handover),
    accounts: createAccountStore(sql),
    watchlist: createWatchlistStore(sql),
    activity: createActivityStore(sql),
    reservations: createReservationStore(sql),
    appointments: createAppointmentStore(sql),
    close: () => sql.close(),
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
