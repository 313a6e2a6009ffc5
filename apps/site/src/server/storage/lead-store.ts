import { queueCrmDelivery } from './crm-outbox'
import { isUuid, newId } from './ids'
import { leadColumns, toStoredLead, type LeadRow } from './lead-rows'
import type { Sql } from './sql'
import type { LeadStore } from './storage-types'

const defaultListLimit = 100

/**
 * Leads over SQL. A lead and its CRM job are written in one transaction, so a stored lead is always forwarded, and
 * the browser's idempotency key makes a retried submission answer the first lead.
 * @example
 * const { lead, created } = await createLeadStore(sql).insert({ tenant: 'wattle-bay-kia', idempotencyKey, … })
 */
export function createLeadStore(sql: Sql): LeadStore {
  return {
    insert: (lead) =>
      sql.transaction(async (tx) => {
        const now = new Date()
        const [inserted] = await tx.query<LeadRow>(
          `INSERT INTO leads (tenant, id, idempotency_key, form, category, subcategory, car_id, payload, form_completed,
             created_at, updated_at)
           VALUES ($1, $2, $3, $4, $5, $6, $7, $8::jsonb, $9, $10, $10)
           ON CONFLICT (tenant, idempotency_key) DO NOTHING
           RETURNING ${leadColumns()}`,
          [
            lead.tenant,
            newId(),
            lead.idempotencyKey,
            lead.form,
            lead.category,
            lead.subcategory,
            lead.carId,
            JSON.stringify(lead.payload),
            lead.formCompleted,
            now,
          ],
        )
        if (inserted) {
          await queueCrmDelivery(tx, lead.tenant, inserted.id, now)
          return { lead: toStoredLead(inserted), created: true }
        }
        // A repeat of a stored submission: the conflict waited for the first one to commit, so it is visible now.
        const [first] = await tx.query<LeadRow>(
          `SELECT ${leadColumns()} FROM leads WHERE tenant = $1 AND idempotency_key = $2`,
          [lead.tenant, lead.idempotencyKey],
        )
        if (!first)
          throw new Error(`Lead ${lead.idempotencyKey} of ${lead.tenant} conflicted but cannot be read`)
        return { lead: toStoredLead(first), created: false }
      }),

    get: async (tenant, id) => {
      if (!isUuid(id)) return null
      const [row] = await sql.query<LeadRow>(
        `SELECT ${leadColumns()} FROM leads WHERE tenant = $1 AND id = $2`,
        [tenant, id],
      )
      return row ? toStoredLead(row) : null
    },

    list: async (tenant, options = {}) => {
      const limit = Math.max(1, Math.floor(options.limit ?? defaultListLimit))
      const rows = await sql.query<LeadRow>(
        `SELECT ${leadColumns()} FROM leads WHERE tenant = $1 ORDER BY created_at DESC, seq DESC LIMIT $2`,
        [tenant, limit],
      )
      return rows.map(toStoredLead)
    },

    updateSteps: async (tenant, id, update) => {
      if (!isUuid(id)) return null
      return sql.transaction(async (tx) => {
        const now = new Date()
        // Absent options keep the stored value (COALESCE with null).
        const [row] = await tx.query<LeadRow>(
          `UPDATE leads
           SET steps = steps || jsonb_build_object($3::text, $4::jsonb),
               subcategory = COALESCE($5, subcategory),
               form_completed = COALESCE($6, form_completed),
               offer_accepted = COALESCE($7, offer_accepted),
               updated_at = $8
           WHERE tenant = $1 AND id = $2
           RETURNING ${leadColumns()}`,
          [
            tenant,
            id,
            update.step,
            JSON.stringify(update.value),
            update.subcategory ?? null,
            update.formCompleted ?? null,
            update.offerAccepted ?? null,
            now,
          ],
        )
        if (!row) return null
        await queueCrmDelivery(tx, tenant, row.id, now)
        return toStoredLead(row)
      })
    },
  }
}
