import type { ApiSite, TestAnswer } from './api-site'

/**
 * A stock API request as a dealer's stock system sends it, with its token.
 * @example await stockRequest(site, 'wattle-bay.localhost', token, 'PATCH', '/api/stock/cars/2000004', { price: 1 })
 */
export function stockRequest(
  site: ApiSite,
  host: string,
  bearer: string,
  method: string,
  path: string,
  json?: unknown,
): Promise<TestAnswer> {
  return site.request(host, method, path, {
    ...(json === undefined ? {} : { json }),
    headers: { authorization: `Bearer ${bearer}` },
  })
}

/** A car as search answers it. */
export interface SearchHit {
  objectID: string
  price: number
  status: string
}

/**
 * The tenant's search for a query (a stock number finds its car), over HTTP as a shopper's browser asks it.
 * @example await searchHits(site, 'wattle-bay.localhost', 'wattle-bay-kia-search-public', 'WBK000004')
 */
export async function searchHits(
  site: ApiSite,
  host: string,
  searchKey: string,
  query: string,
): Promise<SearchHit[]> {
  const answer = await site.request(host, 'POST', '/1/indexes/*/queries', {
    json: { requests: [{ indexName: 'Car_production', params: `query=${query}&hitsPerPage=5` }] },
    headers: { 'x-algolia-api-key': searchKey, 'x-algolia-application-id': 'FORECOURT' },
  })
  const [result] = answer.body.results as { hits: SearchHit[] }[]
  return result!.hits
}
