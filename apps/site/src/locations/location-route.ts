import { notFound } from '@tanstack/react-router'
import type { FormPageHeadData } from '../forms-pages/form-page-head'
import type { RouterContext } from '../router-context'
import type { LocationPage, LocationRoute } from '../site/locations-types'
import type { SiteShell } from '../site/site-types'

/** What a location route's loader answers; `meta` is the page's head (read by formPageHead). */
export interface LocationRouteData {
  page: LocationPage
  shell: SiteShell
  meta: FormPageHeadData
}

/**
 * Loads a page of /locations/{slug}, /our-location/{slug} or /contact-us/{slug}; an unknown slug is the site's 404.
 * @example loader: ({ context, params }) => loadLocationPage(context, 'our-location', params.slug)
 */
export async function loadLocationPage(
  context: RouterContext,
  route: LocationRoute,
  slug: string,
): Promise<LocationRouteData> {
  const [page, shell] = await Promise.all([context.site.locationPage(route, slug), context.site.shell()])
  // eslint-disable-next-line @typescript-eslint/only-throw-error -- the router's not-found signal is an object by design
  if (!page) throw notFound()
  return { page, shell, meta: page.head }
}
