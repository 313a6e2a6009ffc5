import { checkBudget, countTake, type CountedWindow } from './rate-limit-store'
import type { RateLimitStore } from './storage-types'

/**
 * Rate limits in this process's memory, for a limiter with no database behind it (unit tests, a one-off tool):
 * the same windows and answers as the SQL store, with memory bounded by `maxKeys`. Windows sit in a Map in order of
 * their start; past `maxKeys` keys, ended windows are swept and then the oldest live ones forgotten (that key starts
 * afresh, which only ever errs towards letting a request through). A site server uses the storage's
 * store instead, so every process shares one budget.
 * @example
 * const rateLimits = memoryRateLimitStore()
 * await rateLimits.take('sign-in|203.0.113.9', { limit: 10, windowMs: 600_000 }, new Date()) // allowed
 */
export function memoryRateLimitStore(maxKeys = 10_000): RateLimitStore & { size(): number } {
  if (!Number.isInteger(maxKeys) || maxKeys < 1)
    throw new Error(`maxKeys must be a positive integer, got ${maxKeys}`)
  const windows = new Map<string, CountedWindow>()
  const sweep = (now: Date): number => {
    const before = windows.size
    for (const [key, window] of windows) if (window.endsAt <= now.valueOf()) windows.delete(key)
    for (const key of windows.keys()) {
      if (windows.size <= maxKeys) break
      windows.delete(key)
    }
    return before - windows.size
  }
  const take: RateLimitStore['take'] = (key, budget, now) => {
    checkBudget(budget)
    const { window, fresh, decision } = countTake(windows.get(key), budget, now.valueOf())
    if (fresh) {
      // A new window goes to the back of the Map, keeping the Map in order of window start.
      windows.delete(key)
      windows.set(key, window)
      if (windows.size > maxKeys) sweep(now)
    }
    return Promise.resolve(decision)
  }
  return {
    // A bad budget rejects, as the SQL store's does.
    take: (key, budget, now) => {
      try {
        return take(key, budget, now)
      } catch (error) {
        return Promise.reject(error instanceof Error ? error : new Error(String(error)))
      }
    },
    giveBack: (key, now) => {
      const window = windows.get(key)
      if (window && window.endsAt > now.valueOf() && window.count > 0) window.count -= 1
      return Promise.resolve()
    },
    sweep: (now) => Promise.resolve(sweep(now)),
    size: () => windows.size,
  }
}
