import { createInProcessSearchClient, createSearchEngine, type IndexRecord } from '@forecourt/search-engine'
import carIndexReplicas from '@forecourt/search-engine/settings/car-index-replicas.json' with { type: 'json' }
import carIndexSettings from '@forecourt/search-engine/settings/car-index.json' with { type: 'json' }

/** One dealer group's search over an index that holds several groups' records, each marked with its `tenant`. */
export function wattleBaySearch(records: readonly IndexRecord[]) {
  const engine = createSearchEngine({
    indices: { Car_production: { settings: carIndexSettings, records, replicas: carIndexReplicas } },
    // Called on every request with the request's key. Its filter is ANDed into every query of that key, so it
    // must start with the key's own clause: without `tenant:…` a key shares every tenant's records.
    resolveTenant: (apiKey) =>
      apiKey === 'wattle-bay-kia-public' ? { filters: 'tenant:wattle-bay-kia' } : null,
  })

  // Server-side rendering: InstantSearch takes this as `searchClient` as it is (algoliasearch v5's shape).
  const searchClient = createInProcessSearchClient(engine, { apiKey: 'wattle-bay-kia-public' })
  return { engine, searchClient }
}
