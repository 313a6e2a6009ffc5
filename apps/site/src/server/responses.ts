import type { ServerResponse } from 'node:http'

/** Headers every answer of the site carries. */
export const securityHeaders: Readonly<Record<string, string>> = {
  'x-content-type-options': 'nosniff',
  'referrer-policy': 'strict-origin-when-cross-origin',
  'x-frame-options': 'SAMEORIGIN',
}

/**
 * Sets the status, caching and security headers of an answer, and its type when it has a body.
 * @example answerHead(res, 204, 'no-store')
 */
export function answerHead(res: ServerResponse, status: number, cache: string, type?: string): void {
  res.statusCode = status
  if (type) res.setHeader('content-type', type)
  res.setHeader('cache-control', cache)
  for (const [name, value] of Object.entries(securityHeaders)) res.setHeader(name, value)
}

/**
 * A text answer with the site's headers.
 * @example sendText(res, 404, 'text/plain; charset=utf-8', 'No such page')
 */
export function sendText(
  res: ServerResponse,
  status: number,
  type: string,
  body: string,
  cache = 'no-store',
) {
  answerHead(res, status, cache, type)
  res.end(body)
}

/**
 * A JSON answer with the site's headers; cached privately for a minute unless told otherwise.
 * @example sendJson(res, 200, { views: 12 }, 'no-store')
 */
export function sendJson(res: ServerResponse, status: number, body: unknown, cache = 'private, max-age=60') {
  sendText(res, status, 'application/json; charset=utf-8', JSON.stringify(body), cache)
}
