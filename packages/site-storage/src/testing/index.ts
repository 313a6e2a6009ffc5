/**
 * Test helpers of `@forecourt/site-storage`, for suites that need a real PostgreSQL: a throwaway PostgreSQL 15
 * server (Debian's postgresql-15) with a database per suite.
 * @example
 * import { startTestPostgres } from '@forecourt/site-storage/testing'
 * const postgres = await startTestPostgres()
 * const storage = await createStorage({ databaseUrl: await postgres.createDatabase('leads') })
 */
export { debianPostgresBin, startTestPostgres } from './postgres-server'

export type { TestPostgres } from './postgres-server'
