import { randomUUID } from 'node:crypto'
import { Client } from 'pg'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createStorage, storageFromEnv } from './index'
import { describeStorageContract } from './storage.contract'
import { startTestPostgres, type TestPostgres } from './testing/postgres-server'

// A real PostgreSQL 15 (Debian's postgresql-15, which CI installs), started for this file and removed after it.
describeStorageContract('PostgreSQL', async () => {
  const postgres = await startTestPostgres()
  const url = await postgres.createDatabase('contract')
  return { open: () => createStorage({ databaseUrl: url }), dispose: () => postgres.stop() }
})

describe('PostgreSQL storage', () => {
  it('fails, saying what to install, when PostgreSQL 15 is not installed', async () => {
    await expect(startTestPostgres('/nonexistent/postgresql/15/bin')).rejects.toThrow(
      "install Debian's postgresql-15",
    )
  })

  let postgres: TestPostgres

  beforeAll(async () => {
    postgres = await startTestPostgres()
  }, 90_000)

  afterAll(async () => {
    await postgres?.stop()
  }, 60_000)

  it('migrates once when several servers start together', async () => {
    const url = await postgres.createDatabase(`race_${randomUUID().slice(0, 8)}`)
    const servers = await Promise.all([1, 2, 3].map(() => createStorage({ databaseUrl: url })))
    await Promise.all(servers.map((storage) => storage.close()))
    const client = new Client({ connectionString: url })
    await client.connect()
    try {
      const { rows } = await client.query<{ name: string }>('SELECT name FROM schema_migrations')
      expect(rows.map((row) => row.name).sort()).toEqual([
        '001-initial.sql',
        '002-request-fingerprints-and-reservation-holds.sql',
        '003-rate-limits.sql',
        '004-reservation-idempotency-keys.sql',
        '005-rate-limit-batches.sql',
        '006-stock.sql',
      ])
    } finally {
      await client.end()
    }
  }, 60_000)

  it('shares one rate-limit budget between servers on the same database', async () => {
    const url = await postgres.createDatabase(`limits_${randomUUID().slice(0, 8)}`)
    const servers = await Promise.all([1, 2, 3].map(() => createStorage({ databaseUrl: url })))
    try {
      const budget = { limit: 20, windowMs: 60_000 }
      const now = new Date()
      const answers = await Promise.all(
        servers.flatMap((storage) =>
          Array.from({ length: 15 }, () => storage.rateLimits.take('leads|shared-client', budget, now)),
        ),
      )
      expect(answers.filter((answer) => answer.allowed)).toHaveLength(20)
      expect(
        answers.filter((answer) => !answer.allowed).every((answer) => answer.retryAfterSeconds === 60),
      ).toBe(true)
    } finally {
      await Promise.all(servers.map((storage) => storage.close()))
    }
  }, 60_000)

  it('opens DATABASE_URL when it is set, whatever DATA_DIR says', async () => {
    const url = await postgres.createDatabase(`env_${randomUUID().slice(0, 8)}`)
    const messages: string[] = []
    const storage = await storageFromEnv({ DATABASE_URL: url, DATA_DIR: '/nonexistent' }, '/', (message) =>
      messages.push(message),
    )
    try {
      expect(storage.kind).toBe('postgres')
      expect(messages[0]).toBe(
        `storage: PostgreSQL at 127.0.0.1:${new URL(url).port}${new URL(url).pathname}`,
      )
    } finally {
      await storage.close()
    }
  }, 60_000)
})
