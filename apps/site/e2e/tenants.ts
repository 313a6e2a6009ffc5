import {
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs'
import { tmpdir } from 'node:os'
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

/**
 * A fixtures folder for a server started with FIXTURES_DIR: the demo's content, stock and images (linked, not
 * copied) and one demo tenant alone, its options changed by `options` (merged one level deep, by option group).
 * It is how a journey visits a demo tenant with a switch turned the other way, without changing the demo.
 * @example const fixtures = fixturesWithOptions('wattle-bay-kia', { features: { search: false } })
 */
export function fixturesWithOptions(
  slug: string,
  options: Record<string, Record<string, unknown>>,
): { dir: string; remove: () => void } {
  const source = join(tenantsDir, '..')
  const dir = mkdtempSync(join(tmpdir(), 'forecourt-fixtures-'))
  for (const entry of readdirSync(source, { withFileTypes: true }))
    if (entry.isDirectory() && entry.name !== 'tenants')
      symlinkSync(join(source, entry.name), join(dir, entry.name))
  const file = `${slug}.json`
  const tenant = JSON.parse(readFileSync(join(tenantsDir, file), 'utf8')) as {
    options?: Record<string, Record<string, unknown>>
  }
  const current = tenant.options ?? {}
  tenant.options = {
    ...current,
    ...Object.fromEntries(
      Object.entries(options).map(([group, values]) => [group, { ...current[group], ...values }]),
    ),
  }
  parseTenant(tenant, file)
  mkdirSync(join(dir, 'tenants'))
  writeFileSync(join(dir, 'tenants', file), JSON.stringify(tenant))
  return { dir, remove: () => rmSync(dir, { recursive: true, force: true }) }
}
