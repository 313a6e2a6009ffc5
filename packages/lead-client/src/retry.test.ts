import { describe, expect, it } from 'vitest'
import { backoffDelay, defaultRetryPolicy, retryAfterMs } from './retry.js'

describe('exponential backoff with jitter (retry { attempts = 4, baseDelayMs = 500, maxDelayMs = 8000 })', () => {
  it('defaults', () => {
    expect(defaultRetryPolicy).toEqual({ attempts: 4, baseDelayMs: 500, maxDelayMs: 8000 })
  })

  it.each([
    [1, 0, 250],
    [1, 1, 500],
    [2, 0, 500],
    [2, 1, 1000],
    [3, 0.5, 1500],
    [5, 1, 8000],
    [6, 1, 8000],
    [10, 0, 4000],
  ])('retry %s with random %s → %s ms', (retry, random, expected) => {
    expect(backoffDelay(retry, defaultRetryPolicy, () => random)).toBe(expected)
  })
})

describe('Retry-After', () => {
  const now = Date.parse('2025-06-10T00:00:00Z')

  it.each<[string | null, number | null]>([
    [null, null],
    ['', null],
    ['2', 2000],
    [' 0 ', 0],
    ['Tue, 10 Jun 2025 00:00:05 GMT', 5000],
    ['Mon, 09 Jun 2025 00:00:00 GMT', 0],
    ['soon', null],
    ['-1', null],
  ])('%j → %s', (header, expected) => {
    expect(retryAfterMs(header, now)).toBe(expected)
  })
})
