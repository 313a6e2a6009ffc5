import type { IncomingMessage, ServerResponse } from 'node:http'
import {
  createInProcessSearchClient,
  createSearchEngine,
  invalidCredentials,
  SearchEngineError,
  type SearchCredentials,
  type SearchEngine,
} from '@forecourt/search-engine'
import { createSearchHandler } from '@forecourt/search-engine/node'
import carIndexReplicas from '@forecourt/search-engine/settings/car-index-replicas.json' with { type: 'json' }
import carIndexSettings from '@forecourt/search-engine/settings/car-index.json' with { type: 'json' }
import { tenantSearchFilter, tenantSearchRecords, type Tenant } from '@forecourt/tenant-config'
import type { SearchClient } from 'instantsearch.js'
import type { IndexPush, PushRecord, PushWrite, StockChange, TenantData } from '@forecourt/site-server'
import type { ClaimHolder } from '@forecourt/site-storage'
import type { Clock } from './site-clock'

/** The replicas that sort by lowest price first, where a tenant may list only priced cars. */
const priceAscendingReplicas = Object.entries(carIndexReplicas as Record<string, { ranking?: string[] }>)
  .filter(([, settings]) => settings.ranking?.[0] === 'asc(price)')
  .map(([name]) => name)

/** The embedded search over every tenant's stock: its HTTP mount, its in-process clients and its updates. */
export interface SearchMount {
  /** The engine as an InstantSearch client for one tenant's key, without HTTP: for server rendering. */
  clientFor: (apiKey: string) => SearchClient
  /** Answers Algolia's protocol at /1/indexes/*; false for any other path. */
  mount: (req: IncomingMessage, res: ServerResponse) => boolean
  /**
   * Writes a tenant's stock changes to its index, in the order made, as Algolia's write API would (a saved car's
   * record stored whole, a removed car's deleted): every search from then on (over HTTP and in process) answers
   * from the records as written. Other tenants' indices are left alone.
   */
  apply: (tenant: Tenant, changes: readonly StockChange[]) => void
  /**
   * Resolves once every change written so far to the tenant's index has reached Algolia, its start included (at
   * once for a tenant that is not pushed to Algolia): what a test waits on, never a time.
   */
  pushed: (tenant: Tenant) => Promise<void>
  /** Stops pushing to Algolia. */
  close: () => void
}

/** Options of {@link createSearchMount}. */
export interface SearchMountOptions {
  /** Logs errors that are not the client's, and the push's failures. @defaultValue console.error */
  log?: (message: string) => void
  /**
   * The push of a tenant's index to Algolia, or null for a tenant searched with the embedded engine only: it is
   * started with the tenant's records, and given every write its index takes.
   * @defaultValue no tenant is pushed
   */
  pushFor?: (tenant: Tenant) => IndexPush | null
  /**
   * Claims the pushing of a tenant's index, which one server of those sharing the storage does at a time: a tenant's
   * push starts (with the records as they are then) when the claim is `gained` and stops when it is `lost`. Answers
   * a release.
   * @defaultValue every push starts at once (one server)
   */
  claimPush?: (tenant: Tenant, holder: ClaimHolder) => Promise<() => Promise<void>>
}

/**
 * The embedded search engine over every tenant's stock, answering Algolia's protocol at /1/indexes/* on the site's
 * own server. Each tenant has an index of its own, so a change to one tenant's stock is written to that tenant's index
 * only. A request's API key names the tenant; an unknown key gets Algolia's 403. Errors that are not the client's
 * (answered 500) are logged.
 * @example const search = createSearchMount(data, clock, { log }); search.apply(tenant, [{ saved: [car], removed: [] }])
 */
export function createSearchMount(
  tenants: readonly TenantData[],
  clock: Clock,
  options: SearchMountOptions = {},
): SearchMount {
  const log = options.log ?? ((message: string) => console.error(message))
  const indices = new Map(
    tenants.map((data) => [data.tenant.search.apiKey, tenantIndex(data, clock, options, log)]),
  )
  const engineOf = (credentials: SearchCredentials): SearchEngine => {
    const engine = credentials.apiKey ? indices.get(credentials.apiKey)?.engine : undefined
    if (!engine) throw new SearchEngineError(invalidCredentials.message, invalidCredentials.status)
    return engine
  }
  // One engine to the HTTP handler: each call goes to the index of the tenant whose key it carries.
  const byKey: SearchEngine = {
    get indexNames() {
      return [...new Set([...indices.values()].flatMap((index) => index.engine.indexNames))]
    },
    multipleQueries: (body, credentials) => engineOf(credentials).multipleQueries(body, credentials),
    multipleQueryJobs: (body, credentials) => engineOf(credentials).multipleQueryJobs(body, credentials),
    searchIndex: (indexName, params, credentials) =>
      engineOf(credentials).searchIndex(indexName, params, credentials),
    searchForFacetValues: (indexName, facet, params, credentials) =>
      engineOf(credentials).searchForFacetValues(indexName, facet, params, credentials),
    // Writes over HTTP go to the engine of the key too, which lets no key write: the stock API is the way in.
    write: () => {
      throw new SearchEngineError(invalidCredentials.message, invalidCredentials.status)
    },
    batch: (indexName, body, credentials) => engineOf(credentials).batch(indexName, body, credentials),
    saveObject: (indexName, objectID, record, credentials) =>
      engineOf(credentials).saveObject(indexName, objectID, record, credentials),
    partialUpdateObject: (indexName, objectID, attributes, create, credentials) =>
      engineOf(credentials).partialUpdateObject(indexName, objectID, attributes, create, credentials),
    deleteObject: (indexName, objectID, credentials) =>
      engineOf(credentials).deleteObject(indexName, objectID, credentials),
    getObject: (indexName, objectID, credentials) =>
      engineOf(credentials).getObject(indexName, objectID, credentials),
    browse: (indexName, params, credentials) => engineOf(credentials).browse(indexName, params, credentials),
    getSettings: (indexName, credentials) => engineOf(credentials).getSettings(indexName, credentials),
    setSettings: (indexName, settings, credentials) =>
      engineOf(credentials).setSettings(indexName, settings, credentials),
    taskStatus: (indexName, taskID, credentials) =>
      engineOf(credentials).taskStatus(indexName, taskID, credentials),
  }
  const indexOf = (tenant: Tenant) => {
    const index = indices.get(tenant.search.apiKey)
    if (!index) throw new Error(`no search index for tenant '${tenant.slug}'`)
    return index
  }
  const handler = createSearchHandler(byKey, {
    onError: (error) =>
      log(`search failed: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`),
  })
  return {
    clientFor: (apiKey) => createInProcessSearchClient(byKey, { apiKey }) satisfies SearchClient,
    mount: (req, res) => {
      if (!(req.url ?? '').startsWith('/1/indexes/')) return false
      handler(req, res)
      return true
    },
    apply: (tenant, changes) => indexOf(tenant).apply(changes),
    pushed: (tenant) => indexOf(tenant).pushed(),
    close: () => indices.forEach((index) => index.close()),
  }
}

