import { describe, expect, it } from 'vitest'
import { siteClock } from './tenant-sites'

describe('the demo clock', () => {
  it('runs from the fixtures reference date', () => {
    const started = Date.now()
    const now = siteClock('2026-11-01T00:00:00+10:00', null, started)()
    expect(now.valueOf() - new Date('2026-11-01T00:00:00+10:00').valueOf()).toBeLessThan(5_000)
    expect(now.valueOf()).toBeGreaterThanOrEqual(new Date('2026-11-01T00:00:00+10:00').valueOf())
  })

  it('FORECOURT_NOW pins it', () => {
    expect(siteClock('2026-11-01T00:00:00+10:00', '2025-06-15T06:00:00Z')().toISOString()).toBe(
      '2025-06-15T06:00:00.000Z',
    )
  })

  it('without fixtures it is the system clock', () => {
    expect(Math.abs(siteClock(null, null)().valueOf() - Date.now())).toBeLessThan(1_000)
  })

  it('refuses an unreadable FORECOURT_NOW', () => {
    expect(() => siteClock(null, 'tomorrow')).toThrow('FORECOURT_NOW must be an ISO date, got "tomorrow"')
  })
})
