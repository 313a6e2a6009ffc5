import { storageFromEnv, type Storage } from '@forecourt/site-storage'
import { accountSettingsFromEnv, createRateLimiter, type AccountSettings, type RateLimiter } from './accounts'
import { paymentProviderFromEnv, type PaymentProvider } from './services'

/** What every tenant of one server shares: storage, account settings, payments and rate limits. */
export interface SiteRuntime {
  storage: Storage
  accounts: AccountSettings
  payments: PaymentProvider
  /** The environment, read by providers and CRM transports (secrets are named by tenant files, kept here). */
  env: Record<string, string | undefined>
  limits: {
    /** Leads per client per tenant: 20 a minute. */
    leadsPerClient: RateLimiter
    /** Leads per tenant: 1,200 a minute, so one tenant's flood cannot take the server from the others. */
    leadsPerTenant: RateLimiter
    /** Reservations per client: 10 a minute. */
    reservationsPerClient: RateLimiter
    /** Finance quotes, rego lookups and trade-in steps per client: 60 a minute (paid outside calls among them). */
    servicesPerClient: RateLimiter
  }
  log: (message: string) => void
  close(): Promise<void>
}

/**
 * Opens the storage (PGlite under DATA_DIR, default ./.data, or PostgreSQL at DATABASE_URL; migrations run first)
 * and reads every account and payment setting from the environment, failing at start when one is unusable.
 * @example const runtime = await createSiteRuntime(process.env, process.cwd())
 */
export async function createSiteRuntime(
  env: Record<string, string | undefined>,
  baseDir: string,
  log: (message: string) => void = (message) => console.log(message),
  storage?: Storage,
): Promise<SiteRuntime> {
  const accounts = accountSettingsFromEnv(env, log)
  const payments = paymentProviderFromEnv(env, { log })
  const opened = storage ?? (await storageFromEnv(env, baseDir, log))
  return {
    storage: opened,
    accounts,
    payments,
    env,
    limits: {
      leadsPerClient: createRateLimiter({ limit: 20, windowMs: 60_000 }),
      leadsPerTenant: createRateLimiter({ limit: 1200, windowMs: 60_000 }),
      reservationsPerClient: createRateLimiter({ limit: 10, windowMs: 60_000 }),
      // A shopper's quotes (one per vehicle page viewed), rego lookups and trade-in steps.
      servicesPerClient: createRateLimiter({ limit: 60, windowMs: 60_000 }),
    },
    log,
    close: () => opened.close(),
  }
}
