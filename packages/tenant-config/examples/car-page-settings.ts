import {
  financeOptionsFor,
  imageUrl,
  reservePath,
  resolveTenant,
  type CarRecord,
} from '@forecourt/tenant-config'
import { loadTenants } from '@forecourt/tenant-config/node' // reads the file system: server only

/**
 * Loads every tenant file of a directory once, at start-up; the function it returns answers, for each request, what a
 * car's page needs from the tenant that serves the request's Host header, or null for an unknown site (answer 404).
 * @example
 * const settingsFor = await createCarPageSettings('fixtures/tenants')
 * settingsFor(request.headers.host ?? '', car)?.reservePath // '/cars/2026-kia-sportage-s-wbk000001/checkout'
 */
export async function createCarPageSettings(tenantDir: string) {
  const tenants = await loadTenants(tenantDir) // throws TenantConfigError listing every problem
  return (host: string, car: Pick<CarRecord, 'slug' | 'dealership_id' | 'primary_image_url'>) => {
    const tenant = resolveTenant(tenants, host)
    if (!tenant) return null // unknown site: the server answers 404
    return {
      cardsPerRow: tenant.options.search.cardsPerRow, // 3, or 4 where the tenant switches it
      frequency: financeOptionsFor(tenant, car.dealership_id).frequency, // 'weekly' unless the tenant or dealership says otherwise
      reservePath: reservePath(tenant, car.slug), // '/cars/<slug>/checkout' or '/cars/<slug>/buy-online'
      image: car.primary_image_url
        ? imageUrl(car.primary_image_url, { width: 640, quality: 70 }) // the one image-URL builder: ?w=640&q=70
        : null,
    }
  }
}
