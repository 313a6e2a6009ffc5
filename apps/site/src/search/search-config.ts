import type { HitCardOptions, ListLabels } from '@forecourt/stock-rules'
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
  /** What the filters show for makes, models and bodies whose names read differently in lists (stock-rules' listLabels). */
  listLabels: ListLabels
  cardsPerRow: 3 | 4
  /** Results as a swipeable row on phones (the tenant's optional carousel). */
  carousel: boolean
  hitsPerPage: number
  popularMakesCount: number
  emptyText: 'no-results' | 'no-offers'
  refreshPath: string
  /** How result cards read: tags, prices and the finance display rule (tenant-config's hitCardOptionsFor). */
  cards: HitCardOptions
  /**
   * Promotional cards in the results: the tenant's live promotions, where they go (after every N results, or at
   * fixed positions), and whether they show on every search or only on used-only searches.
   */
  promos: {
    cards: {
      heading: string
      text?: string
      href: string
      image?: { src: string; alt: string }
      position: number | null
    }[]
    every: number | null
    positions: number[]
    showOnAllSearches: boolean
  }
  /** Keep only the first of each run of sold cars (the tenant's sold-car handling). */
  collapseSoldRuns: boolean
  /**
   * The server's "now" when the config was read (ISO). Cards are tagged against it on the server and in the
   * browser alike, so the server's HTML and the hydrated page always agree.
   */
  now: string
}
