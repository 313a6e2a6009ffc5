import { memoryRateLimitStore } from '@forecourt/site-storage'
import { describe, expect, it } from 'vitest'
import { createRateLimiter, takeEvery } from './rate-limit'

function clockAt(start: string) {
  let now = new Date(start).valueOf()
  return {
    clock: () => new Date(now),
    advance: (ms: number) => {
      now += ms
    },
  }
}

describe('createRateLimiter', () => {
  it('allows `limit` requests per key per window on its clock, then tells how long to wait', async () => {
    const time = clockAt('2026-10-01T00:00:00Z')
    const limiter = createRateLimiter({ name: 'test', limit: 3, windowMs: 60_000, clock: time.clock })
    const answers = [await limiter.take('a'), await limiter.take('a'), await limiter.take('a')]
    expect(answers.map((answer) => [answer.allowed, answer.remaining])).toEqual([
      [true, 2],
      [true, 1],
      [true, 0],
    ])
    time.advance(15_500)
    expect(await limiter.take('a')).toEqual({ allowed: false, retryAfterSeconds: 45, remaining: 0 })
    expect((await limiter.take('b')).allowed).toBe(true)
    time.advance(44_500)
    expect(await limiter.take('a')).toEqual({ allowed: true, retryAfterSeconds: 0, remaining: 2 })
  })

  it('counts in the store it is given, under its own name, so budgets sharing a store stay apart', async () => {
    const store = memoryRateLimitStore()
    const time = clockAt('2026-10-01T00:00:00Z')
    const leads = createRateLimiter({ name: 'leads', limit: 1, windowMs: 60_000, store, clock: time.clock })
    const spins = createRateLimiter({ name: 'spins', limit: 1, windowMs: 60_000, store, clock: time.clock })
    // Another process's limiter over the same store: one budget between them.
    const leadsElsewhere = createRateLimiter({
      name: 'leads',
      limit: 1,
      windowMs: 60_000,
      store,
      clock: time.clock,
    })
    expect((await leads.take('client')).allowed).toBe(true)
    expect((await spins.take('client')).allowed).toBe(true)
    expect((await leadsElsewhere.take('client')).allowed).toBe(false)
    expect(store.size()).toBe(2)
  })

  it.each([
    [{ name: 'a', limit: 0, windowMs: 1000 }, 'limit must be a positive integer, got 0'],
    [{ name: 'a', limit: 1.5, windowMs: 1000 }, 'limit must be a positive integer, got 1.5'],
    [{ name: 'a', limit: 1, windowMs: 0 }, 'windowMs must be positive, got 0'],
    [{ name: '', limit: 1, windowMs: 1000 }, 'name must be a non-empty word without "|", got ""'],
    [{ name: 'a|b', limit: 1, windowMs: 1000 }, 'name must be a non-empty word without "|", got "a|b"'],
  ])('refuses nonsense settings at once %o', (options, message) => {
    expect(() => createRateLimiter(options)).toThrow(message)
  })
})

describe('takeEvery', () => {
  const limiters = () => {
    const time = clockAt('2026-10-01T00:00:00Z')
    const store = memoryRateLimitStore()
    return {
      perClient: createRateLimiter({
        name: 'per-client',
        limit: 2,
        windowMs: 60_000,
        store,
        clock: time.clock,
      }),
      perTenant: createRateLimiter({
        name: 'per-tenant',
        limit: 3,
        windowMs: 60_000,
        store,
        clock: time.clock,
      }),
    }
  }

  it('counts a request against every budget when all allow it', async () => {
    const { perClient, perTenant } = limiters()
    expect(
      await takeEvery([
        [perClient, 'a'],
        [perTenant, 't'],
      ]),
    ).toBeNull()
    expect((await perClient.take('a')).remaining).toBe(0)
    expect((await perTenant.take('t')).remaining).toBe(1)
  })

  it('answers the refusing budget and gives the others back, so a refused request costs nothing', async () => {
    const { perClient, perTenant } = limiters()
    await takeEvery([
      [perClient, 'a'],
      [perTenant, 't'],
    ])
    await takeEvery([
      [perClient, 'a'],
      [perTenant, 't'],
    ])
    const refused = await takeEvery([
      [perClient, 'a'],
      [perTenant, 't'],
    ])
    expect(refused).toEqual({ index: 0, decision: { allowed: false, retryAfterSeconds: 60, remaining: 0 } })
    // The tenant's budget counted the two allowed requests only.
    expect(
      await takeEvery([
        [perClient, 'b'],
        [perTenant, 't'],
      ]),
    ).toBeNull()
    expect(
      (
        await takeEvery([
          [perClient, 'c'],
          [perTenant, 't'],
        ])
      )?.index,
    ).toBe(1)
    expect((await perClient.take('c')).remaining).toBe(1)
  })
})
