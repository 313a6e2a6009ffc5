import { randomUUID } from 'node:crypto'
import { Client } from 'pg'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createStorage, storageFromEnv, type Storage, type StockCar, type StockNotice } from './index'
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

  describe('stock notices between servers (LISTEN/NOTIFY)', () => {
    const car = (id: number, price = 38_990): StockCar => ({
      id,
      slug: `car-${id}`,
      price,
      status: 'in_stock',
    })

    /** The notices a storage hears, each awaited as it arrives (no waiting on time). */
    const hear = async (storage: Storage) => {
      const heard = told<StockNotice>()
      const stop = await storage.stock.listen(heard.add)
      return { heard: heard.items, notices: heard.first, stop }
    }

    let url = ''
    const servers: Storage[] = []
    beforeAll(async () => {
      url = await postgres.createDatabase(`notices_${randomUUID().slice(0, 8)}`)
    })
    afterAll(async () => {
      await Promise.all(servers.map((storage) => storage.close()))
    })
    const twoServers = async () => {
      const pair = await Promise.all([1, 2].map(() => createStorage({ databaseUrl: url })))
      servers.push(...pair)
      return pair as [Storage, Storage]
    }

    it('tells the other servers which cars changed, each write once it commits, not the writer itself', async () => {
      const [writer, reader] = await twoServers()
      const tenant = `notices-${randomUUID().slice(0, 8)}`
      const own = await hear(writer)
      const other = await hear(reader)
      await writer.stock.seed(tenant, [car(1), car(2)])
      await writer.stock.save(tenant, car(3))
      await writer.stock.save(tenant, car(3))
      await writer.stock.update(tenant, 1, (stored) => ({ ...stored, price: 1 }))
      await writer.stock.update(tenant, 1, (stored) => stored)
      await writer.stock.saveMany(tenant, () => [car(2, 5), car(4), car(3)])
      await writer.stock.remove(tenant, 2)
      await writer.stock.remove(tenant, 2)
      expect(await other.notices(5)).toEqual([
        { tenant, ids: [1, 2] },
        { tenant, ids: [3] },
        { tenant, ids: [1] },
        { tenant, ids: [4, 2] },
        { tenant, ids: [2] },
      ])
      // The writer hears the reader's write, and nothing of its own before it.
      await reader.stock.save(tenant, car(9))
      expect(await own.notices(1)).toEqual([{ tenant, ids: [9] }])
      await Promise.all([own.stop(), other.stop()])
    }, 60_000)

    it('tells "every car of the tenant" when a write changes more cars than a notice can name', async () => {
      const [writer, reader] = await twoServers()
      const tenant = `notices-${randomUUID().slice(0, 8)}`
      const other = await hear(reader)
      await writer.stock.saveMany(tenant, () => Array.from({ length: 1_000 }, (_, index) => car(index + 1)))
      expect(await other.notices(1)).toEqual([{ tenant, ids: null }])
      await other.stop()
    }, 60_000)

    it('connects again when its listening connection is lost, and says notices may have been missed', async () => {
      const [writer, reader] = await twoServers()
      const tenant = `notices-${randomUUID().slice(0, 8)}`
      const other = await hear(reader)
      expect(await postgres.cutStockListeners()).toBeGreaterThan(0)
      expect(await other.notices(1)).toEqual([{ tenant: null, ids: null }])
      await writer.stock.save(tenant, car(1))
      expect(await other.notices(2)).toEqual([
        { tenant: null, ids: null },
        { tenant, ids: [1] },
      ])
      await other.stop()
    }, 60_000)
  })

  describe("one pusher of a tenant's stock among servers (advisory locks)", () => {
    /** What a claim is told, in order, each awaited as it arrives (no waiting on time). */
    const claim = async (storage: Storage, tenant: string) => {
      const events = told<string>()
      const release = await storage.stock.claimPush(tenant, {
        gained: () => events.add('gained'),
        lost: () => events.add('lost'),
      })
      return { told: events.items, after: events.first, release }
    }
    let url = ''
    const opened: Storage[] = []
    beforeAll(async () => {
      url = await postgres.createDatabase(`claims_${randomUUID().slice(0, 8)}`)
    })
    afterAll(async () => {
      await Promise.all(opened.map((storage) => storage.close()))
    })
    const server = async () => {
      const storage = await createStorage({ databaseUrl: url, lockRetryMs: 20 })
      opened.push(storage)
      return storage
    }

    it("gives a tenant's push to one server, another tenant's to whoever claims it, and hands it on when that server stops", async () => {
      const [first, second] = [await server(), await server()]
      const tenant = `claims-${randomUUID().slice(0, 8)}`
      const other = `claims-${randomUUID().slice(0, 8)}`
      const firstClaim = await claim(first, tenant)
      expect(firstClaim.told).toEqual(['gained'])
      const secondClaim = await claim(second, tenant)
      // The first try is over when the claim resolves: the tenant is the first server's.
      expect(secondClaim.told).toEqual([])
      expect((await claim(second, other)).told).toEqual(['gained'])
      await first.close()
      expect(await secondClaim.after(1)).toEqual(['gained'])
    }, 60_000)

    it('hands the push on when its server releases it', async () => {
      const [first, second] = [await server(), await server()]
      const tenant = `claims-${randomUUID().slice(0, 8)}`
      const firstClaim = await claim(first, tenant)
      const secondClaim = await claim(second, tenant)
      expect(secondClaim.told).toEqual([])
      await firstClaim.release()
      expect(await secondClaim.after(1)).toEqual(['gained'])
      // Released, the first server is told nothing more.
      expect(firstClaim.told).toEqual(['gained'])
    }, 60_000)

    it('gives the push up when its connection is lost, and takes it again once connected', async () => {
      const storage = await server()
      const tenant = `claims-${randomUUID().slice(0, 8)}`
      const held = await claim(storage, tenant)
      expect(held.told).toEqual(['gained'])
      expect(await postgres.cutLockHolders()).toBeGreaterThan(0)
      expect(await held.after(3)).toEqual(['gained', 'lost', 'gained'])
    }, 60_000)
  })
})

/** What a test is told, in order, each awaited as it arrives (no waiting on time). */
function told<T>() {
  const items: T[] = []
  const waiting: (() => void)[] = []
  return {
    items,
    add: (item: T) => {
      items.push(item)
      waiting.splice(0).forEach((wake) => wake())
    },
    /** The first `count` things told, once they have been. */
    first: async (count: number) => {
      while (items.length < count) await new Promise<void>((wake) => waiting.push(wake))
      return items.slice(0, count)
    },
  }
}
