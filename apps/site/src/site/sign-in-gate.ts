import { signInAddressFor } from '@forecourt/tenant-config/gated-pages'
import { loadSession } from '../leads/session'
import type { SiteShell } from './site-types'

/**
 * Where a signed-out shopper going to `path` within the site is sent to sign in first, or null when the page is
 * open to them. The router loads this only for a move within the site, after the first page has hydrated, so it
 * costs the first load nothing.
 * @example await signInFor(shell, '/cars/2025-mazda-mazda3-1/checkout') // '/sign-in?type=checkout&redirect=…'
 */
export async function signInFor(shell: SiteShell, path: string): Promise<string | null> {
  const address = signInAddressFor(path, {
    isGated: (candidate) => shell.gatedPages.includes(candidate),
    brandGaragePaths: shell.forms.accountPages?.brandGaragePaths ?? [],
    reservePathSegment: shell.forms.reserve.path,
    // Which cars exist is the server's to say: it answers a checkout of an unknown car with its own page.
    knownCar: () => true,
  })
  return address && !(await loadSession()).user ? address : null
}
