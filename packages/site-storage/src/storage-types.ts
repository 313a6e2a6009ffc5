/**
 * What the site server writes, behind one small interface. Every method is scoped by tenant slug: a tenant's
 * rows are never read or written with another tenant's slug. The embedded default is PGlite; DATABASE_URL
 * selects a real PostgreSQL with the same SQL and migrations.
 */

/** JSON as stored in a jsonb column. */
export type Json = null | boolean | number | string | Json[] | { [key: string]: Json }

/** A lead as stored. */
export interface StoredLead {
  /** Public lead id (a UUID), answered to the browser as lead_id. */
  id: string
  tenant: string
  /** The browser's idempotency key; (tenant, key) is unique. */
  idempotencyKey: string
  /** Fingerprint of the request the key was first used with (null for leads stored before fingerprints). */
  requestFingerprint: string | null
  /** Form name, e.g. 'enquiry', 'test-drive', 'trade-in'. */
  form: string
  category: string
  subcategory: string | null
  carId: number | null
  /** The validated lead payload (spec section 3) with the form's fields. */
  payload: { [key: string]: Json }
  /** Trade-in steps: valuation adjustments, rego lookup result, valuation data. */
  steps: { [key: string]: Json }
  formCompleted: boolean
  offerAccepted: boolean
  createdAt: Date
  updatedAt: Date
}

/** A new lead; the store adds id and dates. */
export interface NewLead {
  tenant: string
  idempotencyKey: string
  /** Fingerprint of the request (e.g. a hash of its body), kept so a repeat of the key can be compared with it. */
  requestFingerprint?: string | null
  form: string
  category: string
  subcategory: string | null
  carId: number | null
  payload: { [key: string]: Json }
  formCompleted: boolean
}

/** Leads, stored before the shopper is told they were received. */
export interface LeadStore {
  /**
   * Stores a lead and queues its CRM delivery in one transaction. Idempotent on (tenant, idempotencyKey): a repeat
   * answers the first lead with created false and queues nothing.
   */
  insert(lead: NewLead): Promise<{ lead: StoredLead; created: boolean }>
  get(tenant: string, id: string): Promise<StoredLead | null>
  /** The lead stored with an idempotency key, so a repeated request can be answered before it does anything. */
  findByIdempotencyKey(tenant: string, idempotencyKey: string): Promise<StoredLead | null>
  /** Most recent first. */
  list(tenant: string, options?: { limit?: number }): Promise<StoredLead[]>
  /**
   * Merges one trade-in step into the lead's steps (e.g. 'adjustments', 'rego', 'valuation') and, when given,
   * sets subcategory, formCompleted and offerAccepted; queues a CRM update. Null when the lead is not the tenant's.
   */
  updateSteps(
    tenant: string,
    id: string,
    update: {
      step: string
      value: Json
      subcategory?: string
      formCompleted?: boolean
      offerAccepted?: boolean
    },
  ): Promise<StoredLead | null>
}

/** One queued CRM delivery of a lead. */
export interface CrmJob {
  id: number
  tenant: string
  leadId: string
  attempts: number
  lead: StoredLead
}

/** Delivery state of a lead's CRM document. */
export type CrmState = 'pending' | 'delivered' | 'failed'

/**
 * Takes new leads' CRM jobs as the leads are stored (see {@link CrmOutbox.takeNewJobs}).
 * @example const taker: CrmJobTaker = { leaseMs: 60_000, accepting: () => queue.length < 1000, take: (job) => queue.push(job) }
 */
export interface CrmJobTaker {
  /** How long each job is claimed for. */
  leaseMs: number
  /** Whether it takes more jobs now; when not, new jobs wait in the outbox to be claimed. */
  accepting(): boolean
  /** Called with each job once the write that stored its lead has committed. */
  take(job: CrmJob): void
}

