import type { Sql } from './sql'
import type { ActivityStore } from './storage-types'

/**
 * View counts, phone reveals and analytics events over SQL. A car's count starts from the feed's figure and is
 * incremented in the database, so servers behind a load balancer count together; reveals and events only append.
 * @example await activity.incrementViews('wattle-bay-kia', 3000598, 41) // 42 on the first view
 */
export function createActivityStore(sql: Sql): ActivityStore {
  return {
    incrementViews: async (tenant, carId, startFrom) => {
      const [row] = await sql.query<{ views: number }>(
        `INSERT INTO car_views (tenant, car_id, views) VALUES ($1, $2, $3::integer + 1)
         ON CONFLICT (tenant, car_id) DO UPDATE SET views = car_views.views + 1
         RETURNING views`,
        [tenant, carId, Math.max(0, Math.floor(startFrom))],
      )
      if (!row) throw new Error(`The view count of car ${carId} of ${tenant} was not written`)
      return row.views
    },

    phoneReveal: async (record) => {
      await sql.query(
        'INSERT INTO phone_reveals (tenant, car_id, dealership_id, website_id, at) VALUES ($1, $2, $3, $4, $5)',
        [record.tenant, record.carId, record.dealershipId, record.websiteId, new Date()],
      )
    },

    event: async (record) => {
      await sql.query('INSERT INTO analytics_events (tenant, event, car_id, at) VALUES ($1, $2, $3, $4)', [
        record.tenant,
        record.event,
        record.carId,
        record.at,
      ])
    },
  }
}
