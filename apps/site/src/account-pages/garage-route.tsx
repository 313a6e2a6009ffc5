import { notFound } from '@tanstack/react-router'
import { useCallback } from 'react'
import type { RouterContext } from '../router-context'
import type { SiteApi } from '../site/site-api'
import type { SiteShell } from '../site/site-types'
import { garagePageFor, type GaragePage } from './garage-pages'
import { MyGaragePage } from './my-garage-page'

/**
 * The data of a garage page: the shell and which garage the path is, or the router's 404 when the tenant has no
 * such garage (no garage feature, or a path that is none of its brand garages).
 * @example loader: ({ context, location }) => loadGaragePage(context, location.pathname)
 */
export async function loadGaragePage(
  context: RouterContext,
  pathname: string,
): Promise<{ shell: SiteShell; garage: GaragePage }> {
  const shell = await context.site.shell()
  const garage = garagePageFor(pathname, shell.forms)
  // eslint-disable-next-line @typescript-eslint/only-throw-error -- the router's not-found signal is an object by design
  if (!garage) throw notFound()
  return { shell, garage }
}

/**
 * A garage route's component: the page, with cars read through the route's site API.
 * @example component: () => <GarageRouteView data={Route.useLoaderData()} site={Route.useRouteContext().site} />
 */
export function GarageRouteView({
  data,
  site,
}: {
  data: { shell: SiteShell; garage: GaragePage }
  site: SiteApi
}) {
  const loadCars = useCallback((ids: readonly number[]) => site.cars(ids), [site])
  return <MyGaragePage shell={data.shell} garage={data.garage} loadCars={loadCars} />
}