/** The CRM outbox: jobs are claimed with a lease, so two servers never deliver the same job at once. */
export interface CrmOutbox {
  /** Claims up to `limit` jobs due at `now` (pending, next attempt due, lease expired); leases them for leaseMs. */
  claimDue(now: Date, limit: number, leaseMs: number): Promise<CrmJob[]>
  /**
   * From now on, a new lead's job is claimed for the taker in the statement that stores the lead (its attempt
   * counted) and given to it with the lead as sent, so the server that stored a lead delivers it without claiming
   * it or reading it back. A job given and never settled (the server stopped or died) is claimed again once its
   * lease runs out. Trade-in updates still wait in the outbox. Answers a function that stops the handover.
   */
  takeNewJobs(taker: CrmJobTaker): () => void
  /** Records jobs delivered, in one statement. */
  delivered(jobIds: readonly number[], at: Date): Promise<void>
  /** Records a failed attempt; retryAt null gives up (state failed). */
  failed(jobId: number, error: string, retryAt: Date | null): Promise<void>
  /** Gives back claimed jobs that were never attempted: due again at once, their claim no longer counted. */
  released(jobIds: readonly number[]): Promise<void>
  /** The state of the latest job of a lead, with attempts and last error. */
  stateOf(
    tenant: string,
    leadId: string,
  ): Promise<{ state: CrmState; attempts: number; lastError: string | null } | null>
}

/** A shopper account of one tenant. */
export interface User {
  id: string
  tenant: string
  email: string | null
  /** Australian mobile in +61 form. */
  phone: string | null
}

/** Shopper accounts, one-time sign-in codes and server-side sessions. Codes and tokens are stored hashed. */
export interface AccountStore {
  /** Finds the user with this email or phone, creating it when new. */
  userFor(tenant: string, identity: { email?: string; phone?: string }): Promise<User>
  userById(tenant: string, id: string): Promise<User | null>
  /** Sets the phone of a user (the watchlist needs one). */
  setPhone(tenant: string, userId: string, phone: string): Promise<User | null>
  /** Stores a sign-in code for a destination (email or +61 mobile); earlier codes for it keep working. */
  createCode(tenant: string, code: { destination: string; codeHash: string; expiresAt: Date }): Promise<void>
  /**
   * Checks a code against every live code of the destination (unused, unexpired, fewer than 5 attempts): true when
   * one matches, which retires them all; every check counts an attempt against each of them.
   */
  consumeCode(tenant: string, destination: string, codeHash: string, now: Date): Promise<boolean>
  /** How many codes were created for a destination since a time (rate limit of code requests). */
  codesSince(tenant: string, destination: string, since: Date): Promise<number>
  createSession(
    tenant: string,
    session: { tokenHash: string; userId: string; csrfToken: string; expiresAt: Date },
  ): Promise<void>
  /** The live session of a token hash with its user; null when unknown, expired or another tenant's. */
  session(tenant: string, tokenHash: string, now: Date): Promise<{ user: User; csrfToken: string } | null>
  deleteSession(tenant: string, tokenHash: string): Promise<void>
}

/** Saved cars of signed-in shoppers. */
export interface WatchlistStore {
  add(tenant: string, userId: string, carId: number): Promise<void>
  remove(tenant: string, userId: string, carId: number): Promise<void>
  /** Car ids, most recently saved first. */
  list(tenant: string, userId: string): Promise<number[]>
}

/** Page views, phone reveals and analytics events. */
export interface ActivityStore {
  /** Records one view of a car and answers the new total, starting from `startFrom` (the feed's count). */
  incrementViews(tenant: string, carId: number, startFrom: number): Promise<number>
  phoneReveal(record: {
    tenant: string
    carId: number
    dealershipId: number | null
    websiteId: string
  }): Promise<void>
  event(record: { tenant: string; event: number; carId: number | null; at: Date }): Promise<void>
}

/** A reservation of a car; card data is never stored, only the payment provider's reference. */
export interface Reservation {
  id: string
  tenant: string
  carId: number
  userId: string | null
  leadId: string | null
  amountCents: number
  paymentReference: string
  /** 'expired' once the hold ran out: the car is free again. */
  status: 'reserved' | 'cancelled' | 'expired'
  createdAt: Date
  /** When the hold ends and the car is free again; null holds until cancelled. */
  expiresAt: Date | null
  /** The idempotency key of the request that made the hold (null for holds made before keys were kept). */
  idempotencyKey: string | null
  /** Fingerprint of that request, so a repeat of the key with another body can be refused. */
  requestFingerprint: string | null
}

