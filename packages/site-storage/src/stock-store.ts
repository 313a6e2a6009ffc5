import { isUuid, newId } from './ids'
import type { Sql } from './sql'
import type { StockCar, StockNotice, StockStore, StockToken } from './storage-types'

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

/** The PostgreSQL channel stock changes are told on. */
const noticeChannel = 'forecourt_stock'

/**
 * The most car ids one notice names: PostgreSQL refuses a payload of 8,000 bytes or more. A change of more cars
 * tells "every car of the tenant" instead.
 */
const maxNoticeIds = 300

/** A notice as sent: who wrote (`o`, so a storage skips its own), the tenant (`t`), the ids (`i`) or null. */
interface NoticePayload {
  o: string
  t: string
  i: number[] | null
}

/** A notice read from the channel, or null for a payload that is not one of ours. */
function readNotice(payload: string): NoticePayload | null {
  try {
    const value = JSON.parse(payload) as Partial<NoticePayload>
    const ids = value.i
    if (typeof value.o !== 'string' || typeof value.t !== 'string') return null
    if (ids !== null && !(Array.isArray(ids) && ids.every((id) => Number.isSafeInteger(id)))) return null
    return { o: value.o, t: value.t, i: ids ?? null }
  } catch {
    return null
  }
}

/**
 * A tenant's stock over SQL: one jsonb row per car, keyed by (tenant, car id), and the stock API's tokens by hash.
 * A save that would store the same JSON again is no write at all (`IS DISTINCT FROM`), so re-sending a feed costs
 * reads only.
 * @example
 * await stock.save('wattle-bay-kia', car) // 'created'
 * await stock.save('wattle-bay-kia', car) // 'unchanged'
 */
export function createStockStore(sql: Sql): StockStore {
  // Who this storage is on the channel: it hears its own notices too, and skips them.
  const origin = newId()
  // PGlite has one process: nobody else to tell, so no notice is written at all.
  const tellsOthers = sql.listen !== undefined
  /** Tells the other storages, when `db`'s transaction commits, which cars of the tenant changed. */
  const tell = async (db: Sql, tenant: string, ids: readonly number[]) => {
    if (!tellsOthers || ids.length === 0) return
    const payload: NoticePayload = { o: origin, t: tenant, i: ids.length <= maxNoticeIds ? [...ids] : null }
    await db.query('SELECT pg_notify($1, $2)', [noticeChannel, JSON.stringify(payload)])
  }
  /** A write of one statement and its notice: one transaction when there is a notice to send with it. */
  const written = <T>(write: (db: Sql) => Promise<T>) => (tellsOthers ? sql.transaction(write) : write(sql))
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
        await tell(
          tx,
          tenant,
          cars.map((car) => car.id),
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

    carsWithIds: async (tenant, ids) =>
      ids.length === 0
        ? []
        : (
            await sql.query<{ car: StockCar }>(
              `SELECT car FROM stock_cars
               WHERE tenant = $1 AND id IN (SELECT jsonb_array_elements_text($2::jsonb)::bigint)
               ORDER BY id`,
              [tenant, JSON.stringify(ids)],
            )
          ).map((row) => row.car),

    car: async (tenant, id) => {
      const [row] = await sql.query<{ car: StockCar }>(
        'SELECT car FROM stock_cars WHERE tenant = $1 AND id = $2',
        [tenant, id],
      )
      return row?.car ?? null
    },

    save: (tenant, car) =>
      written(async (db) => {
        const result = await save(db, tenant, car)
        if (result !== 'unchanged') await tell(db, tenant, [car.id])
        return result
      }),

    update: (tenant, id, change) =>
      sql.transaction(async (tx) => {
        const [row] = await tx.query<{ car: StockCar }>(
          'SELECT car FROM stock_cars WHERE tenant = $1 AND id = $2 FOR UPDATE',
          [tenant, id],
        )
        if (!row) return null
        const car = change(row.car)
        if (car.id !== id) throw new Error(`A change of car ${id} cannot give it another id (${car.id}).`)
        const changed = (await save(tx, tenant, car)) !== 'unchanged'
        if (changed) await tell(tx, tenant, [id])
        return { car, changed }
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
        const changed = { created: ids(true), updated: ids(false) }
        await tell(tx, tenant, [...changed.created, ...changed.updated])
        return changed
      }),

    remove: (tenant, id) =>
      written(async (db) => {
        const removed =
          (await db.query('DELETE FROM stock_cars WHERE tenant = $1 AND id = $2 RETURNING id', [tenant, id]))
            .length > 0
        if (removed) await tell(db, tenant, [id])
        return removed
      }),

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

    claimPush: async (tenant, holder) => {
      if (sql.holdLock) return sql.holdLock(`stock-push:${tenant}`, holder)
      holder.gained()
      return () => Promise.resolve()
    },
    listen: async (listener) => {
      if (!sql.listen) return () => Promise.resolve()
      return sql.listen(noticeChannel, {
        notice: (payload) => {
          const notice = readNotice(payload)
          if (notice && notice.o !== origin) listener({ tenant: notice.t, ids: notice.i })
        },
        resumed: () => listener({ tenant: null, ids: null } satisfies StockNotice),
      })
    },
  }
}
