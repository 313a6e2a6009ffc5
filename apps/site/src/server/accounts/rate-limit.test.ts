import { describe, expect, it } from 'vitest'
import { createRateLimiter } from './rate-limit'

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
  it('allows `limit` requests per key per window, then tells how long to wait', () => {
    const time = clockAt('2026-10-01T00:00:00Z')
    const limiter = createRateLimiter({ limit: 3, windowMs: 60_000, clock: time.clock })
    const answers = [limiter.take('a'), limiter.take('a'), limiter.take('a')]
    expect(answers.map((answer) => [answer.allowed, answer.remaining])).toEqual([
      [true, 2],
      [true, 1],
      [true, 0],
    ])
    time.advance(15_500)
    expect(limiter.take('a')).toEqual({ allowed: false, retryAfterSeconds: 45, remaining: 0 })
    expect(limiter.take('b').allowed).toBe(true)
    time.advance(44_500)
    expect(limiter.take('a')).toEqual({ allowed: true, retryAfterSeconds: 0, remaining: 2 })
  })

  it('refused requests are not counted, so waiting out the window is enough', () => {
    const time = clockAt('2026-10-01T00:00:00Z')
    const limiter = createRateLimiter({ limit: 1, windowMs: 1000, clock: time.clock })
    limiter.take('a')
    for (let i = 0; i < 50; i++) limiter.take('a')
    time.advance(1000)
    expect(limiter.take('a').allowed).toBe(true)
  })

  it('Retry-After is at least one second', () => {
    const time = clockAt('2026-10-01T00:00:00Z')
    const limiter = createRateLimiter({ limit: 1, windowMs: 1000, clock: time.clock })
    limiter.take('a')
    time.advance(999)
    expect(limiter.take('a').retryAfterSeconds).toBe(1)
  })

  it('memory stays bounded: finished windows are swept, then the oldest live ones dropped', () => {
    const time = clockAt('2026-10-01T00:00:00Z')
    const limiter = createRateLimiter({ limit: 1, windowMs: 1000, clock: time.clock, maxKeys: 100 })
    for (let i = 0; i < 100; i++) limiter.take(`old-${i}`)
    time.advance(1000)
    limiter.take('new')
    expect(limiter.size()).toBe(1)
    for (let i = 0; i < 1000; i++) limiter.take(`live-${i}`)
    expect(limiter.size()).toBe(100)
    // The newest keys are the ones kept.
    expect(limiter.take('live-999').allowed).toBe(false)
  })

  it.each([
    [{ limit: 0, windowMs: 1000 }, 'limit must be a positive integer, got 0'],
    [{ limit: 1.5, windowMs: 1000 }, 'limit must be a positive integer, got 1.5'],
    [{ limit: 1, windowMs: 0 }, 'windowMs must be positive, got 0'],
    [{ limit: 1, windowMs: 1000, maxKeys: 0 }, 'maxKeys must be a positive integer, got 0'],
  ])('refuses nonsense settings %o', (options, message) => {
    expect(() => createRateLimiter(options)).toThrow(message)
  })
})
