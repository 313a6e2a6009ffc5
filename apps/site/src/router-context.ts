import type { SiteApi } from './site/site-api'
import type { PageAssets } from './site/site-types'

/**
 * What every route can reach: the tenant's data and the page's script and style assets. Its own module, so the
 * routes that need it never import the router that imports them.
 */
export interface RouterContext {
  site: SiteApi
  assets: PageAssets
}
