import type { FormsConfig } from '@forecourt/lead-client'
import { brandGarageFor } from '@forecourt/tenant-config/gated-pages'

/** A garage page of the tenant: where it is and what it is called. */
export interface GaragePage {
  path: string
  title: string
}

/**
 * The garage page a pathname shows: /my-garage, or one of the tenant's brand garage pages (e.g. '/toyota-garage',
 * titled 'Toyota Garage' from its path); null when the tenant has no garage (tenant-config `features.garage`) or the
 * path is none of its garages.
 * @example garagePageFor('/toyota-garage', shell.forms) // { path: '/toyota-garage', title: 'Toyota Garage' }
 */
export function garagePageFor(pathname: string, forms: FormsConfig): GaragePage | null {
  const pages = forms.accountPages
  if (!pages?.garage) return null
  if (pathname.toLowerCase().replace(/\/+$/, '') === '/my-garage')
    return { path: '/my-garage', title: 'My Garage' }
  const brand = brandGarageFor(pathname, pages.brandGaragePaths)
  return brand ? { path: brand, title: titleOf(brand) } : null
}

/** '/toyota-garage' → 'Toyota Garage'; '/land-rover-garage' → 'Land Rover Garage'. */
function titleOf(path: string): string {
  return path
    .replace(/^\/+|\/+$/g, '')
    .split(/[-_/\s]+/)
    .filter(Boolean)
    .map((word) => word.charAt(0).toUpperCase() + word.slice(1))
    .join(' ')
}
