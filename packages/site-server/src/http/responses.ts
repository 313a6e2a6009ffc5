import type { ServerResponse } from 'node:http'
import type { PostAnswers, PostPath } from '@forecourt/site-api'

/**
 * Sets the status and caching headers of an answer, and its type when it has a body. The site's security headers
 * are on the response already: the site app sets them before any endpoint writes.
 * @example answerHead(res, 204, 'no-store')
 */
export function answerHead(res: ServerResponse, status: number, cache: string, type?: string): void {
  res.statusCode = status
  if (type) res.setHeader('content-type', type)
  res.setHeader('cache-control', cache)
}

/**
 * A text answer.
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
 * A JSON answer; cached privately for a minute unless told otherwise.
 * @example sendJson(res, 200, { views: 12 }, 'no-store')
 */
export function sendJson(res: ServerResponse, status: number, body: unknown, cache = 'private, max-age=60') {
  sendText(res, status, 'application/json; charset=utf-8', JSON.stringify(body), cache)
}

/**
 * The success answer of one of the site's POSTs, typed by the route table's contract (`PostAnswers`): a field
 * renamed here or in the browser's client fails `tsc`. Never cached. A 204 sends no body.
 * @example sendAnswer(res, '/api/watchlist/save-car', 200, { success: true, car_ids })
 */
export function sendAnswer<P extends PostPath>(
  res: ServerResponse,
  _path: P,
  status: number,
  body: PostAnswers[P],
) {
  if (body === null) {
    answerHead(res, status, 'no-store')
    res.end()
  } else sendJson(res, status, body, 'no-store')
}
