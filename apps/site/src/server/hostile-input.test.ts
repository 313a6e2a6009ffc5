import { connect } from 'node:net'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startApiSite, type ApiSite } from './testing/api-site'
import { siteRoutes } from '@forecourt/site-api'

const wattle = 'wattle-bay.localhost'

const oddText = [
  '\u0000',
  '\ud800',
  '\u202e',
  '𝒜😀',
  "'; DROP TABLE leads; --",
  '<script>alert(1)</script>',
  '%',
  '\r\nSet-Cookie: a=b',
]
const hostileObject = {
  __proto__: { admin: true },
  constructor: { prototype: { admin: true } },
  form: 5,
  idempotency_key: [],
  values: 'x',
  car_id: {},
  card: 1,
  lead_id: { $ne: null },
  destination: ['a@example.com'],
  code: 123456,
  event: 'x'.repeat(300),
}
const bodies: [string, string][] = [
  ['malformed JSON', '{"form":'],
  ['an empty body', ''],
  ['a JSON array', '[]'],
  ['a JSON string', '"lead"'],
  ['JSON null', 'null'],
  ['a number past every bound', '1e309'],
  ['nesting 100,000 deep', `${'['.repeat(100_000)}${']'.repeat(100_000)}`],
  ['wrong types in every field', JSON.stringify(hostileObject)],
  ['prototype keys', '{"__proto__":{"admin":true},"constructor":{"prototype":{"admin":true}}}'],
  [
    'unicode edge cases in every field',
    JSON.stringify({
      form: 'enquiry',
      idempotency_key: oddText[1],
      values: Object.fromEntries(['name', 'email', 'phone', 'message'].map((name, i) => [name, oddText[i]])),
      destination: oddText[2],
      code: oddText[3],
      rego: oddText[4],
      lead_id: oddText[5],
    }),
  ],
  [
    'a field nested 3,900 deep inside an object',
    `{"lead_id":"0f8fad5b-d9cb-469f-a165-70867728950e","column_name":"valuation","valuation":{"a":${'['.repeat(3900)}${']'.repeat(3900)}}}`,
  ],
  ['a field of 30,000 characters', JSON.stringify({ form: 'enquiry', values: { name: 'x'.repeat(30_000) } })],
  ['a body of 2 MB', JSON.stringify({ values: { message: 'x'.repeat(2 * 1024 * 1024) } })],
]

/** Every route of the route table that takes a body, by method and a path of it. */
const writeEndpoints = siteRoutes
  .filter((route) => route.method !== 'GET')
  .map((route) => `${route.method} ${route.path.replace(/:id/g, '2000001')}`)
/** Every route that reads, its path segments and every query parameter any of them reads broken. */
const brokenQuery =
  '?path=%&slug=%ZZ&ids=%,%25,1e309,-1&route=locations&postcode=%&lat=NaN&lng=1e309&location_id=%&from=%'
const readsWithBrokenEscapes = [
  ...siteRoutes
    .filter((route) => route.method === 'GET')
    .map((route) => `${route.path.replace(/:slug/g, '%E0%A4%A')}${brokenQuery}`),
  '/%',
  '/search/%ZZ',
]

let site: ApiSite
let leadsBefore = 0
beforeAll(async () => {
  site = await startApiSite()
  leadsBefore = (await site.storage.leads.list('wattle-bay-kia', { limit: 1000 })).length
}, 60_000)
afterAll(() => site.close())

describe('hostile input: every endpoint answers 4xx with a message, never 5xx, and stores nothing', () => {
  describe.each(bodies)('%s', (_, body) => {
    it.each(writeEndpoints)('%s', async (endpoint) => {
      const [method = 'POST', path = '/'] = endpoint.split(' ')
      const answer = await site.request(wattle, method, path, {
        body,
        headers: { 'content-type': 'application/json' },
      })
      // Signing out reads no body: with no session there is nothing to do, whatever was sent (204).
      if (path === '/api/sign-out' && answer.status === 204) return
      expect(answer.status).toBeGreaterThanOrEqual(400)
      expect(answer.status).toBeLessThan(500)
      // Sign-in endpoints answer the shopper in their own shape; every answer says what was wrong.
      expect(typeof answer.body.message === 'string' || typeof answer.body.error === 'string').toBe(true)
    })
  })

  it('stored no lead from any of them', async () => {
    expect(await site.storage.leads.list('wattle-bay-kia', { limit: 1000 })).toHaveLength(leadsBefore)
  })

  it.each(readsWithBrokenEscapes)('GET %s: a broken %% escape answers below 500', async (path) => {
    const answer = await site.request(wattle, 'GET', path)
    expect(answer.status).toBeLessThan(500)
  })

  it('a header injected through the path or the Host does not reach the answer', async () => {
    const raw = await new Promise<string>((done, fail) => {
      const socket = connect(Number(new URL(site.origin).port), '127.0.0.1')
      let text = ''
      socket.setEncoding('utf8')
      socket.on('data', (chunk: string) => (text += chunk))
      socket.on('end', () => done(text))
      socket.on('error', fail)
      socket.end(
        `GET /sign-in?redirect=%0d%0aSet-Cookie:%20injected=1 HTTP/1.1\r\nHost: ${wattle}\r\nConnection: close\r\n\r\n`,
      )
    })
    expect(raw).toMatch(/^HTTP\/1\.1 [2-4]\d\d /)
    expect(raw).not.toMatch(/^set-cookie: injected/im)
  })

  it('the server still serves every tenant afterwards', async () => {
    for (const host of ['wattle-bay.localhost', 'bunya-range.localhost', 'red-gum.localhost'])
      expect((await site.request(host, 'GET', '/api/site/shell')).status).toBe(200)
  })
})
