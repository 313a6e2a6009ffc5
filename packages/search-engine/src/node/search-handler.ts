import type { IncomingMessage, ServerResponse } from 'node:http'
import { SearchEngineError, isSearchEngineError } from '../errors'
import { searchLimits } from '../limits'
import type { SearchEngine } from '../search-engine'
import type { SearchCredentials } from '../types'
import { createFairQueue, type FairQueue } from './fair-queue'
import { readBody } from './read-body'

/** Options of {@link createSearchHandler}. */
export interface SearchHandlerOptions {
  /**
   * Largest request body accepted, in bytes (after gzip is undone); larger bodies get a 413.
   * @default 1048576
   */
  maxBodyBytes?: number
  /**
   * `Access-Control-Allow-Origin` of every answer, so browsers on other origins may search; `null`
   * sends no CORS headers.
   * @default '*'
   */
  allowOrigin?: string | null
  /**
   * Called with errors that are not the client's fault (answered with a 500), for logging.
   * @default undefined
   */
  onError?: (error: unknown) => void
  /**
   * Most requests of one API key under way at once (reading, queued or answering); more answer 429, as Algolia's
   * throttling limit of 100 pending requests does, so one key cannot hold every slot of the server.
   * @default 100
   */
  maxPendingPerKey?: number
  /**
   * The scheduler that runs the engine's work: keys take turns one query at a time, with the event loop between,
   * so one tenant's flood delays another tenant's search by one query, not by the flood.
   * @defaultValue a new {@link createFairQueue} for this handler
   */
  queue?: FairQueue
  /**
   * Largest body of a write (`batch`, a record, settings), in bytes; larger bodies get a 413.
   * @default 10485760
   */
  maxWriteBodyBytes?: number
}

/** A Node request handler, mountable on `http.createServer` or as Connect/Express middleware. */
export type SearchHandler = (
  request: IncomingMessage,
  response: ServerResponse,
  next?: (error?: unknown) => void,
) => void

const allowedHeaders =
  'content-type, content-encoding, x-algolia-api-key, x-algolia-application-id, x-algolia-agent'

/**
 * Serves the engine over HTTP on the paths the real `algoliasearch` client calls: searches
 * (`POST /1/indexes/*\/queries`, `POST /1/indexes/{index}/query`, `POST /1/indexes/{index}/facets/{facet}/query`)
 * and, for a key the engine lets write, Algolia's write API (`POST /1/indexes/{index}/batch`,
 * `GET|PUT|DELETE /1/indexes/{index}/{objectID}`, `POST /1/indexes/{index}/{objectID}/partial`,
 * `GET|PUT /1/indexes/{index}/settings`, `GET /1/indexes/{index}/task/{taskID}`, and `POST /1/indexes/{index}/browse`
 * to list the records). The API key and application id are read from the
 * `x-algolia-api-key` / `x-algolia-application-id` headers or the query string. CORS preflights are
 * answered; errors are Algolia's `{ message, status }`. Other paths go to `next()` (or get a 404).
 * @example
 * const handle = createSearchHandler(engine)
 * http.createServer((request, response) => handle(request, response)).listen(3000, '127.0.0.1')
 */
