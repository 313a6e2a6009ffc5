import { algoliasearch } from 'algoliasearch'
import type { Tenant } from '@forecourt/tenant-config'
import type { SiteSettings } from '../settings/site-settings'
import { createIndexPush, type IndexPush, type IndexPushOptions, type PushSettings } from './index-push'

/**
 * The settings Algolia is given for a tenant's index and its replicas, from the engine's setting files: each replica
 * takes the primary's settings with its own on top (its ranking), which is how the embedded engine reads them, so
 * Algolia ranks every sort as the site's own engine does.
 * @example pushSettings(carIndexSettings, carIndexReplicas).replicas.Car_production_price_asc.ranking[0] // 'asc(price)'
 */
export function pushSettings(
  primary: Record<string, unknown>,
  replicas: Record<string, Record<string, unknown>>,
): PushSettings {
  const { replicas: _names, ...inherited } = primary
  return {
    settings: primary,
    replicas: Object.fromEntries(
      Object.entries(replicas).map(([name, own]) => [name, { ...inherited, ...own }]),
    ),
  }
}

/**
 * The push of a tenant's stock to Algolia, when the tenant is on Algolia and its file names the variable of its admin
 * key (`search.adminKeyEnv`); null otherwise, and null with a line in the log when that variable is not set, so one
 * tenant's missing key never stops the other tenants' sites. ALGOLIA_WRITE_URL sends the writes there instead of to
 * Algolia's hosts for the tenant's application id.
 * @example const push = algoliaPushFor(tenant, settings, { settings: pushSettings(index, replicas), log })
 */
export function algoliaPushFor(
  tenant: Tenant,
  settings: Pick<SiteSettings, 'ALGOLIA_WRITE_URL' | 'tenantVariables'>,
  options: { settings: PushSettings; log: (message: string) => void } & Pick<
    IndexPushOptions,
    'schedule' | 'backoffMs'
  >,
): IndexPush | null {
  const { provider, adminKeyEnv, appId, indexName } = tenant.search
  if (provider !== 'algolia' || adminKeyEnv === null) return null
  const adminKey = settings.tenantVariables[adminKeyEnv]
  if (!adminKey) {
    options.log(
      `search push: ${tenant.slug}: ${adminKeyEnv} is not set, so its stock changes are not written to Algolia`,
    )
    return null
  }
  const writeUrl = settings.ALGOLIA_WRITE_URL ? new URL(settings.ALGOLIA_WRITE_URL) : null
  const client = algoliasearch(
    appId,
    adminKey,
    writeUrl
      ? {
          hosts: [
            {
              url: writeUrl.host,
              protocol: writeUrl.protocol === 'https:' ? 'https' : 'http',
              accept: 'readWrite',
            },
          ],
        }
      : undefined,
  )
  return createIndexPush({ ...options, client, indexName, label: tenant.slug })
}
