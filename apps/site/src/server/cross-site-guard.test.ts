import { randomUUID } from 'node:crypto'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { crossSiteMessages } from '@forecourt/site-server'
import { startApiSite, type ApiSite } from './testing/api-site'
import { siteRoutes } from '@forecourt/site-api'

const wattle = 'wattle-bay.localhost'

/** Every endpoint that changes something, each with a body it would otherwise accept or judge on its merits. */
const writes = [
  ...siteRoutes
    .filter((route) => route.method !== 'GET')
    .map((route) => `${route.method} ${route.path.replace(/:id/g, '2000001')}`),
  'POST /api/no-such-endpoint',
]

/** Sends a write of `writes` (its method and path) with the given headers and an empty JSON object. */
const sendWrite = (write: string, headers: Record<string, string>) => {
  const [method = 'POST', path = '/'] = write.split(' ')
  return site.request(wattle, method, path, { json: {}, headers })
}

const reservation = () => ({
  car_id: 2000004,
  idempotency_key: randomUUID(),
  values: { name: 'Jo Citizen', email: 'jo@example.com', phone: '0412 345 678', postcode: '4000' },
  card: { number: '4242 4242 4242 4242', expiry: '12/99', cvc: '123', name: 'Jo Citizen' },
  url: 'http://wattle-bay.localhost/cars/x/checkout',
})

let site: ApiSite
beforeAll(async () => {
  site = await startApiSite()
}, 60_000)
afterAll(() => site.close())

describe('CSRF on every state-changing endpoint, anonymous ones included', () => {
  it.each(writes)('%s: a cross-site Origin is refused with 403', async (write) => {
    const answer = await sendWrite(write, { origin: 'https://evil.example' })
    expect(answer.status).toBe(403)
    expect(answer.body.message).toBe(crossSiteMessages.crossSite)
  })

  it.each(writes)('%s: Sec-Fetch-Site: cross-site is refused with 403', async (write) => {
    const answer = await sendWrite(write, { 'sec-fetch-site': 'cross-site' })
    expect(answer.status).toBe(403)
  })

  it.each(writes)(
    '%s: an opaque Origin (null, from a sandboxed frame or a data: page) is refused',
    async (write) => {
      const answer = await sendWrite(write, { origin: 'null' })
      expect(answer.status).toBe(403)
    },
  )

  it.each([
    ['text/plain (a cross-site form or a beacon)', 'text/plain;charset=UTF-8'],
    ['application/x-www-form-urlencoded', 'application/x-www-form-urlencoded'],
    ['multipart/form-data', 'multipart/form-data; boundary=x'],
    ['no content type at all', undefined],
    ['a JSON-looking type that is not JSON', 'application/jsonp'],
  ])('a body sent as %s: JSON content type required (415)', async (_, type) => {
    const answer = await site.request(wattle, 'POST', '/api/leads', {
      body: '{}',
      headers: type ? { 'content-type': type } : {},
    })
    expect(answer.status).toBe(415)
    expect(answer.body.message).toBe(crossSiteMessages.notJson)
  })

  it('POST /api/reservations from Origin https://evil.example as text/plain with no session reserves nothing', async () => {
    const answer = await site.request(wattle, 'POST', '/api/reservations', {
      body: JSON.stringify(reservation()),
      headers: { origin: 'https://evil.example', 'content-type': 'text/plain' },
    })
    expect(answer.status).toBe(403)
    expect(await site.storage.reservations.reservedCarIds('wattle-bay-kia')).not.toContain(2000004)
  })

  it.each([
    ['its own origin', { origin: 'http://wattle-bay.localhost', 'sec-fetch-site': 'same-origin' }],
    ['no Origin (a server-side client)', {}],
    ['JSON with a charset', { 'content-type': 'application/json; charset=utf-8' }],
    ['JSON in capitals', { 'content-type': 'Application/JSON' }],
  ])('a write from %s goes on to the endpoint', async (_, headers) => {
    const answer = await site.request(wattle, 'POST', '/api/events', {
      json: { event: 25, car_id: null },
      headers,
    })
    expect(answer.status).toBeLessThan(300)
  })

  it('a CSV body with an Authorization header (the stock feed of a stock system) goes on to its endpoint', async () => {
    const answer = await site.request(wattle, 'PUT', '/api/stock/feed', {
      body: 'id,slug\n1,a',
      headers: { 'content-type': 'text/csv', authorization: 'Bearer fcs_not-a-token' },
    })
    expect(answer.status).toBe(401)
    const crossSite = await site.request(wattle, 'PUT', '/api/stock/feed', {
      body: 'id,slug\n1,a',
      headers: { 'content-type': 'text/csv', authorization: 'Bearer x', origin: 'https://evil.example' },
    })
    expect(crossSite.status).toBe(403)
  })

  it('reads are never refused, whatever their origin', async () => {
    const answer = await site.request(wattle, 'GET', '/api/session', {
      headers: { origin: 'https://evil.example', 'sec-fetch-site': 'cross-site' },
    })
    expect(answer.status).toBe(200)
  })
})
