import type { OpeningHourEntry, SpecialHoursEntry } from '@forecourt/stock-rules'
import { addDays, instantAt, timeZoneForState, wallClock, weekdayOf } from './zoned-time'

/** What availability reads from a location (the tenant configuration's location shape). */
export interface AvailabilityLocation {
  id?: number
  address?: { state?: string | null } | null
  contact_detail?: { opening_hours?: readonly OpeningHourEntry[] } | null
  special_hours?: readonly SpecialHoursEntry[]
}

/** One bookable start time. */
export interface AppointmentTime {
  /** The start as an ISO instant, e.g. '2026-11-22T23:30:00.000Z'. */
  value: string
  /** The local start time, e.g. '9:30 am'. */
  label: string
}

/**
 * One day with at least one bookable time.
 * @example { date: '2026-11-23', label: 'Mon 23 Nov', times: [{ value: '2026-11-22T23:30:00.000Z', label: '9:30 am' }] }
 */
export interface AppointmentDay {
  /** The local date, `YYYY-MM-DD`. */
  date: string
  /** e.g. 'Mon 23 Nov'. */
  label: string
  times: AppointmentTime[]
}

/** What {@link availableSlots} computes from. */
export interface AvailabilityInput {
  location: AvailabilityLocation
  /** Closures and changed hours on dates. @defaultValue the location's `special_hours` */
  specialHours?: readonly SpecialHoursEntry[]
  /** Start times already booked at the location; a slot overlapping one is taken. */
  booked?: readonly Date[]
  /** No slot starts before this instant; the first day is its local date (or today's when it is past). */
  from: Date
  /** The current time: slots within `leadMinutes` of it are not offered. @defaultValue from */
  now?: Date
  /** Days shown, starting with the local date of `from`. @defaultValue 14 */
  days?: number
  /** Length of a test drive. @defaultValue 30 */
  slotMinutes?: number
  /** Notice the dealer needs before a test drive. @defaultValue 120 */
  leadMinutes?: number
  /** @defaultValue the zone of the location's state, else Australia/Brisbane */
  timeZone?: string
}

const shortWeekdays = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'] as const
const shortMonths = [
  'Jan',
  'Feb',
  'Mar',
  'Apr',
  'May',
  'Jun',
  'Jul',
  'Aug',
  'Sep',
  'Oct',
  'Nov',
  'Dec',
] as const

/**
 * Minutes since midnight of an 'HH:MM' time, or null when it is not one.
 * @example minutesOf('09:30') // 570
 */
export function minutesOf(time: string | null | undefined): number | null {
  const match = /^(\d{1,2}):(\d{2})$/.exec((time ?? '').trim())
  if (!match) return null
  const minutes = Number(match[1]) * 60 + Number(match[2])
  return Number(match[2]) < 60 && minutes <= 24 * 60 ? minutes : null
}

/**
 * Open and close minutes of a local date, or null when closed: special hours for the date override the weekday's
 * regular hours (spec section 3, "Special hours entry": `start_hour`/`end_hour` or `hours.begin`/`end`); a special
 * 'Open' without times keeps the regular hours. A day without an entry, or without both times, is closed.
 * @example openingOn('2026-12-25', regular, [{ date: '2026-12-25', status: 'Closed' }]) // null
 */
export function openingOn(
  date: string,
  regular: readonly OpeningHourEntry[],
  special: readonly SpecialHoursEntry[] = [],
): { open: number; close: number } | null {
  const override = special.find((entry) => entry.date.slice(0, 10) === date)
  if (override?.status === 'Closed') return null
  const weekly = regular.find((entry) => entry.weekday === weekdayOf(date))
  let open = weekly?.status === 'Open' ? minutesOf(weekly.open) : null
  let close = weekly?.status === 'Open' ? minutesOf(weekly.close) : null
  const specialOpen = minutesOf(override?.start_hour ?? override?.hours?.begin)
  const specialClose = minutesOf(override?.end_hour ?? override?.hours?.end)
  if (specialOpen !== null && specialClose !== null) [open, close] = [specialOpen, specialClose]
  return open !== null && close !== null && close > open ? { open, close } : null
}

/**
 * A local time of day as the booking form shows it.
 * @example timeLabel(570) // '9:30 am'
 */
export function timeLabel(minutes: number): string {
  const hour = Math.floor(minutes / 60)
  const minute = String(minutes % 60).padStart(2, '0')
  return `${hour % 12 || 12}:${minute} ${hour < 12 ? 'am' : 'pm'}`
}

/**
 * A local date as the booking form shows it.
 * @example dayLabel('2026-11-23') // 'Mon 23 Nov'
 */
export function dayLabel(date: string): string {
  const [, month, day] = date.split('-').map(Number)
  return `${shortWeekdays[weekdayOf(date)]} ${day} ${shortMonths[(month ?? 1) - 1]}`
}

/**
 * The test-drive times a shopper can book at a location (spec section 7, "Appointment availability fetch for test
 * drive booking"): slots of `slotMinutes` inside each day's opening hours (special hours applied, the last slot
 * ending at close), in the location's own time zone (daylight saving included), less slots that overlap a booked
 * appointment, that start before `from`, or that start within `leadMinutes` of `now`. Days with no free slot are
 * left out.
 * @example availableSlots({ location, from: new Date('2026-11-23T00:00:00+10:00') })[0] // { date: '2026-11-23', label: 'Mon 23 Nov', times: [{ value: '2026-11-22T22:30:00.000Z', label: '8:30 am' }, …] }
 */
export function availableSlots(input: AvailabilityInput): AppointmentDay[] {
  const { location, from, days = 14, slotMinutes = 30, leadMinutes = 120 } = input
  if (!(slotMinutes > 0)) throw new RangeError(`slotMinutes must be positive, received ${slotMinutes}`)
  const timeZone = input.timeZone ?? timeZoneForState(location.address?.state)
  const regular = location.contact_detail?.opening_hours ?? []
  const special = input.specialHours ?? location.special_hours ?? []
  const slotMs = slotMinutes * 60_000
  const now = input.now ?? from
  const earliest = Math.max(from.valueOf(), now.valueOf() + leadMinutes * 60_000)
  const booked = (input.booked ?? []).map((date) => date.valueOf())
  const first = wallClock(from > now ? from : now, timeZone).date
  const result: AppointmentDay[] = []
  for (let offset = 0; offset < days; offset += 1) {
    const date = addDays(first, offset)
    const hours = openingOn(date, regular, special)
    if (!hours) continue
    const times: AppointmentTime[] = []
    for (let start = hours.open; start + slotMinutes <= hours.close; start += slotMinutes) {
      const instant = instantAt(date, start, timeZone)
      if (!instant || instant.valueOf() < earliest) continue
      // Two drives of the same length overlap when their starts are less than one length apart.
      if (booked.some((taken) => Math.abs(taken - instant.valueOf()) < slotMs)) continue
      times.push({ value: instant.toISOString(), label: timeLabel(start) })
    }
    if (times.length) result.push({ date, label: dayLabel(date), times })
  }
  return result
}
