import { createHash, timingSafeEqual } from 'node:crypto'
import type { IncomingMessage } from 'node:http'

/** Header that carries the session's CSRF token on cookie-authenticated POSTs. */
export const csrfHeader = 'x-csrf-token'

/**
 * What the shopper reads when a POST fails the CSRF check. In practice it means the page was opened before a
 * sign-in or sign-out in another tab, so reloading it fixes things.
 */
export const csrfFailureMessage = 'Your session has expired. Please reload the page and try again.'

/**
 * Compares two secrets in constant time, whatever their lengths (both are hashed first, so neither the content
 * nor the length of the expected token leaks through timing).
 * @example tokensEqual(req.headers['x-csrf-token'], session.csrfToken) // true or false
 */
export function tokensEqual(given: string | undefined, expected: string): boolean {
  if (typeof given !== 'string' || given === '' || expected === '') return false
  const digest = (text: string) => createHash('sha256').update(text, 'utf8').digest()
  return timingSafeEqual(digest(given), digest(expected))
}

/**
 * Whether the request's Origin (when the browser sent one) names the request's own Host. Browsers send Origin on
 * cross-site POSTs, so a foreign or opaque ('null') origin marks a request another site made.
 * @example originMatchesHost(req) // false for Origin https://evil.example on Host www.dealer.com.au
 */
export function originMatchesHost(req: IncomingMessage): boolean {
  const origin = req.headers.origin
  if (origin === undefined) return true
  const host = req.headers.host?.toLowerCase()
  if (!host) return false
  try {
    return new URL(origin).host.toLowerCase() === host
  } catch {
    return false
  }
}

/**
 * The CSRF check of a cookie-authenticated POST: header `x-csrf-token` equals the session's token, and any Origin
 * header matches the Host. Answers the reason it failed, or null when the request passes.
 * @example
 * const failure = csrfFailure(req, session.csrfToken)
 * if (failure) return sendJson(res, 403, { message: csrfFailureMessage }, 'no-store')
 */
export function csrfFailure(
  req: IncomingMessage,
  expectedToken: string | null,
): 'foreign-origin' | 'missing-token' | 'wrong-token' | null {
  if (!originMatchesHost(req)) return 'foreign-origin'
  const header = req.headers[csrfHeader]
  const given = Array.isArray(header) ? header[0] : header
  if (!given) return 'missing-token'
  if (!expectedToken || !tokensEqual(given, expectedToken)) return 'wrong-token'
  return null
}
