import { createSearchEngine, type SearchEngine } from '@forecourt/search-engine'
import carIndexSettings from '@forecourt/search-engine/settings/car-index.json' with { type: 'json' }

/** An engine one admin key may write to over HTTP, and the site's own code in process. */
export function writableEngine(adminKey: string): SearchEngine {
  const engine = createSearchEngine({
    indices: { Car_production: { settings: carIndexSettings, records: [] } },
    resolveTenant: () => ({ filters: '' }),
    canWrite: (apiKey) => apiKey === adminKey,
  })
  // In process, trusted: the same writes with no key.
  engine.write('Car_production', [{ action: 'save', record: { objectID: '7', make: 'Kia' } }])
  return engine
}
