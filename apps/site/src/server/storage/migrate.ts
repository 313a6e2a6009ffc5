import type { Sql } from './sql'

/** A schema change: a numbered .sql file of migrations/, applied once, in name order. */
export interface Migration {
  /** The file name, e.g. '001-initial.sql'; recorded in schema_migrations. */
  name: string
  sql: string
}

// Vite inlines the files as strings, in the SSR build (dist/server) as in vitest, so no .sql file ships beside it.
const files = import.meta.glob<string>('./migrations/*.sql', {
  query: '?raw',
  import: 'default',
  eager: true,
})

/**
 * The site's migrations in the order they apply: every `migrations/NNN-name.sql`, sorted by name.
 * @example migrations.map((migration) => migration.name) // ['001-initial.sql']
 */
export const migrations: Migration[] = Object.entries(files)
  .map(([path, sql]) => ({ name: path.slice(path.lastIndexOf('/') + 1), sql }))
  .sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0))

// Any fixed number shared by every Forecourt server: pg_advisory_xact_lock's key for "migrating".
const migrationLockKey = 7_305_114_820

/**
 * Brings a database up to date: applies the migrations it has not recorded in schema_migrations, in order, in one
 * transaction under an advisory lock, so two servers starting together migrate once and neither sees half a schema.
 * Answers the names it applied.
 * @example await migrate(sql, console.log) // ['001-initial.sql'] on a new database, [] after
 */
export async function migrate(
  sql: Sql,
  log: (message: string) => void = () => {},
  list: readonly Migration[] = migrations,
): Promise<string[]> {
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
