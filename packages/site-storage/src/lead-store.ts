import type { CrmHandover } from './crm-handover'
import { queueCrmDelivery } from './crm-outbox'
import { isUuid, newId } from './ids'
import { leadColumns, toStoredLead, type LeadRow } from './lead-rows'
import type { Sql } from './sql'
import { groupCommit } from './group-commit'
import type { CrmJob, LeadStore, NewLead, StoredLead } from './storage-types'

const defaultListLimit = 100

/**
 * Leads over SQL. A lead and its CRM job are written in one statement, so a stored lead is always forwarded, and
 * the browser's idempotency key makes a retried submission answer the first lead. Leads that arrive together are
 * written together (group commit): one statement and one commit for the lot. While the handover has a taker, each
 * new lead's job is claimed for it in that statement and given to it once committed.
 * @example
 * const { lead, created } = await createLeadStore(sql, crmHandover()).insert({ tenant: 'wattle-bay-kia', … })
 */
export function createLeadStore(sql: Sql, handover: CrmHandover): LeadStore {
  const inserts = groupCommit((leads: readonly NewLead[]) => insertLeads(sql, leads, handover))
  // Retries, refusals and test drives look their key up first: lookups made together go as one statement too.
  const lookups = groupCommit((keys: readonly LeadKey[]) => findByKeys(sql, keys))
  return {
    insert: (lead) => inserts.write(lead),

    get: async (tenant, id) => {
      if (!isUuid(id)) return null
      const [row] = await sql.query<LeadRow>(
        `SELECT ${leadColumns()} FROM leads WHERE tenant = $1 AND id = $2`,
        [tenant, id],
      )
      return row ? toStoredLead(row) : null
    },

    findByIdempotencyKey: (tenant, idempotencyKey) =>
      lookups.write({ tenant, idempotency_key: idempotencyKey }),

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

/**
 * Writes leads and their CRM jobs in one statement, so they commit together and cost the database one round trip.
 * The rows travel as one JSON parameter, and only the positions of the leads written and their job ids come back:
 * a new lead is exactly what was sent, with no steps and both dates the statement's, so its payload does not travel
 * back. A lead whose key is already stored (before or earlier in the same batch) is skipped and answered from the
 * stored row. With a taker, the jobs are written claimed until the lease's end, their attempt counted.
 */
async function insertLeads(
  sql: Sql,
  leads: readonly NewLead[],
  handover: CrmHandover,
): Promise<{ lead: StoredLead; created: boolean }[]> {
  const now = new Date()
  const taker = handover.acceptingTaker()
  const leaseUntil = taker ? new Date(now.valueOf() + taker.leaseMs) : null
  const rows = leads.map((lead, index) => ({
    batch_index: index,
    tenant: lead.tenant,
    id: newId(),
    idempotency_key: lead.idempotencyKey,
    request_fingerprint: lead.requestFingerprint ?? null,
    form: lead.form,
    category: lead.category,
    subcategory: lead.subcategory,
    car_id: lead.carId,
    payload: lead.payload,
    form_completed: lead.formCompleted,
  }))
  const inserted = await sql.query<{ batch_index: number; job_id: number }>(
    `WITH input AS (
       SELECT * FROM jsonb_to_recordset($1::jsonb) AS row (batch_index integer, tenant text, id uuid,
         idempotency_key text, request_fingerprint text, form text, category text, subcategory text, car_id bigint, payload jsonb,
         form_completed boolean)
     ), lead AS (
       INSERT INTO leads (tenant, id, idempotency_key, request_fingerprint, form, category, subcategory, car_id,
         payload, form_completed, created_at, updated_at)
       SELECT tenant, id, idempotency_key, request_fingerprint, form, category, subcategory, car_id, payload, form_completed, $2, $2
       FROM input ORDER BY batch_index
       ON CONFLICT (tenant, idempotency_key) DO NOTHING
       RETURNING tenant, id
     ), job AS (
       INSERT INTO crm_jobs (tenant, lead_id, next_attempt_at, created_at, lease_until, attempts)
       SELECT tenant, id, $2, $2, $3::timestamptz, CASE WHEN $3::timestamptz IS NULL THEN 0 ELSE 1 END FROM lead
       RETURNING id, tenant, lead_id
     )
     SELECT input.batch_index, job.id AS job_id FROM job
     JOIN input ON input.tenant = job.tenant AND input.id = job.lead_id`,
    [JSON.stringify(rows), now, leaseUntil],
  )
  const jobIds = new Map(inserted.map((row) => [row.batch_index, Number(row.job_id)]))
  const created = new Set(jobIds.keys())
  const repeats = rows.filter((row) => !created.has(row.batch_index))
  // Repeats of stored submissions. A conflict waited for the first write to commit; this new statement sees it.
  const stored = repeats.length
    ? await findByKeys(
        sql,
        repeats.map((row) => ({ tenant: row.tenant, idempotency_key: row.idempotency_key })),
      )
    : []
  const byKey = new Map(
    stored.flatMap((lead) => (lead ? [[`${lead.tenant}\n${lead.idempotencyKey}`, lead] as const] : [])),
  )
  const given: CrmJob[] = []
  const results = rows.map((row) => {
    const jobId = jobIds.get(row.batch_index)
    if (jobId !== undefined) {
      const lead = storedAsSent(leads[row.batch_index] as NewLead, row.id, now)
      if (taker) given.push({ id: jobId, tenant: lead.tenant, leadId: lead.id, attempts: 1, lead })
      return { lead, created: true }
    }
    const first = byKey.get(`${row.tenant}\n${row.idempotency_key}`)
    if (!first) throw new Error(`Lead ${row.idempotency_key} of ${row.tenant} conflicted but cannot be read`)
    return { lead: first, created: false }
  })
  for (const job of given) taker?.take(job)
  return results
}

/** A lead's idempotency key within its tenant. */
interface LeadKey {
  tenant: string
  idempotency_key: string
}

/**
 * The stored leads of these keys, one answer per key in order (null for a key not stored), in one statement. The
 * keys travel as one JSON parameter; each is looked up by the (tenant, idempotency_key) index through a lateral
 * join (a plain join on the key list reads the whole table instead).
 */
async function findByKeys(sql: Sql, keys: readonly LeadKey[]): Promise<(StoredLead | null)[]> {
  const rows = await sql.query<LeadRow & { key_index: number }>(
    `SELECT wanted.key_index, found.*
     FROM jsonb_to_recordset($1::jsonb) AS wanted (key_index integer, tenant text, idempotency_key text)
     CROSS JOIN LATERAL (
       SELECT ${leadColumns('l')} FROM leads l
       WHERE l.tenant = wanted.tenant AND l.idempotency_key = wanted.idempotency_key
     ) AS found`,
    [JSON.stringify(keys.map((key, index) => ({ key_index: index, ...key })))],
  )
  const found = new Map(rows.map((row) => [Number(row.key_index), row]))
  return keys.map((_key, index) => {
    const row = found.get(index)
    return row ? toStoredLead(row) : null
  })
}

/** A lead just written, as the row now reads: what was sent, with no steps and both dates the write's. */
function storedAsSent(lead: NewLead, id: string, at: Date): StoredLead {
  return {
    id,
    tenant: lead.tenant,
    idempotencyKey: lead.idempotencyKey,
    requestFingerprint: lead.requestFingerprint ?? null,
    form: lead.form,
    category: lead.category,
    subcategory: lead.subcategory,
    carId: lead.carId,
    payload: lead.payload,
    steps: {},
    formCompleted: lead.formCompleted,
    offerAccepted: false,
    createdAt: new Date(at.getTime()),
    updatedAt: new Date(at.getTime()),
  }
}
