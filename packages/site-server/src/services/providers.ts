import type { CarRecord, TenantLocation } from '@forecourt/tenant-config'
import { financeQuoteFromEnv } from './finance-quote'
import { regoLookupFromEnv } from './rego-lookup'
import type { ServiceProviders } from './service-endpoints'
import { tradeInValuerFromEnv } from './trade-in-valuation'

/**
 * The names of the environment variables the service providers read. Each `*_URL` selects a real adapter; unset,
 * the embedded default answers. Keys are sent as `x-api-key`; timeouts are milliseconds (default 5000).
 * PAYMENT_PROVIDER is read by `paymentProviderFromEnv` (payment.ts): unset or 'test' only.
 * @example serviceEnvNames.map((name) => [name, process.env[name]])
 */
export const serviceEnvNames = [
  'FINANCE_QUOTE_URL',
  'FINANCE_QUOTE_KEY',
  'FINANCE_QUOTE_TIMEOUT_MS',
  'REGO_LOOKUP_URL',
  'REGO_LOOKUP_KEY',
  'REGO_LOOKUP_TIMEOUT_MS',
  'TRADE_IN_VALUATION_URL',
  'TRADE_IN_VALUATION_KEY',
  'TRADE_IN_VALUATION_TIMEOUT_MS',
  'PAYMENT_PROVIDER',
] as const

/**
 * One tenant's finance quote, rego lookup and trade-in valuer, as the environment selects them (see
 * {@link serviceEnvNames}); the embedded ones work from the tenant's own stock and locations. A malformed URL or
 * timeout throws at start.
 * @example serviceProvidersFromEnv(process.env, { cars: data.cars, locations: tenant.locations, now: clock })
 */
export function serviceProvidersFromEnv(
  env: Record<string, string | undefined>,
  tenant: { cars: readonly CarRecord[]; locations: readonly TenantLocation[]; now?: () => Date },
): ServiceProviders {
  return {
    quote: financeQuoteFromEnv(env),
    rego: regoLookupFromEnv(env, tenant.cars, tenant.locations),
    valuation: tradeInValuerFromEnv(env, tenant.cars, { now: tenant.now }),
  }
}
