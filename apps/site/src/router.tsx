import { createRouter as createTanStackRouter } from '@tanstack/react-router'
import { routeTree } from './routeTree.gen'
import { parseQueryString, stringifyQueryString } from './site/query-string'
import type { RouterContext } from './router-context'

/**
 * One router per request on the server, one per page load in the browser. `nonce` is the page's script nonce: the
 * server marks every inline script it writes with it, and the browser reads it back from the page, so what it
 * renders matches.
 */
export function createRouter(context: RouterContext, nonce?: string) {
  return createTanStackRouter({
    routeTree,
    context,
    ...(nonce ? { ssr: { nonce } } : {}),
    defaultPreload: 'intent',
    defaultStaleTime: 60_000,
    scrollRestoration: true,
    parseSearch: parseQueryString,
    stringifySearch: stringifyQueryString,
  })
}

declare module '@tanstack/react-router' {
  interface Register {
    router: ReturnType<typeof createRouter>
  }
}
