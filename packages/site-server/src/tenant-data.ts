import type { CarRecord, ContentFile, Tenant } from '@forecourt/tenant-config'

/** One tenant's data as the site server holds it: configuration, content and stock. */
export interface TenantData {
  tenant: Tenant
  content: ContentFile
  cars: readonly CarRecord[]
}

/**
 * The tenant's canonical origin: its www domain, else its first public domain (never a *.localhost alias).
 * @example canonicalOrigin(tenant) // 'https://www.wattlebaykia.example'
 */
export function canonicalOrigin(tenant: Tenant): string {
  const public_ = tenant.domains.filter((domain) => !domain.endsWith('.localhost'))
  const host =
    public_.find((domain) => domain.startsWith('www.')) ?? public_[0] ?? tenant.domains[0] ?? 'localhost'
  return `https://${host}`
}
