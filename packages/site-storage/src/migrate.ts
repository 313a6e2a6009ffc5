import { readdir, readFile } from 'node:fs/promises'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import type { Sql } from './sql'

/** A schema change: a numbered .sql file of migrations/, applied once, in name order. */
export interface Migration {
  /** The file name, e.g. '001-initial.sql'; recorded in schema_migrations. */
  name: string
  sql: string
}

/**
 * The folder of the migrations: `migrations/` at the package's root, read at run time. src/ and dist/ sit side by
 * side under the root, so the same relative URL finds it from the sources (tests) and from the build.
 */
export const migrationsFolder: URL = new URL('../migrations/', import.meta.url)

/**
 * The migrations of a folder in the order they apply: every `NNN-name.sql` file, sorted by name.
 * @example (await loadMigrations()).map((migration) => migration.name) // ['001-initial.sql']
 */
export async function loadMigrations(folder: URL = migrationsFolder): Promise<Migration[]> {
  const path = fileURLToPath(folder)
  const names = (await readdir(path)).filter((name) => name.endsWith('.sql'))
  names.sort((a, b) => (a < b ? -1 : a > b ? 1 : 0))
  return Promise.all(names.map(async (name) => ({ name, sql: await readFile(join(path, name), 'utf8') })))
}

// Any fixed number shared by every Forecourt server: pg_advisory_xact_lock's key for "migrating".
const migrationLockKey = 7_305_114_820

/**
 * Brings a database up to date: applies the migrations it has not recorded in schema_migrations, in order, in one
 * transaction under an advisory lock, so two servers starting together migrate once and neither sees half a schema.
 * The list defaults to the package's migrations folder. Answers the names it applied.
 * @example await migrate(sql, console.log) // ['001-initial.sql'] on a new database, [] after
 */
export async function migrate(
  sql: Sql,
  log: (message: string) => void = () => {},
  given?: readonly Migration[],
): Promise<string[]> {
  const list = given ?? (await loadMigrations())
  return sql.transaction(async (tx) => {
    await tx.query('SELECT pg_advisory_xact_lock($1)', [migrationLockKey])
    await tx.exec(
      'CREATE TABLE IF NOT EXISTS schema_migrations (name text PRIMARY KEY, applied_at timestamptz NOT NULL DEFAULT now())',
    )
    const done = new Set(
      (await tx.query<{ name: string }>('SELECT name FROM schema_migrations')).map((row) => row.name),
    )
    const applied: string[] = []
    for (const migration of list) {
      if (done.has(migration.name)) continue
      await tx.exec(migration.sql)
      await tx.query('INSERT INTO schema_migrations (name) VALUES ($1)', [migration.name])
      log(`storage: applied migration ${migration.name}`)
      applied.push(migration.name)
    }
    return applied
  })
}
