import { createServer, request as httpRequest, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { createStorage, type Storage } from '@forecourt/site-storage'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { createRateLimiter } from '../accounts'
import { endpointListener } from '../http/endpoints'
import { maxStockCarBytes, stockEndpoints, stockMessages, type StockChange } from './stock-endpoint'
import { newStockToken } from './stock-tokens'
import { sportage as car } from './testing/stock-cars'

const tenant = 'wattle-bay-kia'
const now = new Date('2026-11-27T05:00:00Z')

let storage: Storage
let server: Server
let port = 0
let token = ''
let otherTenantsToken = ''
let changes: StockChange[] = []
let heldIds: number[] = []
const limit = 40

beforeAll(async () => {
  storage = await createStorage({ dataDir: 'memory://' })
  const made = newStockToken()
  await storage.stock.createToken(tenant, { tokenHash: made.tokenHash, label: 'DMS feed' })
  token = made.token
  const other = newStockToken()
  await storage.stock.createToken('bunya-range-motor-group', { tokenHash: other.tokenHash, label: 'theirs' })
  otherTenantsToken = other.token
  const perClient = createRateLimiter({ name: 'stock-per-client', limit, windowMs: 3_600_000 })
  const listener = endpointListener(
    stockEndpoints({
      tenant,
      stock: storage.stock,
      limits: { perClient },
      clock: () => now,
      onChanged: (change) => {
        changes.push(change)
        return Promise.resolve()
      },
      held: () => Promise.resolve(heldIds),
    }),
    404,
  )
  server = createServer((req, res) => void listener(req, res))
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done))
  port = (server.address() as AddressInfo).port
}, 60_000)

afterAll(async () => {
  await new Promise((done) => server.close(done))
  await storage.close()
})

beforeEach(() => {
  changes = []
})

interface Answer {
  status: number
  headers: Record<string, string | string[] | undefined>
  body: Record<string, unknown>
}

function send(
  method: string,
  path: string,
  options: { body?: unknown; text?: string; type?: string; bearer?: string | null } = {},
) {
  const text = options.text ?? (options.body === undefined ? undefined : JSON.stringify(options.body))
  const headers: Record<string, string> = { 'content-type': options.type ?? 'application/json' }
  const bearer = options.bearer === undefined ? token : options.bearer
  if (bearer) headers.authorization = `Bearer ${bearer}`
  return new Promise<Answer>((done, fail) => {
    const req = httpRequest({ host: '127.0.0.1', port, method, path, headers }, (res) => {
      let received = ''
      res.setEncoding('utf8')
      res.on('data', (chunk: string) => (received += chunk))
      res.on('end', () =>
        done({
          status: res.statusCode ?? 0,
          headers: res.headers,
          body: received ? (JSON.parse(received) as Record<string, unknown>) : {},
        }),
      )
    })
    req.on('error', fail)
    req.end(text)
  })
}

