import { resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import { loadTenants } from '@forecourt/tenant-config/node'
import { beforeAll } from 'vitest'
import type { TenantData } from '@forecourt/site-server'
import { loadTenantData } from '../tenant-sites'

/** The repository's fixtures folder: the demo tenants, their content and stock. */
export const fixturesDir = resolve(fileURLToPath(new URL('.', import.meta.url)), '../../../../../fixtures')

/**
 * The demo tenants' data as the server loads it, for the tests of the page builders. Call it at a test file's top
 * level: the data is loaded once before the file's tests, and the answer looks a tenant up by slug.
 * @example const tenant = demoTenantData(); it('…', () => buildModelsPage(tenant('wattle-bay-kia')))
 */
export function demoTenantData(): (slug: string) => TenantData {
  const tenants = new Map<string, TenantData>()
  beforeAll(async () => {
    for (const tenant of await loadTenants(resolve(fixturesDir, 'tenants')))
      tenants.set(tenant.slug, await loadTenantData(fixturesDir, tenant))
  })
  return (slug) => {
    const data = tenants.get(slug)
    if (!data) throw new Error(`no tenant ${slug}`)
    return data
  }
}

/**
 * A tenant's data with some of its feature switches changed, the rest as they are.
 * @example withFeatures(tenant('wattle-bay-kia'), { locationPages: false })
 */
export function withFeatures(
  data: TenantData,
  features: Partial<TenantData['tenant']['options']['features']>,
): TenantData {
  const { options } = data.tenant
  return {
    ...data,
    tenant: { ...data.tenant, options: { ...options, features: { ...options.features, ...features } } },
  }
}
