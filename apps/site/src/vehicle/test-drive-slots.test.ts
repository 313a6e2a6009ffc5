import { describe, expect, it } from 'vitest'
import { availableDays, bookingDateOf, loadTestDriveSlots } from './test-drive-slots'

const days = [
  {
    date: '2026-11-02',
    label: 'Mon 2 Nov',
    times: [
      { value: '2026-11-01T23:00:00.000Z', label: '9:00 am' },
      { value: '2026-11-01T23:30:00.000Z', label: '9:30 am' },
    ],
  },
  {
    date: '2026-11-03',
    label: 'Tue 3 Nov',
    times: [{ value: '2026-11-02T23:00:00.000Z', label: '9:00 am' }],
  },
]

describe('the test-drive availability', () => {
  it('reads the days of the answer and leaves out malformed ones', () => {
    expect(availableDays({ days })).toEqual(days)
    expect(
      availableDays({ days: [...days, { date: 3 }, null, { date: 'x', label: 'y', times: [{}] }] }),
    ).toEqual(days)
    expect(availableDays({})).toEqual([])
    expect(availableDays(null)).toEqual([])
  })

  it('a chosen time sends its own day as booking_date (the dealer day, not the UTC date of the instant)', () => {
    expect(bookingDateOf(days, '2026-11-01T23:30:00.000Z')).toBe('2026-11-02')
    expect(bookingDateOf(days, '2026-11-02T23:00:00.000Z')).toBe('2026-11-03')
    expect(bookingDateOf(days, 'not offered')).toBe('')
  })

  it("asks for the car's location and answers ready, or failed on an error or no answer", async () => {
    const asked: string[] = []
    const ok = await loadTestDriveSlots(1010, (url) => {
      asked.push(url)
      return Promise.resolve(new Response(JSON.stringify({ days }), { status: 200 }))
    })
    expect(asked).toEqual(['/api/test-drive/availability?location_id=1010'])
    expect(ok).toEqual({ status: 'ready', days })
    expect(
      await loadTestDriveSlots(1, () => Promise.resolve(new Response('{"message":"x"}', { status: 400 }))),
    ).toEqual({ status: 'failed' })
    expect(await loadTestDriveSlots(1, () => Promise.reject(new Error('offline')))).toEqual({
      status: 'failed',
    })
  })
})
