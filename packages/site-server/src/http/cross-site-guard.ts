import type { IncomingMessage } from 'node:http'
import { originMatchesHost } from '../accounts/csrf'

/** Methods that only read, which the guard lets through whatever their origin. */
const readMethods = new Set(['GET', 'HEAD', 'OPTIONS'])

/** What a refused state-changing request is answered. */
export interface CrossSiteRefusal {
  status: 403 | 415
  message: string
}

/**
 * Messages of the guard's refusals. A shopper on the site never sees them (the site's own pages always send JSON
 * from their own origin); they tell an integrator what to change.
 */
export const crossSiteMessages = {
  crossSite: 'This request came from another site and was refused.',
  notJson: 'Send the request body as JSON (content-type: application/json).',
} as const

/**
 * The CSRF check every state-changing request passes before any endpoint sees it, anonymous ones included:
 * a browser marks a request another site made (`Sec-Fetch-Site: cross-site`, or an Origin that is not this Host,
 * `null` included) and those are refused with 403; a body must be declared JSON, a type a cross-site HTML form
 * cannot send and a cross-site script can only send after a CORS preflight this server never grants, else 415 (a
 * write with no body carries nothing to forge and goes on to its endpoint, which answers it, and so does a write
 * with an Authorization header, which needs that preflight too).
 * Answers null for a request that may go on. Reads (GET, HEAD, OPTIONS) always pass.
 * @example
 * const refusal = crossSiteRefusal(req)
 * if (refusal) return sendJson(res, refusal.status, { message: refusal.message }, 'no-store')
 */
export function crossSiteRefusal(req: IncomingMessage): CrossSiteRefusal | null {
  if (readMethods.has(req.method ?? 'GET')) return null
  if (req.headers['sec-fetch-site'] === 'cross-site' || !originMatchesHost(req))
    return { status: 403, message: crossSiteMessages.crossSite }
  const hasBody =
    Number(req.headers['content-length'] ?? 0) > 0 || req.headers['transfer-encoding'] !== undefined
  if (!hasBody) return null
  // A request with an Authorization header (the stock API's bearer token) cannot come from another site's form, and
  // another site's script may send that header only after a CORS preflight this server never grants: its body may
  // be whatever its endpoint reads (a CSV stock feed).
  if (req.headers.authorization !== undefined) return null
  const mediaType = (req.headers['content-type'] ?? '').split(';', 1)[0]!.trim().toLowerCase()
  if (mediaType !== 'application/json') return { status: 415, message: crossSiteMessages.notJson }
  return null
}
