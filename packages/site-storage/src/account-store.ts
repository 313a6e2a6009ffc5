import { isUuid, newId } from './ids'
import type { Sql } from './sql'
import type { AccountStore, User } from './storage-types'

/** Checks of one code, the first included, before it stops working. */
export const maxCodeAttempts = 5

type UserRow = { id: string; tenant: string; email: string | null; phone: string | null }
type CodeRow = { id: number; code_hash: string; expires_at: Date; attempts: number; used_at: Date | null }

const userColumns = 'id, tenant, email, phone'

/**
 * Shopper accounts, sign-in codes and sessions over SQL. The caller hashes codes and session tokens; only hashes
 * are stored. Emails match without regard to case; a user is unique per tenant by email and by phone.
 * `setPhone` rejects a phone that another user of the tenant already has.
 * @example
 * const user = await accounts.userFor('wattle-bay-kia', { email: 'sam@example.com' })
 * await accounts.createSession('wattle-bay-kia', { tokenHash, userId: user.id, csrfToken, expiresAt })
 */
export function createAccountStore(sql: Sql): AccountStore {
  const findUser = async (tenant: string, email: string | null, phone: string | null) => {
    if (email) {
      const [row] = await sql.query<UserRow>(
        `SELECT ${userColumns} FROM users WHERE tenant = $1 AND lower(email) = lower($2)`,
        [tenant, email],
      )
      if (row) return row
    }
    if (!phone) return undefined
    const [row] = await sql.query<UserRow>(
      `SELECT ${userColumns} FROM users WHERE tenant = $1 AND phone = $2`,
      [tenant, phone],
    )
    return row
  }

  return {
    userFor: async (tenant, identity) => {
      const email = identity.email || null
      const phone = identity.phone || null
      if (!email && !phone) throw new Error('userFor needs an email or a phone')
      const found = await findUser(tenant, email, phone)
      if (found) return found
      const [created] = await sql.query<UserRow>(
        `INSERT INTO users (tenant, id, email, phone, created_at) VALUES ($1, $2, $3, $4, $5)
         ON CONFLICT DO NOTHING RETURNING ${userColumns}`,
        [tenant, newId(), email, phone, new Date()],
      )
      // Nothing inserted: another request created the user first.
      const user = created ?? (await findUser(tenant, email, phone))
      if (!user) throw new Error(`The user of ${tenant} could neither be created nor found`)
      return user
    },

    userById: async (tenant, id) => {
      if (!isUuid(id)) return null
      const [row] = await sql.query<UserRow>(
        `SELECT ${userColumns} FROM users WHERE tenant = $1 AND id = $2`,
        [tenant, id],
      )
      return row ?? null
    },

    setPhone: async (tenant, userId, phone) => {
      if (!isUuid(userId)) return null
      const [row] = await sql.query<UserRow>(
        `UPDATE users SET phone = $3 WHERE tenant = $1 AND id = $2 RETURNING ${userColumns}`,
        [tenant, userId, phone],
      )
      return row ?? null
    },

    createCode: async (tenant, code) => {
      await sql.query(
        `INSERT INTO sign_in_codes (tenant, destination, code_hash, expires_at, created_at) VALUES ($1, $2, $3, $4, $5)`,
        [tenant, code.destination, code.codeHash, code.expiresAt, new Date()],
      )
    },

    consumeCode: (tenant, destination, codeHash, now) =>
      sql.transaction(async (tx) => {
        // Every live code of the destination counts, so asking for a new code never voids the one a shopper is
        // typing. The row locks make two checks take turns; each check counts against every live code, so the
        // guesses at a destination stay at 5 per code sent, however many codes are live.
        const live = await tx.query<CodeRow>(
          `SELECT id, code_hash, expires_at, attempts, used_at FROM sign_in_codes
           WHERE tenant = $1 AND destination = $2 AND used_at IS NULL AND attempts < $3 AND expires_at > $4
           ORDER BY id DESC FOR UPDATE`,
          [tenant, destination, maxCodeAttempts, now],
        )
        if (live.length === 0) return false
        const matches = live.some((code) => code.code_hash === codeHash)
        // A sign-in retires every live code of the destination: none of them may be used later.
        await tx.query(
          `UPDATE sign_in_codes SET attempts = attempts + 1, used_at = CASE WHEN $3::boolean THEN $4::timestamptz ELSE used_at END
           WHERE tenant = $1 AND id = ANY($2::integer[])`,
          // An array literal, '{3,7}': the drivers send text, which PostgreSQL casts to integer[].
          [tenant, `{${live.map((code) => code.id).join(',')}}`, matches, now],
        )
        return matches
      }),

    codesSince: async (tenant, destination, since) => {
      const [row] = await sql.query<{ count: number }>(
        `SELECT count(*)::integer AS count FROM sign_in_codes
         WHERE tenant = $1 AND destination = $2 AND created_at >= $3`,
        [tenant, destination, since],
      )
      return row?.count ?? 0
    },

    createSession: async (tenant, session) => {
      await sql.query(
        `INSERT INTO sessions (tenant, token_hash, user_id, csrf_token, expires_at, created_at)
         VALUES ($1, $2, $3, $4, $5, $6)`,
        [tenant, session.tokenHash, session.userId, session.csrfToken, session.expiresAt, new Date()],
      )
    },

    session: async (tenant, tokenHash, now) => {
      const [row] = await sql.query<UserRow & { csrf_token: string }>(
        `SELECT u.id, u.tenant, u.email, u.phone, s.csrf_token
         FROM sessions s JOIN users u ON u.tenant = s.tenant AND u.id = s.user_id
         WHERE s.tenant = $1 AND s.token_hash = $2 AND s.expires_at > $3`,
        [tenant, tokenHash, now],
      )
      if (!row) return null
      const user: User = { id: row.id, tenant: row.tenant, email: row.email, phone: row.phone }
      return { user, csrfToken: row.csrf_token }
    },

    deleteSession: async (tenant, tokenHash) => {
      await sql.query('DELETE FROM sessions WHERE tenant = $1 AND token_hash = $2', [tenant, tokenHash])
    },
  }
}
