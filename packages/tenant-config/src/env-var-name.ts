import { z } from 'zod'

/**
 * The name of an environment variable that holds a secret; tenant files never hold the secret itself. A tenant may
 * name only its own variables, `FORECOURT_TENANT_<SLUG>_…` (see {@link tenantEnvPrefix}), so a tenant file can
 * never publish the server's own secrets (`SESSION_SECRET`, `SMTP_URL`) or borrow another tenant's.
 * @example envVarNameSchema.parse('FORECOURT_TENANT_NORTHGATE_MESSAGING_TOKEN')
 */
export const envVarNameSchema = z
  .string()
  .regex(
    /^FORECOURT_TENANT_[A-Z0-9_]+$/,
    'expected the NAME of an environment variable starting FORECOURT_TENANT_ (A-Z, 0-9, _), never the secret itself',
  )

/**
 * The prefix of every environment variable a tenant's file may name: `FORECOURT_TENANT_` and the tenant's slug in
 * capitals with `_` for `-`.
 * @example tenantEnvPrefix('wattle-bay-kia') // 'FORECOURT_TENANT_WATTLE_BAY_KIA_'
 */
export function tenantEnvPrefix(slug: string): string {
  return `FORECOURT_TENANT_${slug.toUpperCase().replace(/-/g, '_')}_`
}
