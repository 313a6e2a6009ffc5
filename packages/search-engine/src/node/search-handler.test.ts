import { createServer, request, type IncomingMessage, type Server, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterEach, describe, expect, it } from 'vitest'
import { createSearchEngine, type SearchEngine } from '../search-engine'
import { createSearchHandler, type SearchHandlerOptions } from './search-handler'

const cars = Array.from({ length: 1200 }, (_, index) => ({
  objectID: String(index),
  tenant: 'one',
  title: `20${10 + (index % 15)} Kia Sportage ${index}`,
  make: 'Kia',
  // About 9 KB a car, as a dealer's long comments can be: 1,000 of them make an answer over 8 MiB.
  dealercomments: `Serviced, one owner. `.repeat(440),
}))
const engine = createSearchEngine({
  indices: {
    Car_production: {
      settings: {
        searchableAttributes: ['title', 'make'],
        attributesForFaceting: ['make', 'filterOnly(tenant)'],
      },
      records: cars,
    },
  },
  resolveTenant: (apiKey) => (apiKey === 'key-one' ? { filters: 'tenant:one' } : null),
})

let server: Server | null = null
let arrived: (() => void) | null = null
afterEach(() => new Promise<void>((done) => (server ? server.close(() => done()) : done())))

/** Serves the handler on a free port; `arrived` is told of each request as the server takes it. */
async function serve(options: SearchHandlerOptions = {}, over: SearchEngine = engine): Promise<string> {
  const handle = createSearchHandler(over, options)
  server = createServer((req: IncomingMessage, res: ServerResponse) => {
    handle(req, res)
    arrived?.()
  })
  await new Promise<void>((done) => server?.listen(0, '127.0.0.1', done))
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`
}

const headers = { 'x-algolia-api-key': 'key-one', 'x-algolia-application-id': 'forecourt' }
const post = (base: string, body: unknown) =>
  fetch(`${base}/1/indexes/*/queries`, { method: 'POST', headers, body: JSON.stringify(body) })
const query = (params: Record<string, unknown>) => ({
  requests: [{ indexName: 'Car_production', ...params }],
})

describe('requests that used to take the process down answer 400, and the server keeps serving', () => {
  it.each([
    ['1,000 hits highlighted with 10 KB tags (20 MB answered before)', 10_000],
    [
      '1,000 hits highlighted with 500 KB tags (RangeError in JSON.stringify before: the process exited)',
      500_000,
    ],
  ])('%s', async (_name, tagBytes) => {
    const base = await serve()
    const tag = 'x'.repeat(tagBytes)
    const response = await post(
      base,
      query({
        query: '20',
        hitsPerPage: 1000,
        attributesToHighlight: ['title'],
        highlightPreTag: tag,
        highlightPostTag: tag,
      }),
    )
    expect(response.status).toBe(400)
    expect(await response.json()).toEqual({
      message: `highlightPreTag: must be at most 64 bytes, got ${tagBytes}`,
      status: 400,
    })
    expect((await post(base, query({ hitsPerPage: 1 }))).status).toBe(200)
  })

  it('300 copies of hitsPerPage=1000&facets=*&attributesToRetrieve=* in one request', async () => {
    const base = await serve()
    const params = 'hitsPerPage=1000&facets=*&attributesToRetrieve=*'
    const response = await post(base, {
      requests: Array.from({ length: 300 }, () => ({ indexName: 'Car_production', params })),
    })
    expect(response.status).toBe(400)
    expect(await response.json()).toEqual({
      message: 'requests: at most 50 queries in one request, got 300',
      status: 400,
    })
  })

  it('an answer over 8 MiB (1,000 long cars) asks for fewer hits or attributes', async () => {
    const base = await serve()
    const response = await post(base, query({ hitsPerPage: 1000, attributesToHighlight: [] }))
    expect(response.status).toBe(400)
    expect(await response.json()).toEqual({
      message: 'The answer would be larger than 8 MB: ask for fewer hits, attributes or facets',
      status: 400,
    })
    const fewer = await post(
      base,
      query({ hitsPerPage: 1000, attributesToRetrieve: ['title'], attributesToHighlight: [] }),
    )
    expect(fewer.status).toBe(200)
  })

  it('queries each under the answer limit that are over it together ask for fewer hits too', async () => {
    const base = await serve()
    const params = { hitsPerPage: 250, attributesToHighlight: [] }
    const one = await post(base, { requests: [{ indexName: 'Car_production', ...params }] })
    expect(one.status).toBe(200)
    const four = await post(base, {
      requests: Array.from({ length: 4 }, () => ({ indexName: 'Car_production', ...params })),
    })
    expect(four.status).toBe(400)
    expect(await four.json()).toEqual({
      message: 'The answer would be larger than 8 MB: ask for fewer hits, attributes or facets',
      status: 400,
    })
  })

  it('an error that is no fault of the client is a 500 and a log line, never an exit', async () => {
    const logged: unknown[] = []
    const broken = createSearchEngine({
      indices: { Car_production: { settings: {}, records: cars.slice(0, 1) } },
      resolveTenant: () => {
        throw new TypeError('the tenant table is broken')
      },
    })
    const base = await serve({ onError: (error) => logged.push(error) }, broken)
    const response = await post(base, query({}))
    expect(response.status).toBe(500)
    expect(await response.json()).toEqual({ message: 'Internal error', status: 500 })
    expect(logged).toEqual([new TypeError('the tenant table is broken')])
  })
})

/** Opens a search whose body is half sent: the request is under way until `finish` sends the rest. */
function halfSent(base: string): { finish: () => void; answer: Promise<number> } {
  const body = JSON.stringify(query({ hitsPerPage: 1 }))
  const { port } = new URL(base)
  let finish = () => {}
  const answer = new Promise<number>((done, fail) => {
    const req = request({
      host: '127.0.0.1',
      port,
      method: 'POST',
      path: '/1/indexes/*/queries',
      headers: { ...headers, 'content-length': Buffer.byteLength(body) },
    })
    req.on('response', (res) => {
      res.resume()
      done(res.statusCode ?? 0)
    })
    req.on('error', fail)
    req.write(body.slice(0, 10))
    finish = () => req.end(body.slice(10))
  })
  return { finish, answer }
}

describe('pending requests per key (Algolia: "Throttling limit: 100 pending requests")', () => {
  it('a key with the most requests under way gets 429 for one more, and is served again once they end', async () => {
    const base = await serve({ maxPendingPerKey: 2 })
    let taken = 0
    const bothTaken = new Promise<void>((done) => (arrived = () => ++taken === 2 && done()))
    const open = [halfSent(base), halfSent(base)]
    await bothTaken
    arrived = null
    const third = await post(base, query({ hitsPerPage: 1 }))
    expect(third.status).toBe(429)
    expect(await third.json()).toEqual({ message: 'Too many requests', status: 429 })
    for (const each of open) each.finish()
    expect(await Promise.all(open.map((each) => each.answer))).toEqual([200, 200])
    expect((await post(base, query({ hitsPerPage: 1 }))).status).toBe(200)
  })
})

describe("the paths and methods it answers: searches by POST, writes by the methods of Algolia's write API", () => {
  it.each([
    ['GET', '/1/indexes/*/queries', 405, 'POST, OPTIONS'],
    ['DELETE', '/1/indexes/Car_production/query', 405, 'POST, OPTIONS'],
    ['GET', '/1/indexes/Car_production/batch', 405, 'POST, OPTIONS'],
    ['GET', '/1/indexes/Car_production/browse', 405, 'POST, OPTIONS'],
    ['POST', '/1/indexes/Car_production/settings', 405, 'GET, PUT, OPTIONS'],
    ['POST', '/1/indexes/Car_production/7', 405, 'GET, PUT, DELETE, OPTIONS'],
    ['PUT', '/1/indexes/Car_production/task/3', 405, 'GET, OPTIONS'],
    ['GET', '/1/indexes/Car_production/task/three', 404, null],
    ['GET', '/1/indexes/*/7', 404, null],
  ])('%s %s answers %i', async (method, path, status, allow) => {
    const base = await serve()
    const answer = await fetch(`${base}${path}`, { method, headers })
    expect(answer.status).toBe(status)
    expect(answer.headers.get('allow')).toBe(allow)
  })

  it('a write with a key the engine does not let write answers 403, and nothing is written', async () => {
    const base = await serve()
    const answer = await fetch(`${base}/1/indexes/Car_production/7`, { method: 'DELETE', headers })
    expect(answer.status).toBe(403)
    expect(
      engine.searchIndex('Car_production', { query: 'Sportage 7' }, { apiKey: 'key-one' }).nbHits,
    ).toBeGreaterThan(0)
  })
})