export function createSearchHandler(engine: SearchEngine, options: SearchHandlerOptions = {}): SearchHandler {
  const maxBodyBytes = options.maxBodyBytes ?? 1_048_576
  const allowOrigin = options.allowOrigin === undefined ? '*' : options.allowOrigin
  const maxPendingPerKey = options.maxPendingPerKey ?? 100
  const maxWriteBodyBytes = options.maxWriteBodyBytes ?? 10_485_760
  const pending = new Map<string, number>()
  const queue = options.queue ?? createFairQueue()
  const fail = (response: ServerResponse, error: unknown) => {
    options.onError?.(error)
    if (!response.headersSent) send(response, 500, { message: 'Internal error', status: 500 }, allowOrigin)
    else response.destroy()
  }
  return (request, response, next) => {
    const url = new URL(request.url ?? '/', 'http://localhost')
    const route = matchRoute(url.pathname)
    if (!route) {
      if (next) next()
      else send(response, 404, { message: 'Not found', status: 404 }, allowOrigin)
      return
    }
    if (request.method === 'OPTIONS') {
      response.writeHead(204, {
        ...corsHeaders(allowOrigin),
        'access-control-allow-methods': `${route.methods.join(', ')}, OPTIONS`,
        'access-control-allow-headers': allowedHeaders,
        'access-control-max-age': '86400',
      })
      response.end()
      return
    }
    const method = request.method === 'HEAD' ? 'GET' : (request.method ?? 'GET')
    if (!route.methods.includes(method)) {
      request.resume()
      response.setHeader('allow', `${route.methods.join(', ')}, OPTIONS`)
      send(response, 405, { message: 'Method not allowed', status: 405 }, allowOrigin)
      return
    }
    const credentials = readCredentials(request, url)
    const key = credentials.apiKey ?? ''
    const underWay = pending.get(key) ?? 0
    if (underWay >= maxPendingPerKey) {
      request.resume()
      send(response, 429, { message: 'Too many requests', status: 429 }, allowOrigin)
      return
    }
    pending.set(key, underWay + 1)
    const release = () => {
      const left = (pending.get(key) ?? 1) - 1
      if (left > 0) pending.set(key, left)
      else pending.delete(key)
    }
    const writes =
      route.kind !== 'queries' && route.kind !== 'query' && route.kind !== 'facets' && route.kind !== 'browse'
    answer(request, writes ? maxWriteBodyBytes : maxBodyBytes, async (body) => {
      if (route.kind === 'batch') return queue.run(key, () => engine.batch(route.index, body, credentials))
      if (route.kind === 'browse') return queue.run(key, () => engine.browse(route.index, body, credentials))
      if (route.kind === 'partial')
        return queue.run(key, () =>
          engine.partialUpdateObject(
            route.index,
            route.objectID,
            body,
            url.searchParams.get('createIfNotExists') !== 'false',
            credentials,
          ),
        )
      if (route.kind === 'settings')
        return queue.run(key, () =>
          method === 'PUT'
            ? engine.setSettings(route.index, body, credentials)
            : engine.getSettings(route.index, credentials),
        )
      if (route.kind === 'task')
        return queue.run(key, () => engine.taskStatus(route.index, route.taskID, credentials))
      if (route.kind === 'object')
        return queue.run(key, () =>
          method === 'PUT'
            ? engine.saveObject(route.index, route.objectID, body, credentials)
            : method === 'DELETE'
              ? engine.deleteObject(route.index, route.objectID, credentials)
              : engine.getObject(route.index, route.objectID, credentials),
        )
      if (route.kind === 'query')
        return queue.run(key, () => engine.searchIndex(route.index, body, credentials))
      if (route.kind === 'facets')
        return queue.run(key, () => engine.searchForFacetValues(route.index, route.facet, body, credentials))
      // Read and checked as one job, then each query is a job of its own, serialised in its own turn: a request of
      // 50 queries takes 50 turns, and no single turn turns the whole answer into JSON.
      const jobs = await queue.run(key, () => engine.multipleQueryJobs(body, credentials))
      // The envelope {"results":[…]} and a comma between pieces count too.
      let answerBytes = '{"results":[]}'.length - 1
      let failed = false
      const pieces = await Promise.all(
        jobs.map((job) =>
          queue.run(key, () => {
            // Once one query has failed the answer is an error: the rest are not worth a turn.
            if (failed) return ''
            try {
              const piece = serialise(job())
              answerBytes += Buffer.byteLength(piece) + 1
              if (answerBytes > searchLimits.maxAnswerBytes) throw answerTooLarge()
              return piece
            } catch (error) {
              failed = true
              throw error
            }
          }),
        ),
      )
      return new SerialisedAnswer(`{"results":[${pieces.join(',')}]}`)
    })
      .then((result) => (result instanceof SerialisedAnswer ? result.text : serialise(result)))
      .then(
        (text) => sendText(response, 200, text, allowOrigin),
        (error: unknown) => {
          if (!isSearchEngineError(error)) return fail(response, error)
          if (error.status >= 500) options.onError?.(error)
          send(response, error.status, error.toJSON(), allowOrigin)
        },
      )
      // Whatever still fails (a socket gone, a bug) is logged and answered: it never reaches the process.
      .catch((error: unknown) => fail(response, error))
      .finally(release)
  }
}

/** An answer already turned into JSON, piece by piece. */
class SerialisedAnswer {
  constructor(readonly text: string) {}
}

