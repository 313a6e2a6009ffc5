import { randomUUID } from 'node:crypto'
import { describe, expect, it } from 'vitest'
import type { RateLimitStore } from './storage-types'

// A fixed past instant: the stores sweep windows ended before the "now" they are given, never live ones of today.
const at = (seconds: number) => new Date(Date.UTC(2020, 0, 1, 9, 0, seconds))
const budget = { limit: 3, windowMs: 10_000 }

/**
 * What every rate-limit store must do, run against the SQL store (PGlite and PostgreSQL) and the memory store.
 * Keys are fresh per test, so a shared database needs no clean-up between them.
 * @example describeRateLimitContract('memory', () => memoryRateLimitStore())
 */
export function describeRateLimitContract(name: string, store: () => RateLimitStore): void {
  describe(`rate limits: ${name}`, () => {
    const newKey = () => `test|${randomUUID()}`
    const takes = async (key: string, seconds: readonly number[]) => {
      const answers = []
      for (const second of seconds) answers.push(await store().take(key, budget, at(second)))
      return answers
    }

    it.each([
      {
        case: 'allows the limit in one window, counting down what remains',
        seconds: [0, 1, 2],
        allowed: [true, true, true],
        remaining: [2, 1, 0],
      },
      {
        case: 'refuses past the limit with the seconds left in the window as Retry-After',
        seconds: [0, 1, 2, 3, 9.5],
        allowed: [true, true, true, false, false],
        retryAfter: [0, 0, 0, 7, 1],
      },
      {
        case: 'starts a new window once the old one has ended',
        seconds: [0, 1, 2, 3, 10, 11],
        allowed: [true, true, true, false, true, true],
        remaining: [2, 1, 0, 0, 2, 1],
      },
      {
        case: 'does not count refused requests against the next window',
        seconds: [0, 0, 0, 1, 2, 3, 4, 10, 11, 12],
        allowed: [true, true, true, false, false, false, false, true, true, true],
      },
    ])('$case', async ({ seconds, allowed, remaining, retryAfter }) => {
      const answers = await takes(newKey(), seconds)
      expect(answers.map((answer) => answer.allowed)).toEqual(allowed)
      if (remaining) expect(answers.map((answer) => answer.remaining)).toEqual(remaining)
      if (retryAfter) expect(answers.map((answer) => answer.retryAfterSeconds)).toEqual(retryAfter)
    })

    it('gives back an allowed request of the current window, and nothing once the window has ended', async () => {
      const key = newKey()
      await takes(key, [0, 1, 2])
      await store().giveBack(key, at(3))
      expect(await takes(key, [4, 5])).toEqual([
        { allowed: true, retryAfterSeconds: 0, remaining: 0 },
        { allowed: false, retryAfterSeconds: 5, remaining: 0 },
      ])
      await store().giveBack(key, at(10))
      expect((await store().take(key, budget, at(10))).remaining).toBe(2)
      const untouched = newKey()
      await store().giveBack(untouched, at(0))
      expect((await store().take(untouched, budget, at(0))).remaining).toBe(2)
    })

    it('keeps keys apart', async () => {
      const [a, b] = [newKey(), newKey()]
      await takes(a, [0, 0, 0])
      expect((await store().take(a, budget, at(1))).allowed).toBe(false)
      expect((await store().take(b, budget, at(1))).allowed).toBe(true)
    })

    it('lets exactly the limit through of many requests taken at once', async () => {
      const key = newKey()
      const answers = await Promise.all(
        Array.from({ length: 12 }, () => store().take(key, { limit: 5, windowMs: 60_000 }, at(0))),
      )
      expect(answers.filter((answer) => answer.allowed)).toHaveLength(5)
    })

    it('answers requests taken together each in its own place of the window, key by key', async () => {
      const [a, b] = [newKey(), newKey()]
      const wide = { limit: 5, windowMs: 60_000 }
      const answers = await Promise.all([
        ...Array.from({ length: 7 }, () => store().take(a, wide, at(0))),
        ...Array.from({ length: 3 }, () => store().take(b, wide, at(0))),
      ])
      const [ofA, ofB] = [answers.slice(0, 7), answers.slice(7)]
      expect(ofA.map((answer) => answer.remaining).sort()).toEqual([0, 0, 0, 1, 2, 3, 4])
      expect(ofA.filter((answer) => !answer.allowed).map((answer) => answer.retryAfterSeconds)).toEqual([
        60, 60,
      ])
      expect(ofB.map((answer) => answer.remaining).sort()).toEqual([2, 3, 4])
      expect((await store().take(a, wide, at(1))).allowed).toBe(false)
      expect((await store().take(b, wide, at(1))).remaining).toBe(1)
    })

    it('restarts an ended window for requests taken together', async () => {
      const key = newKey()
      await takes(key, [0, 0, 0, 1])
      const answers = await Promise.all(Array.from({ length: 4 }, () => store().take(key, budget, at(10))))
      expect(answers.map((answer) => answer.allowed).sort()).toEqual([false, true, true, true])
      expect(answers.map((answer) => answer.remaining).sort()).toEqual([0, 0, 1, 2])
    })

    it('sweeps ended windows, and a swept key starts afresh', async () => {
      const key = newKey()
      await takes(key, [0, 0, 0])
      expect(await store().sweep(at(20))).toBeGreaterThanOrEqual(1)
      expect(await store().take(key, budget, at(5))).toEqual({
        allowed: true,
        retryAfterSeconds: 0,
        remaining: 2,
      })
    })

    it.each([
      { case: 'a limit of 0', limit: 0, windowMs: 1000, message: 'limit must be a positive integer, got 0' },
      {
        case: 'a fractional limit',
        limit: 1.5,
        windowMs: 1000,
        message: 'limit must be a positive integer, got 1.5',
      },
      { case: 'an empty window', limit: 1, windowMs: 0, message: 'windowMs must be positive, got 0' },
    ])('refuses $case', async ({ limit, windowMs, message }) => {
      await expect(store().take(newKey(), { limit, windowMs }, at(0))).rejects.toThrow(message)
    })
  })
}
