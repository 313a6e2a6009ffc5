import type { Tenant } from './parse-tenant.js'

/**
 * Normalise a Host header: lowercase, without port and trailing dot.
 * @example normaliseHost('WWW.Example.com.au:443') // 'www.example.com.au'
 */
export function normaliseHost(host: string): string {
  const withoutPort = host.trim().toLowerCase().replace(/:\d+$/, '')
  return withoutPort.endsWith('.') ? withoutPort.slice(0, -1) : withoutPort
}

/**
 * The tenant that serves a Host header, through its `domains`; a `www.` host falls back to the bare domain.
 * Returns undefined for an unknown host, so the server can answer 404 rather than guess.
 * @example resolveTenant(tenants, 'www.harbourside.example:8080')?.slug
 */
export function resolveTenant<T extends Pick<Tenant, 'domains'>>(
  tenants: readonly T[],
  host: string,
): T | undefined {
  const wanted = normaliseHost(host)
  const exact = tenants.find((tenant) => tenant.domains.includes(wanted))
  if (exact || !wanted.startsWith('www.')) return exact
  const bare = wanted.slice('www.'.length)
  return tenants.find((tenant) => tenant.domains.includes(bare))
}
