import type { CrmJob, CrmJobTaker, CrmOutbox, CrmState, StoredLead } from '@forecourt/site-storage'

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
  /**
   * Queues a new lead's delivery as the lead store does: claimed for the taker (if one accepts), else due at once.
   * Answers the job id.
   */
  storeNew(lead: StoredLead): number
  jobs(): readonly MemoryCrmJob[]
}

/**
 * The outbox contract in memory, for the delivery's tests: claimDue hands out pending jobs whose next attempt is due
 * and whose lease (if any) has run out, leasing them and counting the attempt, as the SQL outbox does; a failed
 * attempt reschedules, or gives up. New leads' jobs go to a taker as the SQL lead store gives them; `clock` dates
 * their leases.
 * @example const outbox = memoryCrmOutbox(); outbox.enqueue(storedLead())
 */
export function memoryCrmOutbox(clock: () => Date = () => new Date()): MemoryCrmOutbox {
  const jobs: MemoryCrmJob[] = []
  let taker: CrmJobTaker | null = null
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
  const add = (lead: StoredLead, dueAt: Date, claimedFor: CrmJobTaker | null) => {
    const job: MemoryCrmJob = {
      id: jobs.length + 1,
      lead,
      attempts: claimedFor ? 1 : 0,
      state: 'pending',
      nextAttemptAt: dueAt,
      leasedUntil: claimedFor ? new Date(clock().valueOf() + claimedFor.leaseMs) : null,
      lastError: null,
      deliveredAt: null,
      retries: [],
    }
    jobs.push(job)
    return job
  }
  return {
    enqueue: (lead, dueAt = new Date(0)) => add(lead, dueAt, null).id,
    storeNew(lead) {
      const claimedFor = taker?.accepting() ? taker : null
      const job = add(lead, new Date(0), claimedFor)
      claimedFor?.take(asJob(job))
      return job.id
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
    takeNewJobs(newTaker) {
      taker = newTaker
      return () => {
        if (taker === newTaker) taker = null
      }
    },
    delivered(jobIds, at) {
      for (const job of jobIds.map(jobOf)) {
        job.state = 'delivered'
        job.deliveredAt = at
        job.leasedUntil = null
      }
      return Promise.resolve()
    },
    released(jobIds) {
      for (const job of jobIds.map(jobOf)) {
        if (job.state !== 'pending') continue
        job.leasedUntil = null
        job.attempts = Math.max(0, job.attempts - 1)
      }
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
