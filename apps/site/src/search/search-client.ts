import { liteClient } from 'algoliasearch/lite'
import type { SearchClient } from 'instantsearch.js'
import type { SearchPageConfig } from './search-config'
import { withResultCache } from './search-cache'

/**
 * The browser's search client: the real algoliasearch lite client, pointed at the site's own embedded engine
 * (same origin, /1/indexes/*) or at Algolia, with results cached per request.
 * @example const client = browserSearchClient(config, window.location)
 */
export function browserSearchClient(
  config: SearchPageConfig,
  location: Pick<Location, 'host' | 'protocol'>,
): SearchClient {
  const client =
    config.provider === 'algolia'
      ? liteClient(config.appId, config.apiKey)
      : liteClient(config.appId, config.apiKey, {
          hosts: [
            {
              url: location.host,
              protocol: location.protocol === 'https:' ? 'https' : 'http',
              accept: 'read',
            },
          ],
        })
  return withResultCache(client)
}
