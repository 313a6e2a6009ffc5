import { describe, expect, it } from 'vitest'
import {
  departmentOpeningHours,
  departments,
  hoursOnDate,
  openingHoursTable,
  weeklyHoursSummary,
} from './opening-hours.js'
import type { OpeningHourEntry } from './types/location.js'

const open = (weekday: number, hours = '8:00am - 5:00pm'): OpeningHourEntry => ({
  weekday,
  status: 'Open',
  formated_hours: hours,
})
const closed = (weekday: number): OpeningHourEntry => ({ weekday, status: 'Closed' })
const week = [closed(0), open(1), open(2), open(3), open(4), open(5), open(6, '8:00am - 12:00pm')]

describe('"Weekdays display: Mon–Fri grouped when identical; Sat/Sun separate"', () => {
  it.each([
    [
      'identical weekdays grouped',
      week,
      [
        { label: 'Mon–Fri', hours: '8:00am - 5:00pm' },
        { label: 'Sat', hours: '8:00am - 12:00pm' },
        { label: 'Sun', hours: 'Closed' },
      ],
    ],
    [
      'a late Thursday splits the weekdays',
      [...week.filter((entry) => entry.weekday !== 4), open(4, '8:00am - 8:00pm')],
      [
        { label: 'Mon', hours: '8:00am - 5:00pm' },
        { label: 'Tue', hours: '8:00am - 5:00pm' },
        { label: 'Wed', hours: '8:00am - 5:00pm' },
        { label: 'Thu', hours: '8:00am - 8:00pm' },
        { label: 'Fri', hours: '8:00am - 5:00pm' },
        { label: 'Sat', hours: '8:00am - 12:00pm' },
        { label: 'Sun', hours: 'Closed' },
      ],
    ],
    [
      'open/close used when formated_hours is missing; a missing day is Closed',
      [1, 2, 3, 4, 5].map((weekday): OpeningHourEntry => ({
        weekday,
        status: 'Open',
        open: '9:00am',
        close: '5:30pm',
      })),
      [
        { label: 'Mon–Fri', hours: '9:00am - 5:30pm' },
        { label: 'Sat', hours: 'Closed' },
        { label: 'Sun', hours: 'Closed' },
      ],
    ],
    ['no entries', [], []],
  ])('%s', (_name, entries, expected) => {
    expect(weeklyHoursSummary(entries)).toEqual(expected)
  })
})

describe('"weekday (0 Sunday to 6 Saturday)" and the "Opening Hours table Monday to Sunday"', () => {
  it('lists Monday first and Sunday (weekday 0) last', () => {
    expect(openingHoursTable(week).map((row) => `${row.label}: ${row.hours}`)).toEqual([
      'Monday: 8:00am - 5:00pm',
      'Tuesday: 8:00am - 5:00pm',
      'Wednesday: 8:00am - 5:00pm',
      'Thursday: 8:00am - 5:00pm',
      'Friday: 8:00am - 5:00pm',
      'Saturday: 8:00am - 12:00pm',
      'Sunday: Closed',
    ])
  })
})

describe('special hours override by date', () => {
  it.each([
    ['regular Wednesday', '2025-12-24', [], { status: 'Open', hours: '8:00am - 5:00pm', special: false }],
    ['regular Sunday (weekday 0)', '2025-12-28', [], { status: 'Closed', hours: 'Closed', special: false }],
    [
      'closed on Christmas Day',
      '2025-12-25',
      [{ date: '2025-12-25', status: 'Closed' as const }],
      { status: 'Closed', hours: 'Closed', special: true },
    ],
    [
      'short day with start_hour/end_hour',
      '2025-12-24',
      [{ date: '2025-12-24', status: 'Open' as const, start_hour: '8:00am', end_hour: '12:00pm' }],
      { status: 'Open', hours: '8:00am - 12:00pm', special: true },
    ],
    [
      'hours.begin/end form, opening on a Sunday',
      '2025-12-28',
      [
        {
          date: '2025-12-28T00:00:00+10:00',
          status: 'Open' as const,
          hours: { begin: '10:00am', end: '2:00pm' },
        },
      ],
      { status: 'Open', hours: '10:00am - 2:00pm', special: true },
    ],
    [
      'special hours of another date do not apply',
      '2025-12-24',
      [{ date: '2025-12-25', status: 'Closed' as const }],
      { status: 'Open', hours: '8:00am - 5:00pm', special: false },
    ],
  ])('%s', (_name, day, special, expected) => {
    expect(hoursOnDate(day, week, special)).toEqual(expected)
  })
})

describe('"Opening hours: department selection changes the displayed hours"', () => {
  const group = [
    { location_type: '' as const, contact_detail: { opening_hours: [open(1, 'sales hours')] } },
    { location_type: 'service' as const, contact_detail: { opening_hours: [open(1, 'service hours')] } },
  ]
  it.each([
    ['blank type is the sales department', 'sales' as const, 'sales hours'],
    ['service', 'service' as const, 'service hours'],
    ['unknown department falls back to the first location', 'parts' as const, 'sales hours'],
  ])('%s', (_name, department, expected) => {
    expect(departmentOpeningHours(group, department)[0]?.formated_hours).toBe(expected)
  })

  it('lists departments with blank as sales, in sort order', () => {
    expect(
      departments([{ location_type: 'parts' }, { location_type: '' }, { location_type: 'sales' }]),
    ).toEqual(['sales', 'parts'])
  })
})
