import type { CrmJob, CrmOutbox, CrmState, StoredLead } from '../../storage/storage-types'

/**
 * A job as the in-memory outbox holds it, for tests to look at.
 * @example expect(outbox.jobs()[0]).toMatchObject({ state: 'failed', attempts: 10 })
 */
export interface MemoryCrmJob {
  id: number
  lead: StoredLead
  attempts: number
  state: CrmState
  nextAttemptAt: Date
  leasedUntil: Date | null
  lastError: string | null
  deliveredAt: Date | null
  /** retryAt of each failed attempt, in order (null when given up). */
  retries: (Date | null)[]
}

/**
 * A {@link CrmOutbox} in memory, with a way to queue leads and to look at the jobs.
 * @example const outbox: MemoryCrmOutbox = memoryCrmOutbox(); outbox.enqueue(storedLead())
 */
export interface MemoryCrmOutbox extends CrmOutbox {
  /** Queues a delivery of a lead, due at once; answers the job id. */
  enqueue(lead: StoredLead, dueAt?: Date): number
  jobs(): readonly MemoryCrmJob[]
}

/**
 * The outbox contract in memory, for the delivery's tests: claimDue hands out pending jobs whose next attempt is due
 * and whose lease (if any) has run out, leasing them and counting the attempt, as the SQL outbox does; a failed
 * attempt reschedules, or gives up.
 * @example const outbox = memoryCrmOutbox(); outbox.enqueue(storedLead())
 */
export function memoryCrmOutbox(): MemoryCrmOutbox {
  const jobs: MemoryCrmJob[] = []
  const jobOf = (id: number) => {
    const job = jobs.find((candidate) => candidate.id === id)
    if (!job) throw new Error(`no CRM job ${id}`)
    return job
  }
  const asJob = (job: MemoryCrmJob): CrmJob => ({
    id: job.id,
    tenant: job.lead.tenant,
    leadId: job.lead.id,
    attempts: job.attempts,
    lead: job.lead,
  })
  return {
    enqueue(lead, dueAt = new Date(0)) {
      const id = jobs.length + 1
      jobs.push({
        id,
        lead,
        attempts: 0,
        state: 'pending',
        nextAttemptAt: dueAt,
        leasedUntil: null,
        lastError: null,
        deliveredAt: null,
        retries: [],
      })
      return id
    },
    jobs: () => jobs,
    claimDue(now, limit, leaseMs) {
      const due = jobs
        .filter((job) => job.state === 'pending' && job.nextAttemptAt <= now)
        .filter((job) => job.leasedUntil === null || job.leasedUntil <= now)
        .slice(0, limit)
      for (const job of due) {
        job.leasedUntil = new Date(now.valueOf() + leaseMs)
        job.attempts += 1
      }
      return Promise.resolve(due.map(asJob))
    },
    delivered(jobId, at) {
      const job = jobOf(jobId)
      job.state = 'delivered'
      job.deliveredAt = at
      job.leasedUntil = null
      return Promise.resolve()
    },
    failed(jobId, error, retryAt) {
      const job = jobOf(jobId)
      job.lastError = error
      job.leasedUntil = null
      job.retries.push(retryAt)
      if (retryAt) job.nextAttemptAt = retryAt
      else job.state = 'failed'
      return Promise.resolve()
    },
    stateOf(tenant, leadId) {
      const job = jobs.findLast(
        (candidate) => candidate.lead.tenant === tenant && candidate.lead.id === leadId,
      )
      return Promise.resolve(
        job ? { state: job.state, attempts: job.attempts, lastError: job.lastError } : null,
      )
    },
  }
}
