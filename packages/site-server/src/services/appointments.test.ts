import type { OpeningHourEntry, SpecialHoursEntry } from '@forecourt/stock-rules'
import { describe, expect, it } from 'vitest'
import {
  availableSlots,
  dayLabel,
  minutesOf,
  openingOn,
  timeLabel,
  type AvailabilityInput,
  type AvailabilityLocation,
} from './appointments'
import { instantAt, timeZoneForState, wallClock } from './zoned-time'

const open = (weekday: number, from: string, to: string): OpeningHourEntry => ({
  weekday,
  status: 'Open',
  open: from,
  close: to,
})
const closed = (weekday: number): OpeningHourEntry => ({ weekday, status: 'Closed', open: null, close: null })

/** The fixtures' usual hours: closed Sunday, 08:30–17:30 weekdays, 08:00–12:00 Saturday. */
const weekHours = [
  closed(0),
  ...[1, 2, 3, 4, 5].map((day) => open(day, '08:30', '17:30')),
  open(6, '08:00', '12:00'),
]
const locationIn = (
  state: string,
  hours = weekHours,
  special: SpecialHoursEntry[] = [],
): AvailabilityLocation => ({
  id: 1,
  address: { state },
  contact_detail: { opening_hours: hours },
  special_hours: special,
})
const brisbane = locationIn('QLD')
const sydneyWithSundays = locationIn('NSW', [open(0, '10:00', '16:00'), ...weekHours.slice(1)])

const times = (input: AvailabilityInput, date: string) =>
  availableSlots(input)
    .find((day) => day.date === date)
    ?.times.map((time) => time.label) ?? null
const firstValue = (input: AvailabilityInput, date: string) =>
  availableSlots(input).find((day) => day.date === date)?.times[0]?.value ?? null

