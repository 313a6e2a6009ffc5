import type { CarRecord, TenantLocation } from '@forecourt/tenant-config'
import type { SiteSettings } from '../settings/site-settings'
import { financeQuoteFromEnv } from './finance-quote'
import { regoLookupFromEnv } from './rego-lookup'
import type { ServiceProviders } from './service-endpoints'
import { tradeInValuerFromEnv } from './trade-in-valuation'

/**
 * One tenant's finance quote, rego lookup and trade-in valuer, as the settings select them (each `*_URL` a real
 * adapter, with its `_KEY` sent as `x-api-key` and its `_TIMEOUT_MS`); unset, the embedded ones work from the
 * tenant's own stock and locations.
 * @example serviceProvidersFromEnv(readSiteSettings(process.env), { cars: data.cars, locations: tenant.locations, now: clock })
 */
export function serviceProvidersFromEnv(
  settings: SiteSettings,
  tenant: { cars: readonly CarRecord[]; locations: readonly TenantLocation[]; now?: () => Date },
): ServiceProviders {
  return {
    quote: financeQuoteFromEnv(settings),
    rego: regoLookupFromEnv(settings, tenant.cars, tenant.locations),
    valuation: tradeInValuerFromEnv(settings, tenant.cars, { now: tenant.now }),
  }
}
