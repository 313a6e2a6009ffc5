import { createHash, randomBytes } from 'node:crypto'

/** What every stock API token starts with, so a token found in a log or a repository is recognised for what it is. */
export const stockTokenPrefix = 'fcs_'

/**
 * The hash a stock API token is stored and looked up by: SHA-256 of the token, hex. Tokens carry 256 random bits,
 * so a fast hash is enough (nothing to guess from it) and a lookup is one indexed read.
 * @example stockTokenHash('fcs_…') // '9f86d0…' (64 hex digits)
 */
export function stockTokenHash(token: string): string {
  return createHash('sha256').update(token).digest('hex')
}

/**
 * A new stock API token and its hash: the token is shown once to whoever made it, the hash is what is stored.
 * @example const { token, tokenHash } = newStockToken() // token 'fcs_' + 43 characters
 */
export function newStockToken(): { token: string; tokenHash: string } {
  const token = `${stockTokenPrefix}${randomBytes(32).toString('base64url')}`
  return { token, tokenHash: stockTokenHash(token) }
}

/**
 * The token of an `Authorization: Bearer <token>` header, or null when the header is missing or of another kind.
 * @example bearerToken('Bearer fcs_abc') // 'fcs_abc'
 */
export function bearerToken(header: string | undefined): string | null {
  const match = /^Bearer[ ]+([A-Za-z0-9._~+/=-]{1,512})[ ]*$/i.exec(header ?? '')
  return match?.[1] ?? null
}
