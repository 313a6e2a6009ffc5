/** A moment as a `Date` or an ISO 8601 string. */
export type Instant = Date | string

/** Milliseconds in one day. */
export const dayMs = 86_400_000

/** Milliseconds since the epoch of an instant; `NaN` when it cannot be read. */
export function toEpochMs(instant: Instant): number {
  return instant instanceof Date ? instant.getTime() : Date.parse(instant)
}

/** The calendar day `YYYY-MM-DD` of an instant in a time zone; `''` when the instant cannot be read. */
export function calendarDay(instant: Instant, timeZone: string): string {
  const epochMs = toEpochMs(instant)
  if (Number.isNaN(epochMs)) return ''
  const parts = new Intl.DateTimeFormat('en-CA', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).formatToParts(new Date(epochMs))
  const part = (type: string): string => parts.find((p) => p.type === type)?.value ?? ''
  return `${part('year')}-${part('month')}-${part('day')}`
}
