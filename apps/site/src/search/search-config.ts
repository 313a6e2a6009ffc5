import type { CardTagOptions, PriceDisplayOptions } from '@forecourt/stock-rules'
import type { FilterSwitch, SearchCatalogue, SortKey } from '@forecourt/search-url'

/** Everything a tenant's search pages need in the browser and on the server; plain data, loaded once. */
export interface SearchPageConfig {
  tenantName: string
  /** Where search is answered: the site's own embedded engine, or Algolia. */
  provider: 'embedded' | 'algolia'
  appId: string
  /** The tenant's public search key; the server applies the tenant's stock filter to every query under it. */
  apiKey: string
  indexName: string
  replicas: Partial<Record<Exclude<SortKey, 'relevant'>, string>>
  defaultSort: SortKey
  sortOptions: { value: SortKey; label: string }[]
  /** The tenant's makes, models, bodies, locations and dealerships: the URL grammar. */
  catalogue: SearchCatalogue
  filters: FilterSwitch[]
  cardsPerRow: 3 | 4
  hitsPerPage: number
  popularMakesCount: number
  emptyText: 'no-results' | 'no-offers'
  refreshPath: string
  cards: { tags: CardTagOptions; prices: PriceDisplayOptions }
  /** Keep only the first of each run of sold cars (the tenant's sold-car handling). */
  collapseSoldRuns: boolean
  /**
   * The server's "now" when the config was read (ISO). Cards are tagged against it on the server and in the
   * browser alike, so the server's HTML and the hydrated page always agree.
   */
  now: string
}
