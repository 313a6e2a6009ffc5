import { spawn } from 'node:child_process'
import { randomUUID } from 'node:crypto'
import { existsSync } from 'node:fs'
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath, pathToFileURL } from 'node:url'
import { describe, expect, it } from 'vitest'
import { createStorage, storageFromEnv } from './index'
import { loadMigrations, migrate } from './migrate'
import { openPgliteSql } from './sql-pglite'
import { describeStorageContract } from './storage.contract'

const tempFolder = () => mkdtemp(join(tmpdir(), 'forecourt-pglite-'))

describeStorageContract('PGlite in a folder', async () => {
  const folder = await tempFolder()
  return {
    open: () => createStorage({ dataDir: join(folder, 'data') }),
    dispose: () => rm(folder, { recursive: true, force: true }),
  }
})

describe('PGlite storage', () => {
  it('runs in memory with memory://', async () => {
    const storage = await createStorage({ dataDir: 'memory://' })
    try {
      expect(storage.kind).toBe('pglite')
      expect((await storage.leads.list('wattle-bay-kia')).length).toBe(0)
    } finally {
      await storage.close()
    }
  }, 60_000)

  it('opens DATA_DIR, resolved against the given folder, when DATABASE_URL is unset', async () => {
    const folder = await tempFolder()
    const messages: string[] = []
    try {
      const storage = await storageFromEnv({ DATA_DIR: 'site-data' }, folder, (message) =>
        messages.push(message),
      )
      await storage.close()
      expect(storage.kind).toBe('pglite')
      expect(existsSync(join(folder, 'site-data', 'PG_VERSION'))).toBe(true)
      expect(messages).toEqual([
        `storage: PGlite at ${join(folder, 'site-data')}`,
        'storage: applied migration 001-initial.sql',
        'storage: applied migration 002-request-fingerprints-and-reservation-holds.sql',
        'storage: applied migration 003-rate-limits.sql',
        'storage: applied migration 004-reservation-idempotency-keys.sql',
        'storage: applied migration 005-rate-limit-batches.sql',
        'storage: applied migration 006-stock.sql',
      ])
    } finally {
      await rm(folder, { recursive: true, force: true })
    }
  }, 60_000)

  it('runs PGlite on a thread of its own and answers PostgreSQL’s errors with their code', async () => {
    const sql = await openPgliteSql('memory://')
    try {
      const [row] = await sql.query<{ main: boolean }>('SELECT $1::boolean AS main', [true])
      expect(row).toEqual({ main: true })
      await expect(sql.query('SELEC 1')).rejects.toMatchObject({
        code: '42601',
        message: 'syntax error at or near "SELEC"',
      })
      await sql.exec('CREATE TABLE notes (id integer PRIMARY KEY)')
      await expect(
        sql.transaction(async (tx) => {
          await tx.query('INSERT INTO notes VALUES (1)')
          throw new Error('changed my mind')
        }),
      ).rejects.toThrow('changed my mind')
      await sql.transaction((tx) => tx.query('INSERT INTO notes VALUES (2)'))
      expect(await sql.query('SELECT id FROM notes')).toEqual([{ id: 2 }])
    } finally {
      await sql.close()
    }
    await sql.close()
    await expect(sql.query('SELECT 1')).rejects.toThrow(/PGlite storage thread stopped/)
  }, 60_000)

  it('applies migrations in name order, once, and none of them when one fails', async () => {
    const migrations = await loadMigrations()
    const shipped = [
      '001-initial.sql',
      '002-request-fingerprints-and-reservation-holds.sql',
      '003-rate-limits.sql',
      '004-reservation-idempotency-keys.sql',
      '005-rate-limit-batches.sql',
      '006-stock.sql',
    ]
    expect(migrations.map((migration) => migration.name)).toEqual(shipped)
    const sql = await openPgliteSql('memory://')
    try {
      expect(await migrate(sql)).toEqual(shipped)
      expect(await migrate(sql)).toEqual([])
      const broken = [
        ...migrations,
        { name: '900-table.sql', sql: 'CREATE TABLE later (id integer);' },
        { name: '901-broken.sql', sql: 'CREATE TABLE nonsense (;' },
      ]
      await expect(migrate(sql, () => {}, broken)).rejects.toThrow()
      const recorded = await sql.query<{ name: string }>('SELECT name FROM schema_migrations ORDER BY name')
      expect(recorded.map((row) => row.name)).toEqual(shipped)
      expect(await sql.query("SELECT 1 FROM pg_tables WHERE tablename = 'later'")).toEqual([])
    } finally {
      await sql.close()
    }
  }, 60_000)

  it('reads the migrations of a folder at run time: its .sql files, in name order', async () => {
    const folder = await tempFolder()
    try {
      await mkdir(join(folder, 'migrations'))
      await writeFile(join(folder, 'migrations', '010-later.sql'), 'SELECT 10;')
      await writeFile(join(folder, 'migrations', '002-sooner.sql'), 'SELECT 2;')
      await writeFile(join(folder, 'migrations', 'README.md'), 'not a migration')
      expect(await loadMigrations(pathToFileURL(join(folder, 'migrations/')))).toEqual([
        { name: '002-sooner.sql', sql: 'SELECT 2;' },
        { name: '010-later.sql', sql: 'SELECT 10;' },
      ])
    } finally {
      await rm(folder, { recursive: true, force: true })
    }
  })

  it('refuses a second storage on a folder in use, naming the running one and suggesting DATABASE_URL', async () => {
    const folder = await tempFolder()
    const first = await createStorage({ dataDir: folder })
    try {
      await expect(createStorage({ dataDir: folder })).rejects.toThrow(
        new RegExp(
          `^The data folder ${folder} is in use by another Forecourt server \\(process ${process.pid} .*DATABASE_URL`,
        ),
      )
    } finally {
      await first.close()
      await rm(folder, { recursive: true, force: true })
    }
  }, 60_000)

  it('says which folder PGlite cannot open and what to do, not "Aborted()"', async () => {
    const folder = await tempFolder()
    try {
      await writeFile(join(folder, 'PG_VERSION'), 'not a PostgreSQL folder\n')
      await expect(createStorage({ dataDir: folder })).rejects.toThrow(
        `PGlite could not open the data folder ${folder} (`,
      )
      await expect(createStorage({ dataDir: folder })).rejects.toThrow(
        /restore it from a backup, or move it aside/,
      )
    } finally {
      await rm(folder, { recursive: true, force: true })
    }
  }, 60_000)

  it('keeps every acknowledged lead when the server process is killed', async () => {
    const folder = await tempFolder()
    const dataDir = join(folder, 'data')
    const tenant = `killed-${randomUUID().slice(0, 8)}`
    try {
      const acknowledged = await writeLeadsUntilKilled(dataDir, tenant, 25)
      expect(acknowledged.length).toBeGreaterThanOrEqual(25)
      const messages: string[] = []
      const storage = await createStorage({ dataDir, log: (message) => messages.push(message) })
      // The killed writer's lock is left behind, and taken over because its process no longer runs.
      expect(messages[0]).toMatch(/was left locked by process \d+, which no longer runs; taking it over$/)
      try {
        const stored = await storage.leads.list(tenant, { limit: 10_000 })
        const storedIds = new Set(stored.map((lead) => lead.id))
        expect(acknowledged.filter((id) => !storedIds.has(id))).toEqual([])
      } finally {
        await storage.close()
      }
    } finally {
      await rm(folder, { recursive: true, force: true })
    }
  }, 120_000)
})

/** Runs testing/lead-writer.mjs and kills it (SIGKILL) mid-write once it has acknowledged `count` leads. */
function writeLeadsUntilKilled(dataDir: string, tenant: string, count: number): Promise<string[]> {
  const script = fileURLToPath(new URL('./testing/lead-writer.mjs', import.meta.url))
  const child = spawn(process.execPath, [script, dataDir, tenant], { stdio: ['ignore', 'pipe', 'pipe'] })
  return new Promise((resolveIds, reject) => {
    const acknowledged: string[] = []
    let output = ''
    let errors = ''
    child.stderr.on('data', (chunk: Buffer) => (errors += chunk.toString()))
    child.stdout.on('data', (chunk: Buffer) => {
      output += chunk.toString()
      const lines = output.split('\n')
      output = lines.pop() ?? ''
      for (const line of lines) if (line !== 'ready') acknowledged.push(line)
      if (acknowledged.length >= count) child.kill('SIGKILL')
    })
    child.on('error', reject)
    child.on('close', (code, signal) => {
      if (signal === 'SIGKILL') resolveIds(acknowledged)
      else reject(new Error(`The lead writer stopped by itself (${code}): ${errors}`))
    })
  })
}
