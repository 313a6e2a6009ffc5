import type { CrmJob } from '@forecourt/site-storage'

/**
 * Sends one ADF document to a tenant's CRM. Resolves once the CRM has accepted it; rejects on any failure, and
 * the delivery retries the job later.
 * @example const transport: CrmTransport = { deliver: async (document, job) => post(document, job.leadId) }
 */
export interface CrmTransport {
  deliver(document: string, job: CrmJob): Promise<void>
}

/**
 * A transport with a name for logs: which way a tenant's leads go.
 * @example transportFor(tenant, process.env).description // 'email to sales@wattlebaykia.example'
 */
export interface NamedCrmTransport extends CrmTransport {
  readonly kind: 'webhook' | 'email' | 'folder'
  /** Where documents go, without secrets, e.g. "webhook from FORECOURT_TENANT_BUNYA_RANGE_MOTOR_GROUP_CRM_WEBHOOK_URL (signed)". */
  readonly description: string
}
