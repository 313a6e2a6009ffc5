import type { z } from 'zod'
import { TenantConfigError, formatPath } from './tenant-config-error.js'
import type { TenantConfigIssue } from './tenant-config-error.js'
import { tenantSchema } from './tenant-schema.js'

/** A validated tenant with every option filled in with its default. */
export type Tenant = z.output<typeof tenantSchema>

/** A tenant file as written: options may be left out. */
export type TenantInput = z.input<typeof tenantSchema>

/**
 * Validate one tenant file's parsed JSON and fill in the defaults.
 * Throws a {@link TenantConfigError} whose lines name the file, the field path and the problem.
 * @example parseTenant(JSON.parse(text), 'tenants/harbourside.json').options.search.cardsPerRow // 3
 */
export function parseTenant(json: unknown, fileName: string): Tenant {
  const result = tenantSchema.safeParse(json)
  if (result.success) return result.data
  throw new TenantConfigError(
    result.error.issues.map((issue) => ({
      file: fileName,
      path: formatPath(issue.path),
      message: describe(issue),
    })),
  )
}

/**
 * Check a whole set of tenants: slugs, domains and search keys must be unique, or a host or a search key would
 * be ambiguous (and the later file would silently win).
 * @example assertTenantSet([{ fileName: 'a.json', tenant: a }, { fileName: 'b.json', tenant: b }])
 */
export function assertTenantSet(entries: readonly { fileName: string; tenant: Tenant }[]): void {
  const issues: TenantConfigIssue[] = []
  const slugOwners = new Map<string, string>()
  const domainOwners = new Map<string, string>()
  const searchKeyOwners = new Map<string, string>()
  for (const { fileName, tenant } of entries) {
    // The search key names the tenant to the engine: a key shared by two would show one tenant the other's stock.
    const searchKeyOwner = searchKeyOwners.get(tenant.search.apiKey)
    if (searchKeyOwner)
      issues.push({
        file: fileName,
        path: 'search.apiKey',
        message: `search key is also used by ${searchKeyOwner}; each tenant needs a search key of its own`,
      })
    searchKeyOwners.set(tenant.search.apiKey, fileName)
    const slugOwner = slugOwners.get(tenant.slug)
    if (slugOwner)
      issues.push({
        file: fileName,
        path: 'slug',
        message: `slug '${tenant.slug}' is also used by ${slugOwner}`,
      })
    slugOwners.set(tenant.slug, fileName)
    tenant.domains.forEach((domain, index) => {
      const owner = domainOwners.get(domain)
      if (owner)
        issues.push({
          file: fileName,
          path: `domains[${index}]`,
          message: `domain '${domain}' is also served by ${owner}`,
        })
      domainOwners.set(domain, fileName)
    })
  }
  if (issues.length > 0) throw new TenantConfigError(issues)
}

function describe(issue: z.core.$ZodIssue): string {
  if (issue.code === 'unrecognized_keys')
    return `unknown field(s) ${issue.keys.map((key) => `'${key}'`).join(', ')}`
  return issue.message
}
