import type { VehicleCardProps } from '@forecourt/components'
import { pickSimilarCars, type SearchRecord } from '@forecourt/stock-rules'
import { hitCard } from '../search/hit-card'
import { defaultIndex } from '../search/instantsearch-routing'
import { browserSearchClient } from '../search/search-client'
import type { SearchPageConfig } from '../search/search-config'
import type { VehiclePage } from '../site/vehicle-types'

/**
 * Similar cars (spec sections 7 and 9): one query per filter in a single batch to the search service (same
 * make and model, same body, then the price window alone; 10 hits each), merged in that order, in_stock only and
 * at most 6, shown as result cards. Loaded on demand, so the search client stays off the vehicle page's first load.
 */
export async function similarCars(page: VehiclePage, config: SearchPageConfig): Promise<VehicleCardProps[]> {
  if (!page.similar) return []
  const client = browserSearchClient(config, window.location)
  const indexName = defaultIndex(config)
  const { results } = await client.search<SearchRecord>(
    page.similar.filters.map((filters) => ({
      indexName,
      // Cards show no highlighted words.
      params: { query: '', filters, hitsPerPage: page.similar?.hitsPerPage ?? 10, attributesToHighlight: [] },
    })),
  )
  const seen = new Set<string>()
  const hits: (SearchRecord & { id: number })[] = []
  for (const result of results)
    for (const hit of (result as { hits?: SearchRecord[] }).hits ?? [])
      if (!seen.has(hit.objectID)) {
        seen.add(hit.objectID)
        hits.push({ ...hit, id: Number(hit.objectID) })
      }
  const now = new Date(config.now)
  return pickSimilarCars(hits, { id: page.carId }).map((hit) => hitCard(hit, config, now))
}
