import { createInProcessSearchClient, createSearchEngine } from '@forecourt/search-engine'
import carIndexReplicas from '@forecourt/search-engine/settings/car-index-replicas.json' with { type: 'json' }
import carIndexSettings from '@forecourt/search-engine/settings/car-index.json' with { type: 'json' }
import type { Car } from '@forecourt/stock-rules'
import { tenantSearchFilter, tenantSearchRecords, type Tenant } from '@forecourt/tenant-config'

/** Every tenant's stock in one index: each tenant's public search key finds that tenant's cars and no others. */
export function createTenantSearch(stock: readonly { tenant: Tenant; cars: readonly Car[] }[]) {
  const tenantsByKey = new Map(stock.map(({ tenant }) => [tenant.search.apiKey, tenant]))
  const engine = createSearchEngine({
    indices: {
      Car_production: {
        settings: carIndexSettings,
        records: stock.flatMap(({ tenant, cars }) => tenantSearchRecords(tenant, cars)),
        replicas: carIndexReplicas,
      },
    },
    // Asked on every request: the filter starts with the tenant's own clause and moves with the clock.
    resolveTenant: (apiKey) => {
      const tenant = tenantsByKey.get(apiKey)
      return tenant ? { filters: tenantSearchFilter(tenant, new Date()) } : null
    },
  })
  return {
    engine,
    /** For server rendering: InstantSearch takes it as `searchClient`, as it is. */
    searchClientFor: (tenant: Tenant) =>
      createInProcessSearchClient(engine, { apiKey: tenant.search.apiKey }),
  }
}
