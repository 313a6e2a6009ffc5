import { lazyRouteComponent, notFound } from '@tanstack/react-router'
import type { RouterContext } from '../router-context'
import { pageHead } from './page-head'
import type { PageContent, SiteShell } from './site-types'

/** Loads a content page by path, or answers the router's 404 when the tenant has none there. */
export async function loadContentPage(context: RouterContext, path: string) {
  const [page, shell] = await Promise.all([context.site.page(path), context.site.shell()])
  // eslint-disable-next-line @typescript-eslint/only-throw-error -- the router's not-found signal is an object by design
  if (!page) throw notFound()
  return { page, shell }
}

/** The head of a content page: its own title and description on the tenant's canonical URL. */
export function contentPageHead({ loaderData }: { loaderData?: { page: PageContent; shell: SiteShell } }) {
  if (!loaderData) return {}
  const { page, shell } = loaderData
  return pageHead({ shell, path: page.path, title: page.title, description: page.description })
}

/** The route options every content route shares: each route file is `createFileRoute(path)(contentRoute())`. */
export function contentRoute() {
  return {
    loader: ({ context, location }: { context: RouterContext; location: { pathname: string } }) =>
      loadContentPage(context, location.pathname),
    head: contentPageHead,
    // The page's view loads with the page: each route file shares these options, so the router's own code
    // splitting (which splits a component written in the route file) cannot move it out of the first load.
    component: lazyRouteComponent(() => import('./content-page-view'), 'ContentRouteComponent'),
  }
}
