import type { Sql } from './sql'
import type { AppointmentStore } from './storage-types'

/**
 * Test-drive appointments over SQL: the primary key (tenant, location, start) lets one booking hold a slot, so two
 * shoppers picking the same slot at once cannot both get it.
 * @example await appointments.book('wattle-bay-kia', { locationId: 12, startsAt, leadId: lead.id }) // true
 */
export function createAppointmentStore(sql: Sql): AppointmentStore {
  return {
    book: async (tenant, appointment) => {
      const booked = await sql.query(
        `INSERT INTO appointments (tenant, location_id, starts_at, lead_id, created_at) VALUES ($1, $2, $3, $4, $5)
         ON CONFLICT (tenant, location_id, starts_at) DO NOTHING
         RETURNING lead_id`,
        [tenant, appointment.locationId, appointment.startsAt, appointment.leadId, new Date()],
      )
      return booked.length > 0
    },

    booked: async (tenant, locationId, from, to) => {
      const rows = await sql.query<{ starts_at: Date }>(
        `SELECT starts_at FROM appointments
         WHERE tenant = $1 AND location_id = $2 AND starts_at >= $3 AND starts_at < $4
         ORDER BY starts_at`,
        [tenant, locationId, from, to],
      )
      return rows.map((row) => row.starts_at)
    },
  }
}