describe('availableSlots: opening hours less booked slots (spec section 3, "Opening hour entry")', () => {
  // 2026-11-22 is a Sunday; Brisbane is UTC+10 all year.
  const sundayMorning = new Date('2026-11-21T20:00:00Z') // Sun 22 Nov, 6:00 am in Brisbane

  it.each([
    ['a closed Sunday gives no day', { location: brisbane, from: sundayMorning }, '2026-11-22', null],
    [
      'the last slot ends at close (Saturday 08:00–12:00)',
      { location: brisbane, from: sundayMorning },
      '2026-11-28',
      ['8:00 am', '8:30 am', '9:00 am', '9:30 am', '10:00 am', '10:30 am', '11:00 am', '11:30 am'],
    ],
    [
      'hour-long slots still end at close',
      { location: brisbane, from: sundayMorning, slotMinutes: 60 },
      '2026-11-28',
      ['8:00 am', '9:00 am', '10:00 am', '11:00 am'],
    ],
    [
      'nothing within the 2-hour lead time (now 9:10 am Monday)',
      { location: brisbane, from: new Date('2026-11-22T23:10:00Z') },
      '2026-11-23',
      ['11:30 am', '12:00 pm', '12:30 pm', '1:00 pm', '1:30 pm', '2:00 pm', '2:30 pm'].concat([
        '3:00 pm',
        '3:30 pm',
        '4:00 pm',
        '4:30 pm',
        '5:00 pm',
      ]),
    ],
    [
      'nothing within the lead time: late on a weekday leaves that day empty (now 3:10 pm)',
      { location: brisbane, from: new Date('2026-11-23T05:10:00Z') },
      '2026-11-23',
      null,
    ],
    [
      'a booked slot is taken',
      { location: brisbane, from: sundayMorning, booked: [new Date('2026-11-28T00:00:00Z')] },
      '2026-11-28',
      ['8:00 am', '8:30 am', '9:00 am', '9:30 am', '10:30 am', '11:00 am', '11:30 am'],
    ],
    [
      'a booking between two slots takes both (10:15 am)',
      { location: brisbane, from: sundayMorning, booked: [new Date('2026-11-28T00:15:00Z')] },
      '2026-11-28',
      ['8:00 am', '8:30 am', '9:00 am', '9:30 am', '11:00 am', '11:30 am'],
    ],
    [
      'special hours: closed on Christmas Day',
      {
        location: locationIn('QLD', weekHours, [{ date: '2026-12-25', status: 'Closed' }]),
        from: new Date('2026-12-20T20:00:00Z'),
      },
      '2026-12-25',
      null,
    ],
    [
      'special hours: changed hours on Christmas Eve (hours.begin/end)',
      {
        location: locationIn('QLD', weekHours, [
          { date: '2026-12-24', status: 'Open', hours: { begin: '10:00', end: '11:30' } },
        ]),
        from: new Date('2026-12-20T20:00:00Z'),
      },
      '2026-12-24',
      ['10:00 am', '10:30 am', '11:00 am'],
    ],
    [
      'special hours: open on a usually closed Sunday (start_hour/end_hour)',
      {
        location: brisbane,
        specialHours: [{ date: '2026-11-22', status: 'Open', start_hour: '09:00', end_hour: '10:00' }],
        from: sundayMorning,
      },
      '2026-11-22',
      ['9:00 am', '9:30 am'],
    ],
  ] satisfies [string, AvailabilityInput, string, string[] | null][])(
    '%s',
    (_rule, input, date, expected) => {
      expect(times(input, date)).toEqual(expected)
    },
  )

  it('nothing in the past: a date before now starts from now plus the lead time', () => {
    const days = availableSlots({
      location: brisbane,
      from: new Date('2026-11-01T00:00:00Z'),
      now: new Date('2026-11-23T01:00:00Z'), // Mon 23 Nov, 11:00 am
    })
    expect(days[0]?.date).toBe('2026-11-23')
    expect(days[0]?.times[0]).toEqual({ value: '2026-11-23T03:00:00.000Z', label: '1:00 pm' })
  })

  it('14 days by default, closed Sundays left out', () => {
    const days = availableSlots({ location: brisbane, from: sundayMorning })
    expect(days.map((day) => day.date)).toEqual([
      '2026-11-23',
      '2026-11-24',
      '2026-11-25',
      '2026-11-26',
      '2026-11-27',
      '2026-11-28',
      '2026-11-30',
      '2026-12-01',
      '2026-12-02',
      '2026-12-03',
      '2026-12-04',
      '2026-12-05',
    ])
    expect(days[0]?.label).toBe('Mon 23 Nov')
  })

  it.each([
    ['Brisbane (no daylight saving), 8:30 am', brisbane, '2026-11-23', '2026-11-22T22:30:00.000Z'],
    [
      'Sydney on the Saturday before daylight saving starts',
      sydneyWithSundays,
      '2026-10-03',
      '2026-10-02T22:00:00.000Z',
    ],
    [
      'Sydney on the day daylight saving starts (DST day)',
      sydneyWithSundays,
      '2026-10-04',
      '2026-10-03T23:00:00.000Z',
    ],
    ['Sydney on the day daylight saving ends', sydneyWithSundays, '2027-04-04', '2027-04-04T00:00:00.000Z'],
    ['Melbourne in summer (UTC+11)', locationIn('VIC'), '2026-11-23', '2026-11-22T21:30:00.000Z'],
    ['Adelaide in summer (UTC+10:30)', locationIn('SA'), '2026-11-23', '2026-11-22T22:00:00.000Z'],
    ['Perth (UTC+8)', locationIn('WA'), '2026-11-23', '2026-11-23T00:30:00.000Z'],
    ['Darwin (UTC+9:30)', locationIn('NT'), '2026-11-23', '2026-11-22T23:00:00.000Z'],
  ])('time-zone correct: %s', (_place, location, date, first) => {
    const from = new Date(`${date}T00:00:00Z`)
    expect(firstValue({ location, from: new Date(from.valueOf() - 86_400_000), leadMinutes: 0 }, date)).toBe(
      first,
    )
  })

  it('a slot in the hour skipped when daylight saving starts is not offered', () => {
    const nightOwls = locationIn('NSW', [open(0, '01:00', '04:00')])
    const labels = times(
      { location: nightOwls, from: new Date('2026-10-02T14:00:00Z'), slotMinutes: 60, leadMinutes: 0 },
      '2026-10-04',
    )
    expect(labels).toEqual(['1:00 am', '3:00 am'])
  })
})

