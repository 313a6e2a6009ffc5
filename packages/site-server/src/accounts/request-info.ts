import type { IncomingMessage } from 'node:http'

/** How far the server trusts what a reverse proxy in front of it says about the request. */
export interface ProxySettings {
  /**
   * True when the site runs behind one reverse proxy that sets X-Forwarded-For and X-Forwarded-Proto. Without
   * a proxy these headers come from the browser and are ignored, or anyone could pick their own rate-limit key.
   * @defaultValue false
   */
  trustProxy?: boolean
}

const firstHeader = (value: string | string[] | undefined): string | undefined =>
  Array.isArray(value) ? value[0] : value

/**
 * The client's address for rate limits: the socket's peer, or, with `trustProxy`, the last X-Forwarded-For
 * entry (the one our own proxy appended; earlier entries are whatever the client chose to send).
 * @example clientAddress(req, { trustProxy: true }) // '203.0.113.9'
 */
export function clientAddress(req: IncomingMessage, settings: ProxySettings = {}): string {
  if (settings.trustProxy) {
    const forwarded = req.headers['x-forwarded-for']
    const list = (Array.isArray(forwarded) ? forwarded.join(',') : (forwarded ?? ''))
      .split(',')
      .map((entry) => entry.trim())
      .filter(Boolean)
    const last = list.at(-1)
    if (last) return last
  }
  return req.socket.remoteAddress ?? 'unknown'
}

/**
 * Whether the browser reached the site over https: the socket is TLS, or, with `trustProxy`, the proxy says so
 * in X-Forwarded-Proto. Decides the Secure attribute of cookies.
 * @example isHttpsRequest(req, { trustProxy: true }) // true behind a TLS-terminating proxy
 */
export function isHttpsRequest(req: IncomingMessage, settings: ProxySettings = {}): boolean {
  if ((req.socket as { encrypted?: boolean }).encrypted) return true
  if (!settings.trustProxy) return false
  const proto = firstHeader(req.headers['x-forwarded-proto'])?.split(',')[0]?.trim().toLowerCase()
  return proto === 'https'
}

/**
 * The path (with query) of the page a request came from, when the Referer is on the request's own host; used
 * to send a shopper back after sign-in. Null when there is no such Referer.
 * @example refererPath(req) // '/cars/2024-kia-sportage-1?tab=finance'
 */
export function refererPath(req: IncomingMessage): string | null {
  const referer = firstHeader(req.headers.referer)
  const host = firstHeader(req.headers.host)?.toLowerCase()
  if (!referer || !host) return null
  try {
    const url = new URL(referer)
    return url.host.toLowerCase() === host ? url.pathname + url.search : null
  } catch {
    return null
  }
}
