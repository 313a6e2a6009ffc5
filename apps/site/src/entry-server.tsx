import { createRequestHandler, defaultStreamHandler } from '@tanstack/react-router/ssr/server'
import type { AnyRouter } from '@tanstack/react-router'
import { createRouter } from './router'
import type { SiteApi } from './site/site-api'
import { assetsForRoute } from './site/page-styles'
import type { PageAssets } from './site/site-types'

/**
 * Renders one request to a streamed HTML response: the router loads every matched route's data on the server,
 * then streams the document with the data dehydrated for the browser. Every inline script carries `nonce`.
 */
export function renderPage(
  request: Request,
  site: SiteApi,
  assets: PageAssets,
  nonce?: string,
): Promise<Response> {
  const handler = createRequestHandler<AnyRouter>({
    request,
    createRouter: () => {
      // The page's own assets depend on the route the address matches (a key page links its own stylesheet).
      const pageAssets = { ...assets }
      const router = createRouter({ site, assets: pageAssets }, nonce)
      const [, , route] = router.getMatchedRoutes(new URL(request.url).pathname)
      Object.assign(pageAssets, assetsForRoute(assets, route?.id as string | undefined))
      return router
    },
  })
  return handler(defaultStreamHandler)
}
