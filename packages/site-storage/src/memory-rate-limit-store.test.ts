import { describe, expect, it } from 'vitest'
import { memoryRateLimitStore } from './memory-rate-limit-store'
import { describeRateLimitContract } from './rate-limit.contract'

const shared = memoryRateLimitStore()
describeRateLimitContract('memory', () => shared)

describe('memory rate limits', () => {
  const budget = { limit: 1, windowMs: 60_000 }

  it('keeps at most maxKeys windows, forgetting the oldest first', async () => {
    const store = memoryRateLimitStore(3)
    const now = new Date('2026-11-26T09:00:00Z')
    for (const key of ['a', 'b', 'c', 'd', 'e']) await store.take(key, budget, now)
    expect(store.size()).toBe(3)
    expect((await store.take('e', budget, now)).allowed).toBe(false)
    expect((await store.take('a', budget, now)).allowed).toBe(true)
  })

  it('refuses a maxKeys that is not a positive integer', () => {
    expect(() => memoryRateLimitStore(0)).toThrow('maxKeys must be a positive integer, got 0')
  })
})
