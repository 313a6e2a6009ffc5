import { isUuid, newId } from './ids'
import type { Sql } from './sql'
import type { Reservation, ReservationStore } from './storage-types'

type ReservationRow = {
  id: string
  tenant: string
  car_id: number | string
  user_id: string | null
  lead_id: string | null
  amount_cents: number
  payment_reference: string
  status: Reservation['status']
  created_at: Date
  expires_at: Date | null
  idempotency_key: string | null
  request_fingerprint: string | null
}

const columns = `id, tenant, car_id, user_id, lead_id, amount_cents, payment_reference, status, created_at, expires_at,
  idempotency_key, request_fingerprint`

function reservationOf(row: ReservationRow): Reservation {
  return {
    id: row.id,
    tenant: row.tenant,
    carId: Number(row.car_id),
    userId: row.user_id,
    leadId: row.lead_id,
    amountCents: row.amount_cents,
    paymentReference: row.payment_reference,
    status: row.status,
    createdAt: row.created_at,
    expiresAt: row.expires_at,
    idempotencyKey: row.idempotency_key,
    requestFingerprint: row.request_fingerprint,
  }
}

/**
 * Reservations over SQL. A partial unique index allows one active reservation per car, so of two shoppers paying
 * for the same car at once exactly one gets it, whichever server each reached. A hold runs out at expires_at, on
 * the real clock (never the demo clock): the next reservation of the car marks it expired first.
 * @example
 * const reservation = await reservations.create({ tenant, carId: 3000598, userId, leadId, amountCents: 50000,
 *   paymentReference: 'pi_123' }) // null when the car is already reserved
 */
export function createReservationStore(sql: Sql): ReservationStore {
  return {
    create: async (reservation) => {
      const now = new Date()
      await sql.query(
        `UPDATE reservations SET status = 'expired'
         WHERE tenant = $1 AND car_id = $2 AND status = 'reserved' AND expires_at <= $3`,
        [reservation.tenant, reservation.carId, now],
      )
      const expiresAt = reservation.holdMs === null ? null : new Date(now.valueOf() + reservation.holdMs)
      const [row] = await sql.query<ReservationRow>(
        `INSERT INTO reservations (tenant, id, car_id, user_id, lead_id, amount_cents, payment_reference, status,
           created_at, expires_at, idempotency_key, request_fingerprint)
         VALUES ($1, $2, $3, $4, $5, $6, $7, 'reserved', $8, $9, $10, $11)
         ON CONFLICT (tenant, car_id) WHERE status = 'reserved' DO NOTHING
         RETURNING ${columns}`,
        [
          reservation.tenant,
          newId(),
          reservation.carId,
          reservation.userId,
          reservation.leadId,
          reservation.amountCents,
          reservation.paymentReference,
          now,
          expiresAt,
          reservation.idempotencyKey ?? null,
          reservation.requestFingerprint ?? null,
        ],
      )
      return row ? reservationOf(row) : null
    },

    activeByIdempotencyKey: async (tenant, idempotencyKey) => {
      const [row] = await sql.query<ReservationRow>(
        `SELECT ${columns} FROM reservations
         WHERE tenant = $1 AND idempotency_key = $2 AND status = 'reserved' AND (expires_at IS NULL OR expires_at > $3)
         ORDER BY created_at DESC LIMIT 1`,
        [tenant, idempotencyKey, new Date()],
      )
      return row ? reservationOf(row) : null
    },

    confirm: async (tenant, id, paymentReference) => {
      if (!isUuid(id)) return false
      const rows = await sql.query<{ id: string }>(
        `UPDATE reservations SET payment_reference = $3 WHERE tenant = $1 AND id = $2 AND status = 'reserved'
         RETURNING id`,
        [tenant, id, paymentReference],
      )
      return rows.length > 0
    },

    cancel: async (tenant, id) => {
      if (!isUuid(id)) return
      await sql.query(`UPDATE reservations SET status = 'cancelled' WHERE tenant = $1 AND id = $2`, [
        tenant,
        id,
      ])
    },

    reservedCarIds: async (tenant) => {
      const rows = await sql.query<{ car_id: number | string }>(
        `SELECT car_id FROM reservations
         WHERE tenant = $1 AND status = 'reserved' AND (expires_at IS NULL OR expires_at > $2)
         ORDER BY car_id`,
        [tenant, new Date()],
      )
      return rows.map((row) => Number(row.car_id))
    },
  }
}
