import type { CarRecord, ContentFile, Tenant } from '@forecourt/tenant-config'

/** One tenant's data as the site server holds it: configuration, content and stock. */
export interface TenantData {
  tenant: Tenant
  content: ContentFile
  cars: readonly CarRecord[]
}

// The canonical origin is a fact of the tenant's configuration; the server's modules keep taking it from here.
export { canonicalOrigin } from '@forecourt/tenant-config'
