/**
 * CRM delivery of leads: each stored lead is rendered as an ADF 1.0 document (the automotive lead standard, written
 * by `@forecourt/adf` from the tenant's data) and sent from the outbox to the tenant's CRM by webhook, email or, in
 * development, a folder, with retries.
 * @example
 * const pick = createTransportPicker(readSiteSettings(process.env), { log: console.log })
 * const delivery = createCrmDelivery({
 *   outbox: storage.crm,
 *   transportFor: (job) => pick(tenantBySlug(job.tenant)),
 *   documentFor: adfDocumentFor((slug) => tenantData.get(slug)),
 *   clock,
 *   log: console.log,
 * })
 * delivery.start() // and on shutdown: await delivery.stop()
 */
export { adfDocumentFor, adfInputFor } from './adf-input'
export { createCrmDelivery, errorMessage, retryDelayMs } from './delivery'
export { emailTransport, smtpMailer } from './email-transport'
export { folderSink } from './folder-sink'
export { createTransportPicker, defaultSinkDir, transportFor } from './transport'
export { webhookSignature, webhookTransport } from './webhook-transport'

export type { CrmDelivery, CrmDeliveryOptions, CrmRunResult } from './delivery'
export type { EmailTransportOptions, Mailer } from './email-transport'
export type { CrmEnv, CrmTenant, CrmTransport, NamedCrmTransport, TransportForOptions } from './transport'
export type { WebhookTransportOptions } from './webhook-transport'