describe('the stock API', () => {
  it.each([
    ['no token', null],
    ['an unknown token', 'fcs_unknown'],
    ["another tenant's token", 'other'],
  ])('refuses %s with 401, naming how to get one, and stores nothing', async (_, bearer) => {
    const answer = await send('PUT', `/api/stock/cars/${car.id}`, {
      body: car,
      bearer: bearer === 'other' ? otherTenantsToken : bearer,
    })
    expect(answer.status).toBe(401)
    expect(answer.headers['www-authenticate']).toBe('Bearer realm="stock"')
    expect(answer.body.message).toBe(stockMessages.token)
    expect(await storage.stock.car(tenant, car.id)).toBeNull()
    expect(changes).toEqual([])
  })

  it('stores a car: 201 created, then 200 unchanged when sent again, telling the site only of the change', async () => {
    const created = await send('PUT', `/api/stock/cars/${car.id}`, { body: car })
    expect(created).toMatchObject({ status: 201, body: { id: car.id, result: 'created' } })
    expect(changes).toEqual([{ saved: [car], removed: [] }])
    const again = await send('PUT', `/api/stock/cars/${car.id}`, { body: car })
    expect(again).toMatchObject({ status: 200, body: { id: car.id, result: 'unchanged' } })
    expect(changes).toHaveLength(1)
    expect(await send('GET', `/api/stock/cars/${car.id}`)).toMatchObject({ status: 200, body: car })
  })

  it('takes the id from the address when the car leaves it out, and refuses another id', async () => {
    const { id: _id, ...withoutId } = car
    expect(
      (await send('PUT', '/api/stock/cars/2000005', { body: { ...withoutId, slug: 'x-5' } })).status,
    ).toBe(201)
    const other = await send('PUT', '/api/stock/cars/2000006', { body: car })
    expect(other).toMatchObject({
      status: 400,
      body: { message: stockMessages.idMismatch(2_000_006, car.id) },
    })
  })

  it('refuses a car that fails the checks with every field named, and keeps what was stored', async () => {
    const answer = await send('PUT', `/api/stock/cars/${car.id}`, {
      body: { ...car, price: -5, year: 'new', colour_name: 'Red' },
    })
    expect(answer.status).toBe(400)
    expect(answer.body.message).toBe(stockMessages.invalid(3))
    expect((answer.body.errors as { field: string }[]).map((error) => error.field).sort()).toEqual([
      'colour_name',
      'price',
      'year',
    ])
    expect(await storage.stock.car(tenant, car.id)).toEqual(car)
    expect(changes).toEqual([])
  })

  it('changes part of a car (a price drop), checked whole, and answers the car as stored', async () => {
    const answer = await send('PATCH', `/api/stock/cars/${car.id}`, {
      body: { price: 36_990, before_price: 38_990 },
    })
    const changed = { ...car, price: 36_990, before_price: 38_990 }
    expect(answer).toMatchObject({ status: 200, body: { id: car.id, result: 'updated', car: changed } })
    expect(changes).toEqual([{ saved: [changed], removed: [] }])
    const invalid = await send('PATCH', `/api/stock/cars/${car.id}`, { body: { price: null } })
    expect(invalid).toMatchObject({ status: 400, body: { errors: [{ field: 'price' }] } })
    expect(await storage.stock.car(tenant, car.id)).toEqual(changed)
    expect((await send('PATCH', '/api/stock/cars/1', { body: { price: 1 } })).status).toBe(404)
    expect((await send('PATCH', `/api/stock/cars/${car.id}`, { body: { id: 7 } })).status).toBe(400)
  })

  it('withdraws a car: sold now, once; the second withdrawal changes nothing', async () => {
    const answer = await send('POST', `/api/stock/cars/${car.id}/withdraw`)
    expect(answer).toMatchObject({
      status: 200,
      body: {
        result: 'updated',
        car: { status: 'sold', sold: true, sold_date_timestamp: now.valueOf() / 1000 },
      },
    })
    expect(changes).toHaveLength(1)
    expect((await send('POST', `/api/stock/cars/${car.id}/withdraw`)).body.result).toBe('unchanged')
    expect(changes).toHaveLength(1)
  })

  it('removes a car for good, then knows it no more', async () => {
    expect(await send('DELETE', '/api/stock/cars/2000005')).toMatchObject({
      status: 200,
      body: { id: 2_000_005, result: 'deleted' },
    })
    expect(changes).toEqual([{ saved: [], removed: [2_000_005] }])
    for (const method of ['GET', 'DELETE'])
      expect(await send(method, '/api/stock/cars/2000005')).toMatchObject({
        status: 404,
        body: { message: stockMessages.noCar(2_000_005) },
      })
  })

  it.each([
    ['an id that is not a number', 'PUT', '/api/stock/cars/kia', car, 400, stockMessages.badId],
    ['an id of 16 digits', 'GET', '/api/stock/cars/1234567890123456', undefined, 400, stockMessages.badId],
    [
      'a body that is not a JSON object',
      'PUT',
      `/api/stock/cars/${car.id}`,
      [car],
      400,
      'Expected a JSON object',
    ],
    [
      'a car of more than 256 KB',
      'PUT',
      `/api/stock/cars/${car.id}`,
      { ...car, dealercomments: 'x'.repeat(maxStockCarBytes) },
      413,
      'Request body too large',
    ],
  ])('answers %s with %i… and a message', async (_, method, path, body, status, message) => {
    expect(await send(method, path, { body })).toMatchObject({ status, body: { message } })
  })

  describe('a full feed (PUT /api/stock/feed)', () => {
    const feedTenantCar = (id: number, fields: Record<string, unknown> = {}) => ({
      ...car,
      id,
      slug: `feed-${id}`,
      ...fields,
    })
    const feed = [3_000_001, 3_000_002, 3_000_003].map((id) => feedTenantCar(id))
    const putFeed = (body: unknown, type?: string) =>
      send('PUT', '/api/stock/feed', typeof body === 'string' ? { text: body, type } : { body })

    it('applies a feed: new cars added, the rest unchanged; the same feed again changes nothing', async () => {
      const first = await putFeed({ cars: feed })
      expect(first.body).toMatchObject({ result: 'applied', cars: 3, created: 3, updated: 0, unchanged: 0 })
      expect(changes).toHaveLength(1)
      expect(changes[0]!.saved.map((saved) => saved.id)).toEqual([3_000_001, 3_000_002, 3_000_003])
      const again = await putFeed({ cars: feed })
      expect(again).toMatchObject({
        status: 200,
        body: { result: 'applied', cars: 3, created: 0, updated: 0, unchanged: 3, withdrawn: 0, kept: [] },
      })
      expect(changes).toHaveLength(1)
    })

    it('withdraws the cars a feed no longer has, but keeps and names one a shopper holds', async () => {
      heldIds = [3_000_002]
      const answer = await putFeed(
        [feedTenantCar(3_000_001, { price: 1_000 })].map((each) => JSON.stringify(each)).join('\n'),
        'application/x-ndjson',
      )
      heldIds = []
      expect(answer.body).toMatchObject({
        created: 0,
        updated: 1,
        unchanged: 0,
        withdrawn: 1,
        kept: [{ id: 3_000_002 }],
      })
      expect(await storage.stock.car(tenant, 3_000_003)).toMatchObject({ status: 'sold', sold: true })
      expect(await storage.stock.car(tenant, 3_000_002)).toMatchObject({ status: 'in_stock' })
      expect(changes[0]!.saved.map((saved) => saved.id).sort()).toEqual([3_000_001, 3_000_003])
    })

    it('applies a CSV feed by its columns', async () => {
      const csv = [
        'id,slug,name,year,make,model,price,car_type,status',
        ...[car.id, 2_000_005].map(
          (id) => `${id},feed-${id},2026 Kia Sportage S,2026,Kia,Sportage,30000,new,in_stock`,
        ),
      ].join('\n')
      const answer = await putFeed(csv, 'text/csv; charset=utf-8')
      expect(answer).toMatchObject({ status: 200, body: { cars: 2 } })
      expect(await storage.stock.car(tenant, 2_000_005)).toMatchObject({ price: 30_000 })
    })

    it('refuses a feed with errors whole: every error by row and field, nothing applied', async () => {
      const before = await storage.stock.cars(tenant)
      const answer = await putFeed({
        cars: [feedTenantCar(3_000_009), { ...feedTenantCar(3_000_010), price: 'free' }],
      })
      expect(answer).toMatchObject({
        status: 400,
        body: { message: stockMessages.feedInvalid(1), errorCount: 1, errors: [{ row: 2, field: 'price' }] },
      })
      expect(await storage.stock.cars(tenant)).toEqual(before)
      expect(changes).toEqual([])
    })

    it('refuses a feed of a type it does not read with 415, naming the types', async () => {
      expect(await putFeed('id\n1', 'text/plain')).toMatchObject({
        status: 415,
        body: { message: stockMessages.feedType },
      })
    })
  })

  it('refuses a client past its budget with 429 and Retry-After', async () => {
    let answer: Answer | undefined
    for (let sent = 0; sent <= limit && answer?.status !== 429; sent++)
      answer = await send('GET', `/api/stock/cars/${car.id}`)
    expect(answer?.status).toBe(429)
    expect(Number(answer?.headers['retry-after'])).toBeGreaterThan(0)
    expect(answer?.body.message).toBe(stockMessages.tooMany)
  })
})
