import { randomBytes } from 'node:crypto'

/** What the security headers of one answer depend on. */
export interface SecurityHeaderOptions {
  /**
   * The nonce of this answer's inline scripts (a server-rendered page's), or none for answers that carry no
   * script: then no script may run at all.
   */
  nonce?: string
  /** Whether the request arrived over https; only then is HSTS sent (a browser ignores it over http anyway). */
  https: boolean
}

/**
 * Hosts the browser may fetch from besides the site: Algolia's, for tenants whose search runs there (the embedded
 * engine answers on the site's own origin).
 */
const searchHosts = ['https://*.algolia.net', 'https://*.algolianet.com', 'https://*.algolia.io']

/**
 * The Content-Security-Policy of an answer. Scripts run only with this answer's nonce, and scripts those load
 * (`'strict-dynamic'`), so an injected `<script>` or `onclick` never runs; no plugins, no `<base>` elsewhere, no
 * framing by other sites, forms post only here. Photos, maps and videos may come from any https host (a dealer's
 * CDN, Google Maps, YouTube); styles may be inline (React writes `style` attributes, the tenant theme is a `<style>`).
 * @example contentSecurityPolicy('r4nd0m') // "default-src 'self'; script-src 'nonce-r4nd0m' 'strict-dynamic'; …"
 */
export function contentSecurityPolicy(nonce?: string): string {
  return [
    "default-src 'self'",
    nonce ? `script-src 'nonce-${nonce}' 'strict-dynamic'` : "script-src 'none'",
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob: https:",
    "font-src 'self' data:",
    `connect-src 'self' ${searchHosts.join(' ')}`,
    'frame-src https:',
    "media-src 'self' https:",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'self'",
  ].join('; ')
}

/**
 * Features no page of the site uses, switched off for the page and anything it frames; geolocation stays with the
 * site itself (the dealer locator's "near me").
 */
const permissionsPolicy = [
  'camera=()',
  'microphone=()',
  'payment=()',
  'usb=()',
  'browsing-topics=()',
  'geolocation=(self)',
].join(', ')

/**
 * The headers every answer of the site carries, pages, JSON, static files and search answers alike.
 * @example for (const [name, value] of Object.entries(securityHeaders({ https: false }))) res.setHeader(name, value)
 */
export function securityHeaders(options: SecurityHeaderOptions): Record<string, string> {
  return {
    'content-security-policy': contentSecurityPolicy(options.nonce),
    'permissions-policy': permissionsPolicy,
    'referrer-policy': 'strict-origin-when-cross-origin',
    'x-content-type-options': 'nosniff',
    'x-frame-options': 'SAMEORIGIN',
    'cross-origin-opener-policy': 'same-origin',
    ...(options.https ? { 'strict-transport-security': 'max-age=31536000; includeSubDomains' } : {}),
  }
}

/**
 * A fresh nonce for one answer's inline scripts: 128 random bits, base64 (what CSP's nonce-source allows).
 * @example const nonce = newNonce() // 'q0c6l3Y2…=='
 */
export function newNonce(): string {
  return randomBytes(16).toString('base64')
}
