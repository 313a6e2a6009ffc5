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

// While the server renders a page, InstantSearch reads the results the route's loader computed and never searches.
const serverRenderClient = {
  search: () => Promise.reject(new Error("The server renders search from the loader's results")),
} as unknown as SearchClient

/**
 * The search client a page's InstantSearch is given: the browser client in the browser, and while the server
 * renders, one that never searches (the results come from the loader).
 * @example const [client] = useState(() => pageSearchClient(config))
 */
export function pageSearchClient(config: SearchPageConfig): SearchClient {
  return typeof window === 'undefined' ? serverRenderClient : browserSearchClient(config, window.location)
}
