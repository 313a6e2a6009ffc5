/**
 * The site server's storage: leads, the CRM outbox, accounts, watchlists, activity, reservations, appointments,
 * rate limits and the stock with its API tokens, in embedded PGlite or in PostgreSQL (DATABASE_URL), with the same SQL and migrations.
 */
export { createStorage, defaultDataDir, storageFromEnv } from './create-storage'
export type { StorageOptions } from './create-storage'
export { memoryRateLimitStore } from './memory-rate-limit-store'
export { checkBudget } from './rate-limit-store'
export type {
  AccountStore,
  ActivityStore,
  AppointmentStore,
  CrmJob,
  CrmJobTaker,
  CrmOutbox,
  CrmState,
  Json,
  LeadStore,
  NewLead,
  RateDecision,
  RateLimitStore,
  Reservation,
  ReservationStore,
  Storage,
  StockCar,
  StockNotice,
  ClaimHolder,
  StockSave,
  StockStore,
  StockToken,
  StoredLead,
  User,
  WatchlistStore,
} from './storage-types'
