/**
 * Wall-clock time in an Australian time zone, with Intl only (no library): a dealer's 9:00 am is 9:00 am local
 * time whatever the server's zone, and Sydney, Melbourne, Hobart, Canberra and Adelaide move an hour in daylight
 * saving while Brisbane, Darwin and Perth do not.
 */

/**
 * The zone assumed when a location's state is unknown.
 * @example defaultTimeZone // 'Australia/Brisbane'
 */
export const defaultTimeZone = 'Australia/Brisbane'

const zonesByState: Readonly<Record<string, string>> = {
  QLD: 'Australia/Brisbane',
  NSW: 'Australia/Sydney',
  // Canberra keeps Sydney's time (same offsets and daylight saving).
  ACT: 'Australia/Sydney',
  VIC: 'Australia/Melbourne',
  TAS: 'Australia/Hobart',
  SA: 'Australia/Adelaide',
  WA: 'Australia/Perth',
  NT: 'Australia/Darwin',
}

/**
 * The time zone of an Australian state or territory code (case-insensitive); Brisbane when unknown.
 * @example timeZoneForState('act') // 'Australia/Sydney'
 */
export function timeZoneForState(state: string | null | undefined): string {
  return zonesByState[(state ?? '').trim().toUpperCase()] ?? defaultTimeZone
}

/** A local date and time of day. */
export interface WallClock {
  /** `YYYY-MM-DD` */
  date: string
  /** Minutes since local midnight. */
  minutes: number
}

const formatters = new Map<string, Intl.DateTimeFormat>()

function formatterFor(timeZone: string): Intl.DateTimeFormat {
  let formatter = formatters.get(timeZone)
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-AU', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
    })
    formatters.set(timeZone, formatter)
  }
  return formatter
}

// Every Australian offset is a whole number of minutes, so an instant's wall clock changes only on the minute: the
// last answer per zone serves every request within the same minute without asking Intl again.
const lastByZone = new Map<string, { minute: number; clock: WallClock }>()

/**
 * The local date and minute of an instant in a time zone.
 * @example wallClock(new Date('2026-10-03T23:00:00Z'), 'Australia/Sydney') // { date: '2026-10-04', minutes: 600 }
 */
export function wallClock(instant: Date, timeZone: string): WallClock {
  const minute = Math.floor(instant.valueOf() / 60_000)
  const last = lastByZone.get(timeZone)
  if (last?.minute === minute) return { ...last.clock }
  const parts: Record<string, string> = {}
  for (const part of formatterFor(timeZone).formatToParts(instant)) parts[part.type] = part.value
  const clock = {
    date: `${parts.year}-${parts.month}-${parts.day}`,
    minutes: Number(parts.hour) * 60 + Number(parts.minute),
  }
  lastByZone.set(timeZone, { minute, clock })
  return { ...clock }
}

function utcMinutesOf(date: string, minutes: number): number {
  const [year, month, day] = date.split('-').map(Number)
  return Date.UTC(year ?? 1970, (month ?? 1) - 1, day ?? 1) / 60_000 + minutes
}

/**
 * The instant of a local date and time in a time zone, or null when that wall time does not exist (the hour skipped
 * when daylight saving starts). A wall time that happens twice (when it ends) gives the first.
 * @example instantAt('2026-10-04', 600, 'Australia/Sydney')?.toISOString() // '2026-10-03T23:00:00.000Z'
 */
export function instantAt(date: string, minutes: number, timeZone: string): Date | null {
  const target = utcMinutesOf(date, minutes)
  const offsetAt = (utcMinutes: number) => {
    const local = wallClock(new Date(utcMinutes * 60_000), timeZone)
    return utcMinutesOf(local.date, local.minutes) - utcMinutes
  }
  // The offset before the target (a day earlier) finds the first of two repeated wall times; a second pass
  // corrects it when the offset changed in between.
  let guess = target - offsetAt(target - 1440)
  guess = target - offsetAt(guess)
  const found = wallClock(new Date(guess * 60_000), timeZone)
  if (found.date !== date || found.minutes !== minutes) return null
  return new Date(guess * 60_000)
}

/**
 * A calendar date plus a number of days.
 * @example addDays('2026-12-31', 1) // '2027-01-01'
 */
export function addDays(date: string, days: number): string {
  const [year, month, day] = date.split('-').map(Number)
  return new Date(Date.UTC(year ?? 1970, (month ?? 1) - 1, (day ?? 1) + days)).toISOString().slice(0, 10)
}

/**
 * The weekday of a calendar date, 0 Sunday to 6 Saturday.
 * @example weekdayOf('2026-11-23') // 1 (Monday)
 */
export function weekdayOf(date: string): number {
  const [year, month, day] = date.split('-').map(Number)
  return new Date(Date.UTC(year ?? 1970, (month ?? 1) - 1, day ?? 1)).getUTCDay()
}
