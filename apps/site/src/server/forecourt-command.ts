import { extname } from 'node:path'
import { applyFeed, type FeedFormat, newStockToken } from '@forecourt/site-server'
import type { Storage } from '@forecourt/site-storage'

/** What a command of `pnpm forecourt` works with. */
export interface ForecourtCommandContext {
  storage: Pick<Storage, 'stock' | 'reservations'>
  /** Reads a file named on the command line (relative to where the command was run). */
  readFile: (path: string) => Promise<string>
  /** The site's clock: a car an imported feed no longer has is sold from its now. */
  clock: () => Date
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
  "  stock import <tenant> <file>     applies a full feed (.json, .ndjson or .csv) to the tenant's stock",
  '',
  'It opens the storage the site server uses (DATABASE_URL, else PGlite in DATA_DIR).',
].join('\n')

/**
 * Runs one command of `pnpm forecourt` (the site operator's tool; `pnpm stock …` is `pnpm forecourt stock …`) and
 * answers its exit code: 0 done, 1 refused (an unknown tenant or token, a feed with problems, each named), 2 not
 * understood (the usage is printed).
 * @example await runForecourtCommand(['tokens', 'create', 'wattle-bay-kia', 'DMS feed'], context) // 0
 */
export async function runForecourtCommand(
  args: readonly string[],
  context: ForecourtCommandContext,
): Promise<number> {
  const { storage, out, err } = context
  const [group, action, tenant, ...rest] = args
  const known =
    (group === 'tokens' && ['create', 'list', 'revoke'].includes(action ?? '')) ||
    (group === 'stock' && action === 'import' && rest.length === 1)
  if (!known || !tenant) {
    ;(group === 'help' || group === undefined ? out : err)(forecourtUsage)
    return group === 'help' ? 0 : 2
  }
  if (!context.tenants.includes(tenant)) {
    err(`No tenant '${tenant}' on this server; its tenants are: ${context.tenants.join(', ')}.`)
    return 1
  }
  switch (action) {
    case 'import':
      return importFeed(tenant, rest[0]!, context)
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

const formatsByExtension: Readonly<Record<string, FeedFormat>> = {
  '.json': 'json',
  '.ndjson': 'ndjson',
  '.jsonl': 'ndjson',
  '.csv': 'csv',
}

/** `stock import <tenant> <file>`: the same reading, checks and transaction as the stock API's full feed. */
async function importFeed(tenant: string, file: string, context: ForecourtCommandContext): Promise<number> {
  const { out, err, storage } = context
  const format = formatsByExtension[extname(file).toLowerCase()]
  if (!format) {
    err(`${file}: a feed file ends in .json, .ndjson, .jsonl or .csv, which says how it is read.`)
    return 1
  }
  let text: string
  try {
    text = await context.readFile(file)
  } catch (error) {
    err(`${file} could not be read: ${error instanceof Error ? error.message : String(error)}`)
    return 1
  }
  const held = new Set(await storage.reservations.reservedCarIds(tenant))
  const applied = await applyFeed(storage.stock, tenant, text, format, { now: context.clock(), held })
  if (!applied.ok) {
    err(`${file} was not applied (nothing was changed): ${applied.errors.length} problems.`)
    for (const error of applied.errors.slice(0, 50))
      err(`  row ${error.row}, ${error.field}: ${error.message}`)
    if (applied.errors.length > 50) err(`  … and ${applied.errors.length - 50} more.`)
    return 1
  }
  const { summary } = applied
  out(
    `Applied ${file} to ${tenant}: ${summary.cars} cars; ${summary.created} added, ${summary.updated} updated, ` +
      `${summary.unchanged} unchanged, ${summary.withdrawn} withdrawn.`,
  )
  for (const kept of summary.kept) out(`  car ${kept.id} kept: ${kept.reason}`)
  if (applied.saved.length > 0)
    out('A site server running on this storage shows the change when it next starts.')
  return 0
}
