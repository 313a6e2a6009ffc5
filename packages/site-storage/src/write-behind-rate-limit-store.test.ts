import { randomUUID } from 'node:crypto'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { migrate } from './migrate'
import { describeRateLimitContract } from './rate-limit.contract'
import type { Sql } from './sql'
import { inMemory, openPgliteSql } from './sql-pglite'
import { createWriteBehindRateLimitStore } from './write-behind-rate-limit-store'

let sql: Sql
beforeAll(async () => {
  sql = await openPgliteSql(inMemory)
  await migrate(sql)
}, 60_000)
afterAll(() => sql.close())

let shared: ReturnType<typeof createWriteBehindRateLimitStore> | undefined
describeRateLimitContract('written behind to PGlite', () => (shared ??= createWriteBehindRateLimitStore(sql)))

const hour = 3_600_000
const budget = { limit: 2, windowMs: hour }
const newKey = () => `test|${randomUUID()}`

/** The SQL connection with every statement recorded, and the writes of the counts refused while `refuse` says so. */
function watched(refuse: () => boolean = () => false) {
  const statements: { text: string; params: readonly unknown[] }[] = []
  const over: Sql = {
    ...sql,
    query: (text, params = []) => {
      statements.push({ text, params })
      if (text.includes('INSERT INTO rate_limits') && refuse()) return Promise.reject(new Error('disk full'))
      return sql.query(text, params)
    },
  }
  const writes = () =>
    statements
      .filter((statement) => statement.text.includes('INSERT INTO rate_limits'))
      .map((statement) => JSON.parse(String(statement.params[0])) as { key: string; count: number }[])
  return { sql: over, statements, writes }
}

/** The SQL connection with the writes of the counts held until `release` is called. */
function writesHeld() {
  let release = () => {}
  const held = new Promise<void>((resolve) => (release = resolve))
  const over: Sql = {
    ...sql,
    query: async (text, params) => {
      if (text.includes('INSERT INTO rate_limits')) await held
      return sql.query(text, params)
    },
  }
  return { sql: over, release }
}

const stored = async (key: string) =>
  (await sql.query<{ count: number }>('SELECT count FROM rate_limits WHERE key = $1', [key]))[0]?.count

describe('rate limits written behind', () => {
  it('counts in memory and writes each key once for all the takes of a turn, in one statement', async () => {
    const { sql: over, writes } = watched()
    const store = createWriteBehindRateLimitStore(over)
    const [a, b] = [newKey(), newKey()]
    const now = new Date()
    const answers = await Promise.all([
      ...Array.from({ length: 5 }, () => store.take(a, budget, now)),
      store.take(b, budget, now),
    ])
    expect(answers.map((answer) => answer.allowed)).toEqual([true, true, false, false, false, true])
    await store.flush()
    expect(writes()).toHaveLength(1)
    expect(writes()[0]!.map(({ key, count }) => [key, count])).toEqual([
      [a, 3],
      [b, 1],
    ])
    expect([await stored(a), await stored(b)]).toEqual([3, 1])
  })

  it('answers a take while the write of the counts before it is still in flight', async () => {
    const { sql: over, release } = writesHeld()
    const store = createWriteBehindRateLimitStore(over)
    const key = newKey()
    await store.take(key, budget, new Date())
    await new Promise((resolve) => setImmediate(resolve))
    expect(await store.take(key, budget, new Date())).toMatchObject({ allowed: true, remaining: 0 })
    release()
    await store.flush()
    expect(await stored(key)).toBe(2)
  })

  it('reads back the windows still live when it starts, so a restart forgets no budget', async () => {
    const key = newKey()
    const before = createWriteBehindRateLimitStore(sql)
    await before.take(key, budget, new Date())
    await before.take(key, budget, new Date())
    await before.flush()
    const after = createWriteBehindRateLimitStore(sql)
    expect(await after.take(key, budget, new Date())).toMatchObject({ allowed: false })
  })

  it('past maxKeys forgets windows already written, oldest first, and reads a forgotten key back from the table', async () => {
    const { sql: over, statements } = watched()
    const store = createWriteBehindRateLimitStore(over, { maxKeys: 2 })
    const [a, b, c] = [newKey(), newKey(), newKey()]
    const one = { limit: 1, windowMs: hour }
    for (const key of [a, b, c]) {
      await store.take(key, one, new Date())
      await store.flush()
    }
    const reads = () => statements.filter((statement) => statement.text.includes('WHERE key = ANY')).length
    const before = reads()
    expect(await store.take(c, one, new Date())).toMatchObject({ allowed: false })
    expect(reads()).toBe(before)
    expect(await store.take(a, one, new Date())).toMatchObject({ allowed: false })
    expect(reads()).toBe(before + 1)
  })

  it('keeps in memory past maxKeys a window whose write is still in flight, so its key is not read back stale', async () => {
    const { sql: over, release } = writesHeld()
    const store = createWriteBehindRateLimitStore(over, { maxKeys: 1 })
    const [a, b] = [newKey(), newKey()]
    const one = { limit: 1, windowMs: hour }
    await store.take(a, one, new Date())
    await new Promise((resolve) => setImmediate(resolve))
    await store.take(b, one, new Date())
    expect(await store.take(a, one, new Date())).toMatchObject({ allowed: false })
    release()
    await store.flush()
  })

  it('logs a write that failed and writes its counts with the next take', async () => {
    let refusing = true
    const { sql: over, writes } = watched(() => refusing)
    const messages: string[] = []
    const store = createWriteBehindRateLimitStore(over, { log: (message) => messages.push(message) })
    const [a, b] = [newKey(), newKey()]
    await store.take(a, budget, new Date())
    await store.flush()
    expect(messages).toEqual([
      'rate limits: writing 1 counts failed (tried again with the next take): Error: disk full',
    ])
    expect(await stored(a)).toBeUndefined()
    refusing = false
    await store.take(b, budget, new Date())
    await store.flush()
    expect(
      writes()
        .at(-1)!
        .map(({ key }) => key),
    ).toEqual([a, b])
    expect([await stored(a), await stored(b)]).toEqual([1, 1])
  })

  it('refuses a maxKeys that is not a positive integer', () => {
    expect(() => createWriteBehindRateLimitStore(sql, { maxKeys: 0 })).toThrow(
      'maxKeys must be a positive integer, got 0',
    )
  })
})
