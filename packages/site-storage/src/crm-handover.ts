import type { CrmJobTaker } from './storage-types'

/**
 * The one taker of new leads' CRM jobs, shared by the lead store (which claims and gives them) and the outbox
 * (whose takeNewJobs sets it).
 * @example const handover = crmHandover(); createLeadStore(sql, handover); createCrmOutbox(sql, handover)
 */
export interface CrmHandover {
  /** The taker that accepts jobs now, or null. */
  acceptingTaker(): CrmJobTaker | null
  /** Sets the taker, replacing any other; answers a function that removes it if it is still the one set. */
  set(taker: CrmJobTaker): () => void
}

/**
 * A handover with no taker yet.
 * @example const handover = crmHandover()
 */
export function crmHandover(): CrmHandover {
  let current: CrmJobTaker | null = null
  return {
    acceptingTaker: () => (current?.accepting() ? current : null),
    set(taker) {
      current = taker
      return () => {
        if (current === taker) current = null
      }
    },
  }
}
