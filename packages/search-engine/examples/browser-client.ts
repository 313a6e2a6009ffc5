import { liteClient, type LiteClient } from 'algoliasearch/lite'

/** In the browser: the real Algolia client, pointed at the site's own server (pass `location`). */
export function siteSearchClient(
  appId: string,
  apiKey: string,
  site: { host: string; protocol: string },
): LiteClient {
  return liteClient(appId, apiKey, {
    hosts: [{ url: site.host, protocol: site.protocol === 'http:' ? 'http' : 'https', accept: 'read' }],
  })
}