/** Reservations: one active reservation per car, each holding its car until it expires. */
export interface ReservationStore {
  /**
   * Reserves a car for `holdMs` from now (real time); null when it already has an active reservation. A hold that
   * ran out no longer counts: it is marked expired and the car can be reserved again.
   */
  create(
    reservation: Omit<
      Reservation,
      'id' | 'createdAt' | 'status' | 'expiresAt' | 'idempotencyKey' | 'requestFingerprint'
    > & {
      holdMs: number | null
      /** The request's idempotency key and fingerprint, so a retry can find this hold again. */
      idempotencyKey?: string | null
      requestFingerprint?: string | null
    },
  ): Promise<Reservation | null>
  /**
   * The hold a request with this idempotency key made and that still holds its car (active, not run out): what a
   * retry of that request finishes. Null when there is none.
   */
  activeByIdempotencyKey(tenant: string, idempotencyKey: string): Promise<Reservation | null>
  /** Sets the payment provider's reference once the payment went through; false when not the tenant's. */
  confirm(tenant: string, id: string, paymentReference: string): Promise<boolean>
  /** Cancels a reservation (its payment failed), so the car can be reserved again. */
  cancel(tenant: string, id: string): Promise<void>
  /** Car ids with an active reservation whose hold has not run out. */
  reservedCarIds(tenant: string): Promise<number[]>
}

/** Booked test-drive appointments. */
export interface AppointmentStore {
  /** Books a slot; false when the slot is already taken at that location. */
  book(tenant: string, appointment: { locationId: number; startsAt: Date; leadId: string }): Promise<boolean>
  /** Start times booked at a location in [from, to). */
  booked(tenant: string, locationId: number, from: Date, to: Date): Promise<Date[]>
}

/** What one {@link RateLimitStore.take} decided. */
export interface RateDecision {
  /** True when the request fits in the key's budget (and was counted). */
  allowed: boolean
  /** Seconds until the key's window ends; 0 when allowed. Sent as Retry-After. */
  retryAfterSeconds: number
  /** Requests left in the current window after this one. */
  remaining: number
}

/**
 * Fixed-window request counts, shared by every server of the database, so N servers allow the limit once and a
 * restart forgets nothing.
 */
export interface RateLimitStore {
  /**
   * Counts one request against `key` (at most `limit` per window of `windowMs` starting at the key's first request)
   * and says whether it is allowed. A refused request is not counted. Atomic: concurrent takes from any number of
   * servers never let more than `limit` through in a window.
   */
  take(key: string, budget: { limit: number; windowMs: number }, now: Date): Promise<RateDecision>
  /**
   * Uncounts one allowed request of the key's current window (a request that, after all, did nothing: another of
   * its budgets refused it, or it was a copy of one already counted). Nothing happens once the window has ended.
   */
  giveBack(key: string, now: Date): Promise<void>
  /** Forgets windows that ended before `now`; answers how many. Takes call it on their own about once a minute. */
  sweep(now: Date): Promise<number>
}

/** A car of a tenant's stock as stored: the stock feed's fields by the spec's names, `id` the tenant's car id. */
export type StockCar = { id: number } & { [key: string]: Json }

/** What {@link StockStore.save} did with a car. */
export type StockSave = 'created' | 'updated' | 'unchanged'

/** A token of a tenant's stock API, as listed (the token itself is never stored, only its hash). */
export interface StockToken {
  id: string
  tenant: string
  /** What the token is for, as given when made (e.g. 'DMS feed'). */
  label: string
  createdAt: Date
  /** When it stopped working; null while it works. */
  revokedAt: Date | null
}

/**
 * What another site server (or the import command) changed in the stock, heard through the database: the cars of a
 * tenant by id (read them again; an id no longer stored was removed), every car of a tenant (`ids` null: too many to
 * name), or, with `tenant` null, possibly anything (notices were missed while the connection was down).
 */
export type StockNotice = { tenant: string; ids: number[] | null } | { tenant: null; ids: null }

/**
 * A tenant's stock, changed while the site runs by the dealer's stock system, and the stock API's tokens. Writes
 * that do not change a car's stored JSON change nothing, so a stock system may send the same car again and again.
 */
