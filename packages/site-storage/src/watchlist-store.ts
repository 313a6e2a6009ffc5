import { isUuid } from './ids'
import type { Sql } from './sql'
import type { WatchlistStore } from './storage-types'

/**
 * Saved cars over SQL, one row per (tenant, user, car). Saving a car twice keeps its first date; a user id that is
 * not the tenant's saves nothing and lists nothing.
 * @example
 * await watchlist.add('wattle-bay-kia', user.id, 3000598)
 * await watchlist.list('wattle-bay-kia', user.id) // [3000598]
 */
export function createWatchlistStore(sql: Sql): WatchlistStore {
  return {
    add: async (tenant, userId, carId) => {
      if (!isUuid(userId)) return
      await sql.query(
        `INSERT INTO watchlist (tenant, user_id, car_id, added_at)
         SELECT $1::text, $2::uuid, $3::bigint, $4::timestamptz
         WHERE EXISTS (SELECT 1 FROM users WHERE tenant = $1 AND id = $2)
         ON CONFLICT (tenant, user_id, car_id) DO NOTHING`,
        [tenant, userId, carId, new Date()],
      )
    },

    remove: async (tenant, userId, carId) => {
      if (!isUuid(userId)) return
      await sql.query('DELETE FROM watchlist WHERE tenant = $1 AND user_id = $2 AND car_id = $3', [
        tenant,
        userId,
        carId,
      ])
    },

    list: async (tenant, userId) => {
      if (!isUuid(userId)) return []
      const rows = await sql.query<{ car_id: number | string }>(
        'SELECT car_id FROM watchlist WHERE tenant = $1 AND user_id = $2 ORDER BY added_at DESC, seq DESC',
        [tenant, userId],
      )
      return rows.map((row) => Number(row.car_id))
    },
  }
}
