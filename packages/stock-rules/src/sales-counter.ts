import { toEpochMs, type Instant } from './time.js'

/** Sales counter constants (spec section 9). */
export const salesCounter = {
  stepsPerDay: 192,
  secondsPerStep: 450,
  refreshMs: 150_000,
  timeZone: 'Australia/Brisbane',
} as const

/** The 'Sales this Month' counter at a moment. */
export interface SalesCount {
  /** Day of the month in Brisbane, 1–31. */
  dayOfMonth: number
  /** Steps elapsed today in Brisbane, 0–191. */
  stepOfDay: number
  /** The number shown. */
  value: number
}

/**
 * 'Sales this Month' (spec section 9: 192 per day index, one step per 450 seconds of Brisbane time).
 * Reading: each full day of the month adds 192 and today adds one per 450 seconds since Brisbane
 * midnight, so the count restarts every month and never goes down within it.
 * @param base number the counter starts from each month (default 0)
 * @example salesCount('2025-06-02T00:07:30+10:00') // { dayOfMonth: 2, stepOfDay: 1, value: 193 }
 */
export function salesCount(now: Instant, base = 0): SalesCount {
  const parts = new Intl.DateTimeFormat('en-AU', {
    timeZone: salesCounter.timeZone,
    day: 'numeric',
    hour: 'numeric',
    minute: 'numeric',
    second: 'numeric',
    hourCycle: 'h23',
  }).formatToParts(new Date(toEpochMs(now)))
  const part = (type: Intl.DateTimeFormatPartTypes): number =>
    Number(parts.find((p) => p.type === type)?.value ?? 0)
  const secondsToday = part('hour') * 3600 + part('minute') * 60 + part('second')
  const dayOfMonth = part('day')
  const stepOfDay = Math.floor(secondsToday / salesCounter.secondsPerStep)
  return { dayOfMonth, stepOfDay, value: base + (dayOfMonth - 1) * salesCounter.stepsPerDay + stepOfDay }
}
