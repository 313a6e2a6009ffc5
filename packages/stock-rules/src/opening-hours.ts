import type {
  Location,
  LocationType,
  OpeningHourEntry,
  SpecialHoursEntry,
  OpeningStatus,
} from './types/location.js'

/** Weekday names by `weekday` (0 is Sunday). */
export const weekdayNames = [
  'Sunday',
  'Monday',
  'Tuesday',
  'Wednesday',
  'Thursday',
  'Friday',
  'Saturday',
] as const

/** Short weekday names by `weekday` (0 is Sunday). */
export const shortWeekdayNames = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'] as const

/**
 * Hours text of one entry: 'Closed', the `formated_hours`, or `open - close`.
 * @example hoursText({ weekday: 1, status: 'Open', open: '8:00am', close: '5:00pm' }) // '8:00am - 5:00pm'
 */
export function hoursText(entry: OpeningHourEntry | undefined): string {
  if (!entry || entry.status === 'Closed') return 'Closed'
  const formatted = entry.formated_hours?.trim()
  if (formatted) return formatted
  return [entry.open, entry.close].filter(Boolean).join(' - ') || 'Open'
}

/** A row of the weekly opening-hours summary. */
export interface OpeningHoursRow {
  label: string
  hours: string
}

/**
 * Weekly summary (spec section 5, "Weekdays display"): Mon–Fri grouped when identical, Sat and Sun
 * separate. Reading: a day without an entry is Closed; no entries at all gives no rows.
 * @example weeklyHoursSummary(entries) // [{ label: 'Mon–Fri', hours: '8:00am - 5:00pm' }, { label: 'Sat', … }, { label: 'Sun', … }]
 */
export function weeklyHoursSummary(entries: readonly OpeningHourEntry[]): OpeningHoursRow[] {
  if (entries.length === 0) return []
  const hoursOn = (weekday: number): string => hoursText(entries.find((entry) => entry.weekday === weekday))
  const weekdays = [1, 2, 3, 4, 5].map(hoursOn)
  const weekdayRows = weekdays.every((hours) => hours === weekdays[0])
    ? [{ label: 'Mon–Fri', hours: weekdays[0] ?? 'Closed' }]
    : weekdays.map((hours, index) => ({ label: shortWeekdayNames[index + 1] ?? '', hours }))
  return [...weekdayRows, { label: 'Sat', hours: hoursOn(6) }, { label: 'Sun', hours: hoursOn(0) }]
}

/**
 * The Opening Hours table of the location details page: Monday to Sunday, one row per day.
 * @example openingHoursTable(entries)[0] // { label: 'Monday', hours: '8:00am - 5:00pm' }
 */
export function openingHoursTable(entries: readonly OpeningHourEntry[]): OpeningHoursRow[] {
  return [1, 2, 3, 4, 5, 6, 0].map((weekday) => ({
    label: weekdayNames[weekday] ?? '',
    hours: hoursText(entries.find((entry) => entry.weekday === weekday)),
  }))
}

/** Hours of one calendar day after special hours are applied. */
export interface DayHours {
  status: OpeningStatus
  hours: string
  /** True when special (holiday) hours replaced the regular hours. */
  special: boolean
}

/**
 * Hours on a calendar day `YYYY-MM-DD`: special hours for that date override the regular weekday
 * hours (spec section 3, "Special hours entry"; `start_hour`/`end_hour` or `hours.begin`/`end`).
 * @example hoursOnDate('2025-12-25', regular, [{ date: '2025-12-25', status: 'Closed' }]) // { status: 'Closed', hours: 'Closed', special: true }
 */
export function hoursOnDate(
  day: string,
  regular: readonly OpeningHourEntry[],
  special: readonly SpecialHoursEntry[] = [],
): DayHours {
  const override = special.find((entry) => entry.date.slice(0, 10) === day)
  if (override) {
    if (override.status === 'Closed') return { status: 'Closed', hours: 'Closed', special: true }
    const begin = override.start_hour ?? override.hours?.begin
    const end = override.end_hour ?? override.hours?.end
    return { status: 'Open', hours: [begin, end].filter(Boolean).join(' - ') || 'Open', special: true }
  }
  const [year, month, date] = day.split('-').map(Number)
  const weekday = new Date(Date.UTC(year ?? 0, (month ?? 1) - 1, date ?? 1)).getUTCDay()
  const entry = regular.find((candidate) => candidate.weekday === weekday)
  return { status: entry?.status ?? 'Closed', hours: hoursText(entry), special: false }
}

/**
 * Departments of a location group for the opening-hours selector, in location sort order, blank as
 * sales. The selector shows only when this has more than one entry.
 * @example departments([{ location_type: '' }, { location_type: 'service' }]) // ['sales', 'service']
 */
export function departments(
  locations: readonly Pick<Location, 'location_type'>[],
): Exclude<LocationType, ''>[] {
  const order: Exclude<LocationType, ''>[] = ['sales', 'used', 'service', 'parts', 'service-and-parts']
  const present = new Set(locations.map((location) => location.location_type || 'sales'))
  return order.filter((type) => present.has(type))
}

/**
 * The opening hours of the selected department (spec section 4: department selection changes the
 * displayed hours). Reading: an unknown department falls back to the first location.
 * @example departmentOpeningHours(group, 'service') // the service location's opening hours
 */
export function departmentOpeningHours(
  locations: readonly Pick<Location, 'location_type' | 'contact_detail'>[],
  department: Exclude<LocationType, ''>,
): OpeningHourEntry[] {
  const match =
    locations.find((location) => (location.location_type || 'sales') === department) ?? locations[0]
  return match?.contact_detail?.opening_hours ?? []
}
