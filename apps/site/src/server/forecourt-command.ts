import { newStockToken } from '@forecourt/site-server'
import type { Storage } from '@forecourt/site-storage'

/** What a command of `pnpm forecourt` works with. */
export interface ForecourtCommandContext {
  storage: Pick<Storage, 'stock'>
  /** The slugs of the tenants this server serves. */
  tenants: readonly string[]
  /** Where answers go (standard output). */
  out: (line: string) => void
  /** Where refusals go (standard error). */
  err: (line: string) => void
}

/** How `pnpm forecourt` is used: printed for `help`, no command or a command it does not know. */
export const forecourtUsage = [
  'Usage: pnpm forecourt <command>',
  '',
  "  tokens create <tenant> [label]   makes a stock API token for the tenant's stock system (shown once)",
  "  tokens list <tenant>             lists the tenant's tokens: id, label, made, revoked",
  '  tokens revoke <tenant> <id>      stops a token working',
  '',
  'It opens the storage the site server uses (DATABASE_URL, else PGlite in DATA_DIR).',
].join('\n')

/**
 * Runs one command of `pnpm forecourt` (the site operator's tool) and answers its exit code: 0 done, 1 refused
 * (an unknown tenant or token, named), 2 not understood (the usage is printed).
 * @example await runForecourtCommand(['tokens', 'create', 'wattle-bay-kia', 'DMS feed'], context) // 0
 */
export async function runForecourtCommand(
  args: readonly string[],
  context: ForecourtCommandContext,
): Promise<number> {
  const { storage, out, err } = context
  const [group, action, tenant, ...rest] = args
  if (group !== 'tokens' || !action || !['create', 'list', 'revoke'].includes(action) || !tenant) {
    ;(group === 'help' || group === undefined ? out : err)(forecourtUsage)
    return group === 'help' ? 0 : 2
  }
  if (!context.tenants.includes(tenant)) {
    err(`No tenant '${tenant}' on this server; its tenants are: ${context.tenants.join(', ')}.`)
    return 1
  }
  switch (action) {
    case 'create': {
      const label = rest.join(' ').trim() || 'stock system'
      const { token, tokenHash } = newStockToken()
      const made = await storage.stock.createToken(tenant, { tokenHash, label })
      out(
        `Made stock API token ${made.id} ('${label}') for ${tenant}. It is shown this once; keep it secret:`,
      )
      out(token)
      return 0
    }
    case 'list': {
      const tokens = await storage.stock.tokens(tenant)
      if (tokens.length === 0) out(`${tenant} has no stock API tokens.`)
      for (const token of tokens)
        out(
          `${token.id}  ${token.label}  made ${token.createdAt.toISOString()}` +
            (token.revokedAt ? `  revoked ${token.revokedAt.toISOString()}` : ''),
        )
      return 0
    }
    default: {
      const [id] = rest
      if (!id) {
        err(forecourtUsage)
        return 2
      }
      if (!(await storage.stock.revokeToken(tenant, id))) {
        err(`${tenant} has no working token ${id}; 'pnpm forecourt tokens list ${tenant}' lists them.`)
        return 1
      }
      out(`Revoked token ${id} of ${tenant}: it no longer works.`)
      return 0
    }
  }
}
