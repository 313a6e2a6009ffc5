import {
  gatedPageFor,
  isGatedPage,
  pageShown,
  signInRedirect,
  signInTypeFor,
  type Tenant,
} from '@forecourt/tenant-config'

/**
 * Where a shopper asking for `path` (a pathname with its query) goes first: the /sign-in address when the tenant
 * gates the page and the shopper is not signed in, else null (show the page). `stock` holds the slugs and ids of the
 * tenant's cars.
 * @example signInFirst(tenant, stock, '/finance?car_id=12', false) // '/sign-in?type=finance&redirect=%2Ffinance%3Fcar_id%3D12&back=%2F' where finance is gated
 */
export function signInFirst(
  tenant: Tenant,
  stock: ReadonlySet<string>,
  path: string,
  signedIn: boolean,
): string | null {
  const switches = {
    garage: tenant.options.features.garage,
    spinToWin: tenant.options.features.spinToWin,
    reserve: tenant.options.reserve.enabled,
  }
  const page = gatedPageFor(path, {
    isGated: (gated) => pageShown(gated, switches) && isGatedPage(tenant, gated),
    brandGaragePaths: tenant.options.gatedPages.brandGaragePaths,
    reservePathSegment: tenant.options.reserve.path,
    knownCar: (slugOrId) => stock.has(slugOrId),
  })
  if (page && !signedIn) return signInRedirect(signInTypeFor(page, path), path) // '/sign-in?type=finance&redirect=…&back=%2F'
  return null
}
