import type { AppointmentDay } from '@forecourt/components/forms'

/** What the test-drive booking shows: loading, the free days (possibly none), or a failure to load them. */
export type TestDriveSlots =
  { status: 'loading' } | { status: 'ready'; days: AppointmentDay[] } | { status: 'failed' }

function isDay(value: unknown): value is AppointmentDay {
  if (!value || typeof value !== 'object') return false
  const day = value as Record<string, unknown>
  return (
    typeof day.date === 'string' &&
    typeof day.label === 'string' &&
    Array.isArray(day.times) &&
    day.times.every(
      (time: unknown) =>
        !!time &&
        typeof (time as Record<string, unknown>).value === 'string' &&
        typeof (time as Record<string, unknown>).label === 'string',
    )
  )
}

/**
 * Reads the availability endpoint's answer ({ days: [{ date, label, times: [{ value, label }] }] }); days of
 * another shape are left out, so a partial answer still offers what it can.
 * @example availableDays({ days: [{ date: '2026-11-02', label: 'Mon 2 Nov', times: [] }] }).length // 1
 */
export function availableDays(body: unknown): AppointmentDay[] {
  const days = body && typeof body === 'object' ? (body as { days?: unknown }).days : undefined
  return Array.isArray(days) ? days.filter(isDay) : []
}

/**
 * The free test-drive times of a location for the next two weeks (GET /api/test-drive/availability).
 * @example await loadTestDriveSlots(1010) // { status: 'ready', days: [...] }
 */
export async function loadTestDriveSlots(
  locationId: number,
  fetchJson: (url: string) => Promise<Response> = (url) =>
    fetch(url, { headers: { accept: 'application/json' }, credentials: 'same-origin' }),
): Promise<TestDriveSlots> {
  try {
    const response = await fetchJson(
      `/api/test-drive/availability?location_id=${encodeURIComponent(locationId)}`,
    )
    if (!response.ok) return { status: 'failed' }
    return { status: 'ready', days: availableDays(await response.json()) }
  } catch {
    return { status: 'failed' }
  }
}

/**
 * The day (YYYY-MM-DD) a chosen time belongs to, which the form sends as `booking_date` beside `booking_slot`;
 * '' when the time is not one of the days'.
 * @example bookingDateOf(days, '2026-11-02T09:30:00.000Z') // '2026-11-02'
 */
export function bookingDateOf(days: readonly AppointmentDay[], slot: string): string {
  return days.find((day) => day.times.some((time) => time.value === slot))?.date ?? ''
}
