import type { RecordFields } from '../src/types'

/** The benchmark's tenant filter: the spec's stock filter for one tenant. */
export function tenantFilter(tenant: string, now: number): string {
  return `tenant:${tenant} AND (status:in_stock OR status:coming_soon OR sold_date_timestamp > ${now - 3 * 86_400}) AND show_on_dealer_website:true`
}

/** The facets of the search page: 8 of them. */
export const pageFacets = [
  'make',
  'model',
  'car_type',
  'simple_body',
  'colour',
  'simple_fuel',
  'simple_transmission',
  'location_name',
]

/**
 * What InstantSearch sends for the benchmark page: 3 refinements (make Toyota OR Mazda, which is
 * disjunctive, car_type used, simple_body SUV), sorted by price, page 2 (0-based 1); plus the
 * helper's second query that counts `make` without its own refinement.
 */
export function facetedRequests(indexName: string): Record<string, unknown>[] {
  const conjunctive = ['car_type:used', 'simple_body:SUV']
  return [
    {
      indexName,
      query: '',
      facets: pageFacets,
      facetFilters: [['make:Toyota', 'make:Mazda'], ...conjunctive],
      hitsPerPage: 21,
      page: 1,
      maxValuesPerFacet: 100,
      highlightPreTag: '__ais-highlight__',
      highlightPostTag: '__/ais-highlight__',
    },
    {
      indexName,
      query: '',
      facets: ['make'],
      facetFilters: conjunctive,
      hitsPerPage: 0,
      page: 0,
      attributesToRetrieve: [],
      attributesToHighlight: [],
      attributesToSnippet: [],
      analytics: false,
      clickAnalytics: false,
    },
  ]
}

/** The same page answered by brute force: scan, count, sort, slice — twice, like the two queries. */
export function bruteForcePage(records: readonly RecordFields[], tenant: string, now: number) {
  const soldAfter = now - 3 * 86_400
  const visible = (record: RecordFields) =>
    record.tenant === tenant &&
    (record.status === 'in_stock' ||
      record.status === 'coming_soon' ||
      (typeof record.sold_date_timestamp === 'number' && record.sold_date_timestamp > soldAfter)) &&
    record.show_on_dealer_website === true
  const conjunctive = (record: RecordFields) =>
    visible(record) && record.car_type === 'used' && record.simple_body === 'SUV'
  const count = (matches: RecordFields[], facets: string[]) =>
    Object.fromEntries(
      facets.map((facet) => {
        const counts: Record<string, number> = {}
        for (const record of matches) {
          const value = String(record[facet])
          counts[value] = (counts[value] ?? 0) + 1
        }
        return [facet, counts]
      }),
    )
  const main = records.filter(
    (record) => conjunctive(record) && (record.make === 'Toyota' || record.make === 'Mazda'),
  )
  const facets = count(main, pageFacets)
  const page = main
    .sort(
      (a, b) =>
        (a.price as number) - (b.price as number) || (b.custom_rank as number) - (a.custom_rank as number),
    )
    .slice(21, 42)
  const makes = count(records.filter(conjunctive), ['make'])
  return { nbHits: main.length, facets, makes, page }
}
