import { afterEach, describe, expect, it, vi } from 'vitest'
import { siteClock } from './site-clock'

// The system clock is faked, so time moves only when a test moves it, however slow or busy the machine is.
afterEach(() => {
  vi.useRealTimers()
})

describe('the demo clock', () => {
  it('runs from the fixtures reference date', () => {
    vi.useFakeTimers({ now: new Date('2027-03-04T05:06:07Z') })
    const reference = new Date('2026-11-01T00:00:00+10:00').valueOf()
    const started = Date.now()
    const clock = siteClock('2026-11-01T00:00:00+10:00', null, started)
    expect(clock().valueOf()).toBe(reference)
    vi.advanceTimersByTime(1_500)
    const now = clock()
    expect(now.valueOf()).toBe(reference + 1_500)
    expect(now.valueOf() - new Date('2026-11-01T00:00:00+10:00').valueOf()).toBeLessThan(5_000)
    expect(now.valueOf()).toBeGreaterThanOrEqual(new Date('2026-11-01T00:00:00+10:00').valueOf())
  })

  it('FORECOURT_NOW pins it', () => {
    expect(siteClock('2026-11-01T00:00:00+10:00', '2025-06-15T06:00:00Z')().toISOString()).toBe(
      '2025-06-15T06:00:00.000Z',
    )
  })

  it('without fixtures it is the system clock', () => {
    vi.useFakeTimers({ now: new Date('2027-03-04T05:06:07Z') })
    const clock = siteClock(null, null)
    expect(Math.abs(clock().valueOf() - Date.now())).toBeLessThan(1_000)
    expect(clock().valueOf()).toBe(Date.now())
    vi.advanceTimersByTime(60_000)
    expect(clock().valueOf()).toBe(Date.now())
  })

  it('refuses an unreadable FORECOURT_NOW', () => {
    expect(() => siteClock(null, 'tomorrow')).toThrow('FORECOURT_NOW must be an ISO date, got "tomorrow"')
  })
})