/** The answer as JSON, refused with a 400 when it is over the answer size limit. */
function serialise(result: unknown): string {
  let text: string
  try {
    text = JSON.stringify(result)
  } catch (error) {
    // A string past V8's length limit: far over the answer limit, whatever its exact size.
    if (error instanceof RangeError) throw answerTooLarge()
    throw error
  }
  if (Buffer.byteLength(text) > searchLimits.maxAnswerBytes) throw answerTooLarge()
  return text
}

function answerTooLarge(): SearchEngineError {
  const megabytes = searchLimits.maxAnswerBytes / 1024 / 1024
  return new SearchEngineError(
    `The answer would be larger than ${megabytes} MB: ask for fewer hits, attributes or facets`,
    400,
  )
}

/** A path the handler serves, with the methods it answers there. */
type Route = { methods: readonly string[] } & (
  | { kind: 'queries' }
  | { kind: 'query' | 'batch' | 'browse' | 'settings'; index: string }
  | { kind: 'facets'; index: string; facet: string }
  | { kind: 'object' | 'partial'; index: string; objectID: string }
  | { kind: 'task'; index: string; taskID: number }
)

const post = ['POST'] as const

function matchRoute(pathname: string): Route | null {
  const parts = pathname.split('/').filter(Boolean)
  if (parts[0] !== '1' || parts[1] !== 'indexes' || parts.length < 4) return null
  const index = safeDecode(parts[2] as string)
  const fourth = safeDecode(parts[3] as string)
  if (index === null || fourth === null) return null
  if (parts.length === 4) {
    if (fourth === 'queries' && index === '*') return { kind: 'queries', methods: post }
    if (index === '*') return null
    if (fourth === 'query') return { kind: 'query', index, methods: post }
    if (fourth === 'batch') return { kind: 'batch', index, methods: post }
    if (fourth === 'browse') return { kind: 'browse', index, methods: post }
    if (fourth === 'settings') return { kind: 'settings', index, methods: ['GET', 'PUT'] }
    return { kind: 'object', index, objectID: fourth, methods: ['GET', 'PUT', 'DELETE'] }
  }
  if (parts.length === 5 && parts[4] === 'partial')
    return { kind: 'partial', index, objectID: fourth, methods: post }
  if (parts.length === 5 && fourth === 'task') {
    const taskID = /^\d{1,15}$/.test(parts[4] as string) ? Number(parts[4]) : null
    return taskID === null ? null : { kind: 'task', index, taskID, methods: ['GET'] }
  }
  const facet =
    parts.length === 6 && fourth === 'facets' && parts[5] === 'query' ? safeDecode(parts[4] as string) : null
  return facet === null ? null : { kind: 'facets', index, facet, methods: post }
}

async function answer(
  request: IncomingMessage,
  maxBodyBytes: number,
  run: (body: unknown) => unknown,
): Promise<unknown> {
  const parsed = (request as { body?: unknown }).body
  const text = parsed === undefined ? await readBody(request, maxBodyBytes) : parsed
  return run(typeof text === 'string' ? parseJson(text) : text)
}

function parseJson(text: string): unknown {
  if (text.trim() === '') return {}
  try {
    return JSON.parse(text) as unknown
  } catch (error) {
    throw new SearchEngineError(`Invalid JSON body: ${(error as Error).message}`, 400)
  }
}

function readCredentials(request: IncomingMessage, url: URL): SearchCredentials {
  const header = (name: string) => {
    const value = request.headers[name]
    return (Array.isArray(value) ? value[0] : value) ?? url.searchParams.get(name)
  }
  return { apiKey: header('x-algolia-api-key'), appId: header('x-algolia-application-id') }
}

function send(response: ServerResponse, status: number, body: unknown, allowOrigin: string | null): void {
  sendText(response, status, JSON.stringify(body), allowOrigin)
}

function sendText(response: ServerResponse, status: number, text: string, allowOrigin: string | null): void {
  response.writeHead(status, {
    ...corsHeaders(allowOrigin),
    'content-type': 'application/json; charset=utf-8',
    'content-length': String(Buffer.byteLength(text)),
  })
  response.end(text)
}

function corsHeaders(allowOrigin: string | null): Record<string, string> {
  return allowOrigin === null ? {} : { 'access-control-allow-origin': allowOrigin }
}

function safeDecode(part: string): string | null {
  try {
    return decodeURIComponent(part)
  } catch {
    return null
  }
}
