import { storageFromEnv, type RateLimitStore, type Storage } from '@forecourt/site-storage'
import {
  type AccountSettings,
  type SiteSettings,
  accountSettingsFromEnv,
  createRateLimiter,
  type FeedReader,
  feedReaderThread,
  type PaymentProvider,
  paymentProviderFromEnv,
  type RateLimiter,
} from '@forecourt/site-server'

/** What every tenant of one server shares: storage, account settings, payments and rate limits (in the storage). */
export interface SiteRuntime {
  storage: Storage
  accounts: AccountSettings
  payments: PaymentProvider
  /** The settings read from the environment at start, which providers and CRM transports take their part of. */
  settings: SiteSettings
  limits: {
    /** Leads per client per tenant: 20 a minute. */
    leadsPerClient: RateLimiter
    /** Leads per tenant: 1,200 a minute, so one tenant's flood cannot take the server from the others. */
    leadsPerTenant: RateLimiter
    /** Reservations per client: 10 a minute. */
    reservationsPerClient: RateLimiter
    /** Finance quotes, rego lookups and trade-in steps per client: 60 a minute (paid outside calls among them). */
    servicesPerClient: RateLimiter
    /**
     * Test-drive bookings per client and per shopper (email, phone) per tenant: 3 a day, so one client cannot book
     * every free time of a location.
     */
    testDrives: RateLimiter
    /** View counts, phone reveals and analytics events per client: 600 a minute, every one a database write. */
    activityPerClient: RateLimiter
    /** Stock API requests per client per tenant: 1,200 a minute (a stock system repricing its yard car by car). */
    stockPerClient: RateLimiter
  }
  /** Reads stock feeds on a thread of its own, so a 10,000-car feed never holds every tenant's requests. */
  feeds: FeedReader
  log: (message: string) => void
  close(): Promise<void>
}

/**
 * The server-wide budgets, counted in the storage (shared by every server of one database, kept across restarts)
 * on the real clock, whatever the demo clock says (a test may pin it, so a window never ends in the middle of it).
 * @example const limits = siteLimits(storage.rateLimits)
 */
export function siteLimits(
  store: RateLimitStore,
  clock: () => Date = () => new Date(),
): SiteRuntime['limits'] {
  const budget = (name: string, limit: number, windowMs = 60_000) =>
    createRateLimiter({ name, limit, windowMs, store, clock })
  return {
    leadsPerClient: budget('leads-per-client', 20),
    leadsPerTenant: budget('leads-per-tenant', 1200),
    reservationsPerClient: budget('reservations-per-client', 10),
    // A shopper's quotes (one per vehicle page viewed), rego lookups and trade-in steps.
    servicesPerClient: budget('services-per-client', 60),
    testDrives: budget('test-drives', 3, 24 * 60 * 60_000),
    activityPerClient: budget('activity-per-client', 600),
    stockPerClient: budget('stock-per-client', 1200),
  }
}

/**
 * Opens the storage (PGlite under DATA_DIR, default ./.data, or PostgreSQL at DATABASE_URL; migrations run first)
 * and reads every account and payment setting from the environment, failing at start when one is unusable.
 * @example const runtime = await createSiteRuntime(readSiteSettings(process.env), process.cwd())
 */
export async function createSiteRuntime(
  settings: SiteSettings,
  baseDir: string,
  log: (message: string) => void = (message) => console.log(message),
  storage?: Storage,
  limitsClock?: () => Date,
): Promise<SiteRuntime> {
  const accounts = accountSettingsFromEnv(settings, log)
  const payments = paymentProviderFromEnv(settings, { log })
  const opened = storage ?? (await storageFromEnv(settings, baseDir, log))
  const feeds = feedReaderThread()
  return {
    storage: opened,
    accounts,
    payments,
    settings,
    limits: siteLimits(opened.rateLimits, limitsClock),
    feeds,
    log,
    close: async () => {
      await feeds.close()
      await opened.close()
    },
  }
}
