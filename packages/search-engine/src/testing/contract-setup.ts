import carIndexReplicas from '../../settings/car-index-replicas.json' with { type: 'json' }
import carIndexSettings from '../../settings/car-index.json' with { type: 'json' }
import { stockFilter } from '@forecourt/stock-rules'
import { createSearchEngine, type SearchEngine } from '../search-engine'
import type { RecordFields } from '../types'
import { generateCars } from './car-records'
import { loadFixtureStock, repositoryFixtures } from './fixture-stock'

/** The index name of the spec. */
export const indexName = 'Car_production'

/** A tenant of the contract tests: its API key and the cars it may see. */
export interface TestTenant {
  slug: string
  apiKey: string
  filters: string
  keep: (record: RecordFields) => boolean
}

/**
 * The engine over the committed fixture stock (or generated cars while there is none), with one API
 * key per tenant whose filter is the tenant's stock filter, as the site builds it.
 */
export function contractEngine(): {
  engine: SearchEngine
  records: RecordFields[]
  tenants: TestTenant[]
  source: string
} {
  const fixtures = loadFixtureStock(repositoryFixtures)
  const records = fixtures?.records ?? (generateCars(3000) as unknown as RecordFields[])
  const now = Math.floor(Date.parse(fixtures?.referenceDate ?? '2023-11-14T22:13:20Z') / 1000)
  const soldAfter = now - 3 * 86_400
  const slugs = [...new Set(records.map((record) => String(record.tenant)))].sort()
  const tenants = slugs.map((slug) => ({
    slug,
    apiKey: `search-key-${slug}`,
    // The real stock filter of @forecourt/stock-rules; the oracle below states the spec's rule in plain words.
    filters: `tenant:${slug} AND ${stockFilter({ now: new Date(now * 1000) }).filters}`,
    keep: (record: RecordFields) =>
      record.tenant === slug &&
      (record.status === 'in_stock' ||
        record.status === 'coming_soon' ||
        (typeof record.sold_date_timestamp === 'number' && record.sold_date_timestamp > soldAfter)) &&
      record.show_on_dealer_website === true,
  }))
  const engine = createSearchEngine({
    indices: { [indexName]: { settings: carIndexSettings, records, replicas: carIndexReplicas } },
    resolveTenant: (apiKey) => tenants.find((tenant) => tenant.apiKey === apiKey) ?? null,
  })
  return { engine, records, tenants, source: fixtures ? 'fixtures/stock' : 'generated' }
}