/**
 * One tenant's index, searched through the tenant's stock filter at the time of each request, and written to with
 * the tenant's stock changes; with a push, Algolia's index is given the same records and the same writes.
 */
function tenantIndex(
  data: TenantData,
  clock: Clock,
  options: SearchMountOptions,
  log: (message: string) => void,
): {
  engine: SearchEngine
  apply: (changes: readonly StockChange[]) => void
  pushed: () => Promise<void>
  close: () => void
} {
  const { tenant } = data
  const pool = new Map<unknown, unknown>()
  const intern = <T>(value: T): T => {
    if (typeof value !== 'string') return value
    if (!pool.has(value)) pool.set(value, value)
    return pool.get(value) as T
  }
  const records = tenantSearchRecords(tenant, data.cars, { intern })
  const engine = createSearchEngine({
    indices: {
      [tenant.search.indexName]: { settings: carIndexSettings, records, replicas: carIndexReplicas },
    },
    resolveTenant: (apiKey) => {
      if (apiKey !== tenant.search.apiKey) return null
      const now = clock()
      const filters = tenantSearchFilter(tenant, now)
      // Only a tenant that keeps unpriced cars out of a lowest-price sort has a second filter to build.
      if (!tenant.options.search.priceAboveZeroOnAscendingSort) return { filters }
      const priced = tenantSearchFilter(tenant, now, { sortByPriceAscending: true })
      return {
        filters,
        filtersByIndex: Object.fromEntries(priceAscendingReplicas.map((replica) => [replica, priced])),
      }
    },
  })
  const pushing = pushOf(tenant, records as unknown as PushRecord[], options, log)
  const apply = (changes: readonly StockChange[]) => {
    const writes = changes.flatMap((change): PushWrite[] => [
      ...tenantSearchRecords(tenant, change.saved, { intern }).map((record): PushWrite => ({
        action: 'save',
        record: record as unknown as PushRecord,
      })),
      ...change.removed.map((id): PushWrite => ({ action: 'delete', objectID: String(id) })),
    ])
    if (writes.length === 0) return
    engine.write(tenant.search.indexName, writes)
    pushing.write(writes)
  }
  return { engine, apply, pushed: pushing.idle, close: pushing.close }
}

/**
 * A tenant's push to Algolia while this server holds its claim: started with the records as they are when the claim
 * is gained (so it sends only what Algolia lacks), given every write while it is held, and closed when it is lost or
 * the mount closes.
 */
function pushOf(
  tenant: Tenant,
  records: readonly PushRecord[],
  options: SearchMountOptions,
  log: (message: string) => void,
): Pick<IndexPush, 'write' | 'idle' | 'close'> {
  let push = options.pushFor?.(tenant) ?? null
  // A tenant on the embedded engine is never pushed: it keeps no copy of its records here.
  if (!push) return { write: () => {}, idle: () => Promise.resolve(), close: () => {} }
  const current = new Map(records.map((record) => [record.objectID, record]))
  let active = false
  let closed = false
  let release: Promise<() => Promise<void>> | null = null
  // Started and not waited for: Algolia out of reach delays no site; the push keeps trying.
  const start = () => {
    if (closed) return
    push ??= options.pushFor?.(tenant) ?? null
    active = push !== null
    void push?.start([...current.values()])
  }
  if (options.claimPush) {
    release = options.claimPush(tenant, {
      gained: start,
      lost: () => {
        active = false
        push?.close()
        push = null
        log(`search: ${tenant.slug} is no longer pushed to Algolia from this server until it claims it again`)
      },
    })
    release.catch((error: unknown) =>
      log(
        `search: claiming the push of ${tenant.slug} failed (${error instanceof Error ? error.message : String(error)})`,
      ),
    )
  } else start()
  return {
    write: (writes) => {
      for (const write of writes)
        if (write.action === 'save') current.set(write.record.objectID, write.record)
        else current.delete(write.objectID)
      if (active) push?.write(writes)
    },
    idle: () => (active && push ? push.idle() : Promise.resolve()),
    close: () => {
      closed = true
      active = false
      push?.close()
      void release?.then((free) => free()).catch(() => {})
    },
  }
}
