import { createHash, randomBytes } from 'node:crypto'
import type { IncomingMessage } from 'node:http'
import type { AccountStore, User } from '@forecourt/site-storage'
import { isHttpsRequest, type ProxySettings } from './request-info'
import type { Clock } from './types'

/** Name of the session cookie. */
export const sessionCookieName = 'fc_session'

/** How long a session lasts from sign-in: 30 days. */
export const sessionMaxAgeSeconds = 30 * 24 * 60 * 60

/** How the session cookie is marked Secure. */
export interface CookieSettings extends ProxySettings {
  /**
   * Always mark the cookie Secure (the site is only ever served over https), even when the request looks like
   * plain http to this process.
   * @defaultValue false
   */
  secureCookies?: boolean
}

/** A live session as the endpoints see it. */
export interface ActiveSession {
  user: User
  csrfToken: string
  /** SHA-256 of the cookie's token, the key the store knows the session by. */
  tokenHash: string
}

// 32 random bytes in base64url: 43 characters of [A-Za-z0-9_-].
const tokenPattern = /^[A-Za-z0-9_-]{43}$/

/**
 * A new random secret (32 bytes, base64url): the session token in the cookie, or a session's CSRF token.
 * @example newToken() // 'mX3b…' (43 characters)
 */
export function newToken(): string {
  return randomBytes(32).toString('base64url')
}

/**
 * SHA-256 (hex) of a session token: only this is stored, so a leaked database holds no usable cookie.
 * @example await accounts.session(tenant, hashSessionToken(token), now)
 */
export function hashSessionToken(token: string): string {
  return createHash('sha256').update(token, 'utf8').digest('hex')
}

/**
 * One cookie's value from the Cookie header, or null.
 * @example readCookie(req, 'fc_session')
 */
export function readCookie(req: IncomingMessage, name: string): string | null {
  for (const part of (req.headers.cookie ?? '').split(';')) {
    const separator = part.indexOf('=')
    if (separator < 0 || part.slice(0, separator).trim() !== name) continue
    const value = part.slice(separator + 1).trim()
    try {
      return decodeURIComponent(value)
    } catch {
      return value
    }
  }
  return null
}

/** Whether the session cookie of this request must carry Secure. */
function secureFor(req: IncomingMessage, settings: CookieSettings): boolean {
  return Boolean(settings.secureCookies) || isHttpsRequest(req, settings)
}

/**
 * The Set-Cookie value that stores a session token: httpOnly (scripts never see it), SameSite=Lax (not sent on
 * cross-site POSTs), whole site, 30 days, Secure over https.
 * @example res.setHeader('set-cookie', sessionCookie(req, token, { trustProxy: true }))
 */
export function sessionCookie(req: IncomingMessage, token: string, settings: CookieSettings = {}): string {
  const secure = secureFor(req, settings) ? '; Secure' : ''
  return `${sessionCookieName}=${token}; Max-Age=${sessionMaxAgeSeconds}; Path=/; HttpOnly; SameSite=Lax${secure}`
}

/**
 * The Set-Cookie value that removes the session cookie from the browser.
 * @example res.setHeader('set-cookie', clearedSessionCookie(req))
 */
export function clearedSessionCookie(req: IncomingMessage, settings: CookieSettings = {}): string {
  const secure = secureFor(req, settings) ? '; Secure' : ''
  return `${sessionCookieName}=; Max-Age=0; Path=/; HttpOnly; SameSite=Lax${secure}`
}

/**
 * The session token of a request's cookie when it has the shape of one (anything else is ignored unhashed).
 * @example sessionToken(req) // null when signed out
 */
export function sessionToken(req: IncomingMessage): string | null {
  const token = readCookie(req, sessionCookieName)
  return token && tokenPattern.test(token) ? token : null
}

/**
 * The signed-in shopper of a request on one tenant, or null. The store looks the session up by tenant, so a
 * cookie issued on one tenant's site means nothing on another's.
 * @example const session = await sessionFor(req, 'wattle-bay-kia', storage.accounts, clock)
 */
export async function sessionFor(
  req: IncomingMessage,
  tenant: string,
  accounts: AccountStore,
  clock: Clock,
): Promise<ActiveSession | null> {
  const token = sessionToken(req)
  if (!token) return null
  const tokenHash = hashSessionToken(token)
  const found = await accounts.session(tenant, tokenHash, clock())
  if (!found || found.user.tenant !== tenant) return null
  return { user: found.user, csrfToken: found.csrfToken, tokenHash }
}

/**
 * Starts a session for a user: stores the token's hash with a fresh CSRF token, and answers the Set-Cookie value
 * for the browser.
 * @example
 * const { cookie, csrfToken } = await startSession(req, tenant, user.id, accounts, clock)
 * res.setHeader('set-cookie', cookie)
 */
export async function startSession(
  req: IncomingMessage,
  tenant: string,
  userId: string,
  accounts: AccountStore,
  clock: Clock,
  settings: CookieSettings = {},
): Promise<{ cookie: string; csrfToken: string }> {
  const token = newToken()
  const csrfToken = newToken()
  const expiresAt = new Date(clock().valueOf() + sessionMaxAgeSeconds * 1000)
  await accounts.createSession(tenant, { tokenHash: hashSessionToken(token), userId, csrfToken, expiresAt })
  return { cookie: sessionCookie(req, token, settings), csrfToken }
}

/**
 * Ends the request's session, if any: deletes it from the store and answers the Set-Cookie value that clears
 * the browser's cookie.
 * @example res.setHeader('set-cookie', await endSession(req, tenant, accounts))
 */
export async function endSession(
  req: IncomingMessage,
  tenant: string,
  accounts: AccountStore,
  settings: CookieSettings = {},
): Promise<string> {
  const token = sessionToken(req)
  if (token) await accounts.deleteSession(tenant, hashSessionToken(token))
  return clearedSessionCookie(req, settings)
}
