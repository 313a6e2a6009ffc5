import { isUuid, newId } from './ids'
import type { Sql } from './sql'
import type { StockCar, StockStore, StockToken } from './storage-types'

interface TokenRow {
  id: string
  tenant: string
  label: string
  created_at: Date | string
  revoked_at: Date | string | null
}

const tokenOf = (row: TokenRow): StockToken => ({
  id: row.id,
  tenant: row.tenant,
  label: row.label,
  createdAt: new Date(row.created_at),
  revokedAt: row.revoked_at === null ? null : new Date(row.revoked_at),
})

const tokenColumns = 'id, tenant, label, created_at, revoked_at'

/**
 * A tenant's stock over SQL: one jsonb row per car, keyed by (tenant, car id), and the stock API's tokens by hash.
 * A save that would store the same JSON again is no write at all (`IS DISTINCT FROM`), so re-sending a feed costs
 * reads only.
 * @example
 * await stock.save('wattle-bay-kia', car) // 'created'
 * await stock.save('wattle-bay-kia', car) // 'unchanged'
 */
export function createStockStore(sql: Sql): StockStore {
  const save = async (db: Sql, tenant: string, car: StockCar) => {
    const rows = await db.query<{ created: boolean }>(
      `INSERT INTO stock_cars (tenant, id, car, updated_at) VALUES ($1, $2, $3::jsonb, $4)
       ON CONFLICT (tenant, id) DO UPDATE SET car = EXCLUDED.car, updated_at = EXCLUDED.updated_at
       WHERE stock_cars.car IS DISTINCT FROM EXCLUDED.car
       RETURNING (xmax = 0) AS created`,
      [tenant, car.id, JSON.stringify(car), new Date()],
    )
    const [row] = rows
    return row ? (row.created ? 'created' : 'updated') : 'unchanged'
  }

  return {
    seed: (tenant, cars) =>
      sql.transaction(async (tx) => {
        const claimed = await tx.query(
          `INSERT INTO stock_seeded (tenant, seeded_at) VALUES ($1, $2) ON CONFLICT (tenant) DO NOTHING RETURNING tenant`,
          [tenant, new Date()],
        )
        if (claimed.length === 0) return false
        // One statement for the lot: a demo tenant's thousands of cars go in as one JSON array.
        await tx.query(
          `INSERT INTO stock_cars (tenant, id, car, updated_at)
           SELECT $1, (car->>'id')::bigint, car, $3 FROM jsonb_array_elements($2::jsonb) AS car
           ON CONFLICT (tenant, id) DO NOTHING`,
          [tenant, JSON.stringify(cars), new Date()],
        )
        return true
      }),

    seeded: async (tenant) =>
      (await sql.query('SELECT 1 FROM stock_seeded WHERE tenant = $1', [tenant])).length > 0,

    cars: async (tenant) =>
      (
        await sql.query<{ car: StockCar }>('SELECT car FROM stock_cars WHERE tenant = $1 ORDER BY id', [
          tenant,
        ])
      ).map((row) => row.car),

    car: async (tenant, id) => {
      const [row] = await sql.query<{ car: StockCar }>(
        'SELECT car FROM stock_cars WHERE tenant = $1 AND id = $2',
        [tenant, id],
      )
      return row?.car ?? null
    },

    save: (tenant, car) => save(sql, tenant, car),

    update: (tenant, id, change) =>
      sql.transaction(async (tx) => {
        const [row] = await tx.query<{ car: StockCar }>(
          'SELECT car FROM stock_cars WHERE tenant = $1 AND id = $2 FOR UPDATE',
          [tenant, id],
        )
        if (!row) return null
        const car = change(row.car)
        if (car.id !== id) throw new Error(`A change of car ${id} cannot give it another id (${car.id}).`)
        return { car, changed: (await save(tx, tenant, car)) !== 'unchanged' }
      }),

    saveMany: (tenant, plan) =>
      sql.transaction(async (tx) => {
        const stored = await tx.query<{ car: StockCar }>(
          'SELECT car FROM stock_cars WHERE tenant = $1 ORDER BY id FOR UPDATE',
          [tenant],
        )
        const cars = plan(stored.map((row) => row.car))
        const saved = cars.length
          ? await tx.query<{ id: number | string; created: boolean }>(
              `INSERT INTO stock_cars (tenant, id, car, updated_at)
               SELECT $1, (car->>'id')::bigint, car, $3 FROM jsonb_array_elements($2::jsonb) AS car
               ON CONFLICT (tenant, id) DO UPDATE SET car = EXCLUDED.car, updated_at = EXCLUDED.updated_at
               WHERE stock_cars.car IS DISTINCT FROM EXCLUDED.car
               RETURNING id, (xmax = 0) AS created`,
              [tenant, JSON.stringify(cars), new Date()],
            )
          : []
        const ids = (created: boolean) =>
          saved
            .filter((row) => row.created === created)
            .map((row) => Number(row.id))
            .sort((a, b) => a - b)
        return { created: ids(true), updated: ids(false) }
      }),

    remove: async (tenant, id) =>
      (await sql.query('DELETE FROM stock_cars WHERE tenant = $1 AND id = $2 RETURNING id', [tenant, id]))
        .length > 0,

    createToken: async (tenant, token) => {
      const [row] = await sql.query<TokenRow>(
        `INSERT INTO stock_tokens (id, tenant, token_hash, label, created_at) VALUES ($1, $2, $3, $4, $5)
         RETURNING ${tokenColumns}`,
        [newId(), tenant, token.tokenHash, token.label, new Date()],
      )
      return tokenOf(row as TokenRow)
    },

    tokenByHash: async (tokenHash) => {
      const [row] = await sql.query<TokenRow>(
        `SELECT ${tokenColumns} FROM stock_tokens WHERE token_hash = $1 AND revoked_at IS NULL`,
        [tokenHash],
      )
      return row ? tokenOf(row) : null
    },

    tokens: async (tenant) =>
      (
        await sql.query<TokenRow>(
          `SELECT ${tokenColumns} FROM stock_tokens WHERE tenant = $1 ORDER BY created_at, id`,
          [tenant],
        )
      ).map(tokenOf),

    revokeToken: async (tenant, id) => {
      if (!isUuid(id)) return false
      const rows = await sql.query(
        `UPDATE stock_tokens SET revoked_at = $3 WHERE tenant = $1 AND id = $2 AND revoked_at IS NULL RETURNING id`,
        [tenant, id, new Date()],
      )
      return rows.length > 0
    },
  }
}
