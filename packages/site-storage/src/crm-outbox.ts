import type { CrmHandover } from './crm-handover'
import { isUuid } from './ids'
import { leadColumns, toStoredLead, type LeadRow } from './lead-rows'
import type { Sql } from './sql'
import type { CrmOutbox, CrmState } from './storage-types'

/**
 * Queues one CRM delivery of a lead, due at once. Called inside the transaction that writes the lead, so a lead is
 * never stored without its delivery.
 * @example await queueCrmDelivery(tx, 'wattle-bay-kia', lead.id, new Date())
 */
export async function queueCrmDelivery(tx: Sql, tenant: string, leadId: string, at: Date): Promise<void> {
  await tx.query(
    `INSERT INTO crm_jobs (tenant, lead_id, next_attempt_at, created_at) VALUES ($1, $2, $3, $3)`,
    [tenant, leadId, at],
  )
}

type ClaimedRow = LeadRow & { job_id: number; job_attempts: number }

// The jobs whose ids travel as one JSON array in $1.
const listedJobs = 'id IN (SELECT value::integer FROM jsonb_array_elements_text($1::jsonb))'

/**
 * The CRM outbox over SQL. Claiming skips rows another server has locked and leases what it takes, so two servers
 * never deliver the same job at once, and a server that dies mid-delivery releases its jobs when the lease ends.
 * The outbox is drained across tenants: each job carries its tenant and lead. A job's `attempts` counts the
 * delivery attempts started, the claimed one included. New leads' jobs can instead be claimed as the leads are
 * stored, through the handover the lead store shares.
 * @example
 * for (const job of await createCrmOutbox(sql, crmHandover()).claimDue(new Date(), 10, 60_000)) await deliver(job)
 */
export function createCrmOutbox(sql: Sql, handover: CrmHandover): CrmOutbox {
  return {
    claimDue: async (now, limit, leaseMs) => {
      const rows = await sql.query<ClaimedRow>(
        `WITH due AS (
           SELECT id FROM crm_jobs
           WHERE state = 'pending' AND next_attempt_at <= $1 AND (lease_until IS NULL OR lease_until <= $1)
           ORDER BY next_attempt_at, id
           LIMIT $2
           FOR UPDATE SKIP LOCKED
         ), claimed AS (
           UPDATE crm_jobs AS job SET lease_until = $3, attempts = job.attempts + 1
           FROM due WHERE job.id = due.id
           RETURNING job.id, job.tenant, job.lead_id, job.attempts
         )
         SELECT claimed.id AS job_id, claimed.attempts AS job_attempts, ${leadColumns('l')}
         FROM claimed JOIN leads l ON l.tenant = claimed.tenant AND l.id = claimed.lead_id
         ORDER BY claimed.id`,
        [now, Math.max(0, Math.floor(limit)), new Date(now.getTime() + leaseMs)],
      )
      return rows.map((row) => ({
        id: row.job_id,
        tenant: row.tenant,
        leadId: row.id,
        attempts: row.job_attempts,
        lead: toStoredLead(row),
      }))
    },

    takeNewJobs: (taker) => handover.set(taker),

    delivered: async (jobIds, at) => {
      if (jobIds.length === 0) return
      await sql.query(
        `UPDATE crm_jobs SET state = 'delivered', delivered_at = $2, lease_until = NULL
         WHERE ${listedJobs}`,
        [JSON.stringify(jobIds), at],
      )
    },

    released: async (jobIds) => {
      if (jobIds.length === 0) return
      await sql.query(
        `UPDATE crm_jobs SET lease_until = NULL, attempts = GREATEST(attempts - 1, 0)
         WHERE state = 'pending' AND ${listedJobs}`,
        [JSON.stringify(jobIds)],
      )
    },

    failed: async (jobId, error, retryAt) => {
      await sql.query(
        `UPDATE crm_jobs
         SET state = CASE WHEN $3::timestamptz IS NULL THEN 'failed' ELSE 'pending' END,
             next_attempt_at = COALESCE($3, next_attempt_at),
             last_error = $2, lease_until = NULL
         WHERE id = $1`,
        [jobId, error, retryAt],
      )
    },

    stateOf: async (tenant, leadId) => {
      if (!isUuid(leadId)) return null
      const [row] = await sql.query<{ state: CrmState; attempts: number; last_error: string | null }>(
        `SELECT state, attempts, last_error FROM crm_jobs WHERE tenant = $1 AND lead_id = $2 ORDER BY id DESC LIMIT 1`,
        [tenant, leadId],
      )
      return row ? { state: row.state, attempts: row.attempts, lastError: row.last_error } : null
    },
  }
}
