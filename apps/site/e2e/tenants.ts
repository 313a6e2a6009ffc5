import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { parseTenant } from '@forecourt/tenant-config'
import { appDir } from './harness'

/** A demo tenant as the journeys visit it: through its *.localhost alias, which Chromium maps to loopback. */
export interface DemoTenant {
  slug: string
  name: string
  host: string
  /** The title of its home page's locations carousel (locations.carouselTitle, with the default filled in). */
  locationsTitle: string
}

const tenantsDir = join(appDir, '../../fixtures/tenants')

/** The demo tenants from fixtures/, each with the *.localhost domain the journeys use. */
export const demoTenants: DemoTenant[] = readdirSync(tenantsDir)
  .filter((file) => file.endsWith('.json'))
  .sort()
  .map((file) => {
    const tenant = parseTenant(JSON.parse(readFileSync(join(tenantsDir, file), 'utf8')), file)
    const host = tenant.domains.find((domain) => domain.endsWith('.localhost'))
    if (!host) throw new Error(`${file} has no *.localhost domain for the journeys`)
    return {
      slug: tenant.slug,
      name: tenant.name,
      host,
      locationsTitle: tenant.options.locations.carouselTitle,
    }
  })

/**
 * The demo tenant with this slug; a journey naming a tenant that is not in fixtures/ fails at once.
 * @example const franchise = demoTenant('wattle-bay-kia')
 */
export function demoTenant(slug: string): DemoTenant {
  const found = demoTenants.find((candidate) => candidate.slug === slug)
  if (!found) throw new Error(`no demo tenant ${slug}`)
  return found
}

/** The information pages of the route table; a tenant without one answers 404 for it. */
export const informationPaths = [
  '/about-us',
  '/faqs',
  '/warranty',
  '/new-vehicle-warranty',
  '/pages/capped-price-servicing',
  '/roadside-assist',
  '/fleet',
  '/careers',
  '/privacy-policy',
  '/terms-and-conditions',
  '/pages/unsubscribe',
  '/eofy',
  '/brands',
  '/4x4-outdoor',
  '/vehicle-parts-and-accessories',
]