export interface StockStore {
  /**
   * Gives a tenant its first stock: the cars are stored when the tenant's stock was never seeded (in one
   * transaction, once however many servers start together), else nothing happens. Answers whether it seeded.
   */
  seed(tenant: string, cars: readonly StockCar[]): Promise<boolean>
  /** Whether the tenant's stock was seeded before (its cars may since have changed or gone). */
  seeded(tenant: string): Promise<boolean>
  /** Every car of the tenant, by id. */
  cars(tenant: string): Promise<StockCar[]>
  car(tenant: string, id: number): Promise<StockCar | null>
  /** The tenant's cars with these ids, by id; ids it has no car of are left out. */
  carsWithIds(tenant: string, ids: readonly number[]): Promise<StockCar[]>
  /** Stores a car whole, replacing what was stored under its id. */
  save(tenant: string, car: StockCar): Promise<StockSave>
  /**
   * Changes one stored car in a transaction that holds it: `change` gets the stored car and answers the car to
   * store. Answers the car stored and whether it changed, or null when the tenant has no such car. What `change`
   * throws rolls the transaction back and reaches the caller.
   */
  update(
    tenant: string,
    id: number,
    change: (car: StockCar) => StockCar,
  ): Promise<{ car: StockCar; changed: boolean } | null>
  /**
   * Saves many cars of a tenant in one transaction that holds every car of the tenant while `plan` decides: `plan`
   * gets the stored cars and answers the cars to save (new ones, changed ones, and ones to save as they are, which
   * cost nothing). Cars it leaves out stay as they are. Answers the ids created and updated. What `plan` throws
   * rolls the transaction back and reaches the caller.
   */
  saveMany(
    tenant: string,
    plan: (stored: readonly StockCar[]) => readonly StockCar[],
  ): Promise<{ created: number[]; updated: number[] }>
  /** Removes a car for good; false when the tenant had no such car. */
  remove(tenant: string, id: number): Promise<boolean>
  /** Records a new token of the tenant by the hash of its secret. */
  createToken(tenant: string, token: { tokenHash: string; label: string }): Promise<StockToken>
  /** The live (not revoked) token with this hash, whichever tenant's, or null. */
  tokenByHash(tokenHash: string): Promise<StockToken | null>
  /** The tenant's tokens, oldest first, revoked ones included. */
  tokens(tenant: string): Promise<StockToken[]>
  /** Stops a token working; false when the tenant has no such live token. */
  revokeToken(tenant: string, id: string): Promise<boolean>
  /**
   * Hears the stock changes other storages on the same PostgreSQL write (every write that changes a car tells, when
   * it commits), not this storage's own. Answers a stop; closing the storage stops it too. On PGlite, which one
   * process holds, nothing else can write, so the listener never hears anything.
   */
  listen(listener: (notice: StockNotice) => void): Promise<() => Promise<void>>
  /**
   * Claims the pushing of a tenant's stock to an outside index (Algolia), which one of all the servers on the same
   * PostgreSQL does at a time, so each change is sent once however many servers hear it. `gained` when this server
   * is the one, and `lost` when it stops being (its connection to the database was lost); while another server holds
   * it, it is tried again every few seconds (`lockRetryMs`), so a server that stops hands it on. Resolves after the
   * first try. Answers a release; closing the storage releases too. On PGlite, which one process holds, it is gained
   * at once.
   */
  claimPush(tenant: string, holder: ClaimHolder): Promise<() => Promise<void>>
}

/** Told when a claim ({@link StockStore.claimPush}) is gained and lost. */
export interface ClaimHolder {
  gained(): void
  lost(): void
}

/** The site's storage. */
export interface Storage {
  /** 'pglite' (embedded) or 'postgres' (DATABASE_URL). */
  kind: 'pglite' | 'postgres'
  leads: LeadStore
  crm: CrmOutbox
  accounts: AccountStore
  watchlist: WatchlistStore
  activity: ActivityStore
  reservations: ReservationStore
  appointments: AppointmentStore
  rateLimits: RateLimitStore
  stock: StockStore
  close(): Promise<void>
}
