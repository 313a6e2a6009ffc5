// Demo availability for stories and tests only (not built).
import type { AppointmentDay } from './appointment-picker'

const times = (date: string, hours: string[]) =>
  hours.map((hour) => {
    const [h = 0, m = 0] = hour.split(':').map(Number)
    const label = `${h > 12 ? h - 12 : h}:${String(m).padStart(2, '0')} ${h >= 12 ? 'pm' : 'am'}`
    return { value: `${date}T${hour}:00+10:00`, label }
  })

export const demoDays: AppointmentDay[] = [
  {
    date: '2025-06-02',
    label: 'Mon 2 Jun',
    times: times('2025-06-02', ['09:00', '09:30', '11:00', '14:30']),
  },
  { date: '2025-06-03', label: 'Tue 3 Jun', times: [] },
  { date: '2025-06-04', label: 'Wed 4 Jun', times: times('2025-06-04', ['10:00', '13:00']) },
  { date: '2025-06-05', label: 'Thu 5 Jun', times: times('2025-06-05', ['08:30', '12:00', '16:00']) },
]
