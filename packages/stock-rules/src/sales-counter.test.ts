import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { salesCount } from './sales-counter.js'

describe('"Sales counter: 192 per day index, one step per 450 seconds of Brisbane time"', () => {
  it.each([
    ['Brisbane midnight on the 1st', '2025-06-01T00:00:00+10:00', { dayOfMonth: 1, stepOfDay: 0, value: 0 }],
    [
      '449 seconds later, no step yet',
      '2025-06-01T00:07:29+10:00',
      { dayOfMonth: 1, stepOfDay: 0, value: 0 },
    ],
    ['450 seconds: one step', '2025-06-01T00:07:30+10:00', { dayOfMonth: 1, stepOfDay: 1, value: 1 }],
    ['last step of the 1st', '2025-06-01T23:59:59+10:00', { dayOfMonth: 1, stepOfDay: 191, value: 191 }],
    ['day 2 starts at 192', '2025-06-02T00:00:00+10:00', { dayOfMonth: 2, stepOfDay: 0, value: 192 }],
    [
      'UTC evening is the next Brisbane day',
      '2025-06-01T14:00:00Z',
      { dayOfMonth: 2, stepOfDay: 0, value: 192 },
    ],
    ['noon on the 15th', '2025-06-15T02:00:00Z', { dayOfMonth: 15, stepOfDay: 96, value: 14 * 192 + 96 }],
  ])('%s', (_name, now, expected) => {
    expect(salesCount(now)).toEqual(expected)
  })

  it('never goes down within a month', () => {
    const start = Date.parse('2025-06-01T00:00:00+10:00')
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 29 * 86_400 }),
        fc.integer({ min: 0, max: 86_400 }),
        (offset, gap) => {
          const earlier = salesCount(new Date(start + offset * 1000)).value
          const later = salesCount(new Date(start + Math.min(offset + gap, 30 * 86_400 - 1) * 1000)).value
          expect(later).toBeGreaterThanOrEqual(earlier)
        },
      ),
    )
  })

  it('adds a base', () => {
    expect(salesCount('2025-06-01T00:00:00+10:00', 40).value).toBe(40)
  })
})
