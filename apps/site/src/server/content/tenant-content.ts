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

/**
 * A `tel:` link for an Australian number: digits only, +61 kept as the international prefix.
 * @example telHref('07 4600 1100') // 'tel:0746001100'
 */
export function telHref(phone: string): string {
  return `tel:${phone.replace(/[^\d+]/g, '')}`
}
