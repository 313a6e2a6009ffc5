import type { CrmOptions } from '@forecourt/tenant-config'
import type { SiteSettings } from '../settings/site-settings'
import { emailTransport, smtpMailer, type Mailer } from './email-transport'
import { folderSink } from './folder-sink'
import { webhookTransport } from './webhook-transport'
import type { CrmTransport, NamedCrmTransport } from './crm-transport-types'

export type { CrmTransport, NamedCrmTransport }

/**
 * The settings CRM delivery reads: SMTP_URL, SMTP_FROM, CRM_SINK_DIR, and the tenant variables that tenant files
 * name for their webhooks.
 * @example const env: CrmEnv = { SMTP_URL: 'smtp://localhost:2525', tenantVariables: {} }
 */
export type CrmEnv = Pick<SiteSettings, 'SMTP_URL' | 'SMTP_FROM' | 'CRM_SINK_DIR' | 'tenantVariables'>

/**
 * What choosing a transport reads of a tenant (a `Tenant` fits as it is).
 * @example const tenant: CrmTenant = { slug: 'x', contact: { email: 'a@b.example' }, options: { crm } }
 */
export interface CrmTenant {
  slug: string
  contact: { email: string }
  options: { crm: CrmOptions }
}

/**
 * Test seams and shared clients of {@link transportFor}.
 * @example transportFor(tenant, env, { mailer: smtpMailer(env.SMTP_URL!) })
 */
export interface TransportForOptions {
  /** @defaultValue globalThis.fetch */
  fetch?: typeof fetch
  /** The mailer to send through; by default one is made from SMTP_URL. */
  mailer?: Mailer
}

/**
 * Where the folder sink writes when CRM_SINK_DIR is not set (relative to the server's working directory).
 * @example folderSink(process.env.CRM_SINK_DIR ?? defaultSinkDir)
 */
export const defaultSinkDir = './.data/crm'

/**
 * How a tenant's leads are delivered, read from its `crm` options and the environment: the webhook when the
 * variable named by `crm.webhookUrlEnv` is set (signed when `crm.webhookSecretEnv` names one), else email to
 * `crm.email` when SMTP_URL is set (from SMTP_FROM, else the tenant's contact address), else the development folder
 * sink under CRM_SINK_DIR (default `./.data/crm`). A secret variable that is named but unset fails every attempt
 * rather than sending unsigned.
 * @example transportFor(tenant, readSiteSettings(process.env)).kind // 'webhook' when FORECOURT_TENANT_BUNYA_RANGE_MOTOR_GROUP_CRM_WEBHOOK_URL is set
 */
export function transportFor(
  tenant: CrmTenant,
  env: CrmEnv,
  options: TransportForOptions = {},
): NamedCrmTransport {
  const crm = tenant.options.crm
  const url = crm.webhookUrlEnv ? env.tenantVariables[crm.webhookUrlEnv] : undefined
  if (crm.webhookUrlEnv && url) {
    const secret = crm.webhookSecretEnv ? env.tenantVariables[crm.webhookSecretEnv] : null
    if (crm.webhookSecretEnv && !secret)
      return misconfigured(`webhook from ${crm.webhookUrlEnv}`, `${crm.webhookSecretEnv} is not set`)
    return webhookTransport({ url, secret, source: crm.webhookUrlEnv, fetch: options.fetch })
  }
  const smtpUrl = env.SMTP_URL
  if (crm.email && smtpUrl) {
    const from = env.SMTP_FROM ?? tenant.contact.email
    return emailTransport({ to: crm.email, from, mailer: options.mailer ?? smtpMailer(smtpUrl) })
  }
  return folderSink(env.CRM_SINK_DIR ?? defaultSinkDir)
}

function misconfigured(description: string, problem: string): NamedCrmTransport {
  return {
    kind: 'webhook',
    description: `${description} (misconfigured: ${problem})`,
    deliver: () => Promise.reject(new Error(`CRM ${description} is misconfigured: ${problem}`)),
  }
}

/**
 * {@link transportFor} once per tenant: the choice is kept and logged the first time, e.g. "CRM delivery for
 * wattle-bay-kia: email to sales@wattlebaykia.example", and all tenants share one SMTP mailer.
 * @example const pick = createTransportPicker(readSiteSettings(process.env), { log: console.log }); pick(tenant).deliver(xml, job)
 */
export function createTransportPicker(
  env: CrmEnv,
  options: TransportForOptions & { log?: (message: string) => void } = {},
): (tenant: CrmTenant) => NamedCrmTransport {
  const log = options.log ?? ((message: string) => console.log(message))
  const chosen = new Map<string, NamedCrmTransport>()
  let mailer = options.mailer
  const sharedMailer: Mailer = {
    sendMail: (message) => (mailer ??= smtpMailer(env.SMTP_URL ?? '')).sendMail(message),
  }
  return (tenant) => {
    const known = chosen.get(tenant.slug)
    if (known) return known
    const transport = transportFor(tenant, env, { fetch: options.fetch, mailer: sharedMailer })
    chosen.set(tenant.slug, transport)
    log(`CRM delivery for ${tenant.slug}: ${transport.description}`)
    return transport
  }
}
