import type { IncomingMessage, ServerResponse } from 'node:http'
import { createInProcessSearchClient, createSearchEngine } from '@forecourt/search-engine'
import { createSearchHandler } from '@forecourt/search-engine/node'
import carIndexReplicas from '@forecourt/search-engine/settings/car-index-replicas.json' with { type: 'json' }
import carIndexSettings from '@forecourt/search-engine/settings/car-index.json' with { type: 'json' }
import { tenantSearchFilter, tenantSearchRecords } from '@forecourt/tenant-config'
import type { SearchClient } from 'instantsearch.js'
import type { TenantData } from '@forecourt/site-server'
import type { Clock } from './site-clock'

/** The replicas that sort by lowest price first, where a tenant may list only priced cars. */
const priceAscendingReplicas = Object.entries(carIndexReplicas as Record<string, { ranking?: string[] }>)
  .filter(([, settings]) => settings.ranking?.[0] === 'asc(price)')
  .map(([name]) => name)

/**
 * The embedded search engine over every tenant's stock, answering Algolia's protocol at /1/indexes/* on the site's
 * own server. A request's API key names the tenant; an unknown key gets Algolia's 403. Errors that are not the
 * client's (answered 500) are logged.
 */
export function createSearchMount(
  tenants: readonly TenantData[],
  clock: Clock,
  log: (message: string) => void = (message) => console.error(message),
) {
  const pool = new Map<unknown, unknown>()
  const intern = <T>(value: T): T => {
    if (typeof value !== 'string') return value
    if (!pool.has(value)) pool.set(value, value)
    return pool.get(value) as T
  }
  const records = tenants.flatMap((data) => tenantSearchRecords(data.tenant, data.cars, { intern }))
  const byKey = new Map(tenants.map((data) => [data.tenant.search.apiKey, data]))
  const indexName = tenants[0]?.tenant.search.indexName ?? 'Car_production'
  const engine = createSearchEngine({
    indices: { [indexName]: { settings: carIndexSettings, records, replicas: carIndexReplicas } },
    resolveTenant: (apiKey) => {
      const data = byKey.get(apiKey)
      if (!data) return null
      const now = clock()
      const filters = tenantSearchFilter(data.tenant, now)
      // Only a tenant that keeps unpriced cars out of a lowest-price sort has a second filter to build.
      if (!data.tenant.options.search.priceAboveZeroOnAscendingSort) return { filters }
      const priced = tenantSearchFilter(data.tenant, now, { sortByPriceAscending: true })
      return {
        filters,
        filtersByIndex: Object.fromEntries(priceAscendingReplicas.map((replica) => [replica, priced])),
      }
    },
  })
  const handler = createSearchHandler(engine, {
    onError: (error) =>
      log(`search failed: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`),
  })
  return {
    engine,
    /** The engine as an InstantSearch client for one tenant's key, without HTTP: for server rendering. */
    clientFor: (apiKey: string) => createInProcessSearchClient(engine, { apiKey }) satisfies SearchClient,
    mount: (req: IncomingMessage, res: ServerResponse): boolean => {
      if (!(req.url ?? '').startsWith('/1/indexes/')) return false
      handler(req, res)
      return true
    },
  }
}