describe('hours and labels', () => {
  it.each([
    ['09:30', 570],
    ['9:05', 545],
    ['24:00', 1440],
    ['25:00', null],
    ['09:60', null],
    ['', null],
    [null, null],
  ])("minutesOf('%s') is %s", (time, minutes) => {
    expect(minutesOf(time)).toBe(minutes)
  })

  it.each([
    [0, '12:00 am'],
    [570, '9:30 am'],
    [720, '12:00 pm'],
    [750, '12:30 pm'],
    [1050, '5:30 pm'],
  ])('timeLabel(%i) is %s', (minutes, label) => {
    expect(timeLabel(minutes)).toBe(label)
  })

  it.each([
    ['2026-11-23', 'Mon 23 Nov'],
    ['2027-01-01', 'Fri 1 Jan'],
  ])('dayLabel(%s) is %s', (date, label) => {
    expect(dayLabel(date)).toBe(label)
  })

  it('a special Open without times keeps the regular hours', () => {
    expect(openingOn('2026-11-23', weekHours, [{ date: '2026-11-23', status: 'Open' }])).toEqual({
      open: 510,
      close: 1050,
    })
  })
})

describe('time zones', () => {
  it.each([
    ['QLD', 'Australia/Brisbane'],
    ['nsw', 'Australia/Sydney'],
    ['ACT', 'Australia/Sydney'],
    ['VIC', 'Australia/Melbourne'],
    ['TAS', 'Australia/Hobart'],
    ['SA', 'Australia/Adelaide'],
    ['WA', 'Australia/Perth'],
    ['NT', 'Australia/Darwin'],
    ['', 'Australia/Brisbane'],
    [null, 'Australia/Brisbane'],
  ])("a location in '%s' keeps %s time (Canberra keeps Sydney's)", (state, zone) => {
    expect(timeZoneForState(state)).toBe(zone)
  })

  it('a wall time repeated when daylight saving ends gives the first', () => {
    expect(instantAt('2027-04-04', 150, 'Australia/Sydney')?.toISOString()).toBe('2027-04-03T15:30:00.000Z')
  })

  it('wallClock reads the local date and minute', () => {
    expect(wallClock(new Date('2026-10-03T23:00:00Z'), 'Australia/Sydney')).toEqual({
      date: '2026-10-04',
      minutes: 600,
    })
  })

  it('wallClock answers again within a minute, across midnight and in another zone, each time right', () => {
    const at = (iso: string, zone = 'Australia/Sydney') => wallClock(new Date(iso), zone)
    expect(at('2026-11-21T12:59:00.000Z')).toEqual({ date: '2026-11-21', minutes: 23 * 60 + 59 })
    const sameMinute = at('2026-11-21T12:59:59.999Z')
    expect(sameMinute).toEqual({ date: '2026-11-21', minutes: 23 * 60 + 59 })
    sameMinute.date = 'changed by a caller'
    expect(at('2026-11-21T12:59:30.000Z').date).toBe('2026-11-21')
    expect(at('2026-11-21T13:00:00.000Z')).toEqual({ date: '2026-11-22', minutes: 0 })
    expect(at('2026-11-21T13:00:00.000Z', 'Australia/Perth')).toEqual({
      date: '2026-11-21',
      minutes: 21 * 60,
    })
    expect(at('2026-11-21T13:00:30.000Z')).toEqual({ date: '2026-11-22', minutes: 0 })
  })
})
