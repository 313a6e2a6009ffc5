import { createStorage, type Storage } from '@forecourt/site-storage'
import { startTestPostgres, type TestPostgres } from '@forecourt/site-storage/testing'
import { newStockToken } from '@forecourt/site-server'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startApiSite, type ApiSite } from './testing/api-site'
import { searchHits, stockRequest } from './testing/stock-requests'

const wattle = 'wattle-bay.localhost'
const tenant = 'wattle-bay-kia'
const searchKey = 'wattle-bay-kia-search-public'
const vehicleOf = (slug: string) => `/api/site/vehicle?slug=${slug}`

let postgres: TestPostgres
const storages: Storage[] = []
let writer: ApiSite
let reader: ApiSite
let token = ''

// Two site servers on one PostgreSQL 15 (Debian's postgresql-15), as behind a load balancer.
beforeAll(async () => {
  postgres = await startTestPostgres()
  const url = await postgres.createDatabase('stock_servers')
  for (const _ of [1, 2]) storages.push(await createStorage({ databaseUrl: url }))
  writer = await startApiSite({ storage: storages[0] })
  reader = await startApiSite({ storage: storages[1] })
  const made = newStockToken()
  await storages[0]!.stock.createToken(tenant, { tokenHash: made.tokenHash, label: 'DMS' })
  token = made.token
}, 180_000)

afterAll(async () => {
  await Promise.all([writer?.close(), reader?.close()])
  await Promise.all(storages.map((storage) => storage.close()))
  await postgres?.stop()
}, 60_000)

/** The fields of a stored car these tests read. */
interface CarFields {
  id: number
  slug: string
  stocknum: string
  price: number
}

/** The tenant's cars as stored that are on sale and held by nobody, by id. */
const carsOnSale = async () =>
  (await storages[0]!.stock.cars(tenant)).filter(
    (each) => each.status === 'in_stock' && each.reserved !== true,
  ) as unknown as CarFields[]

describe('live inventory on two servers sharing PostgreSQL: "several servers on one PostgreSQL hear each other\'s changes"', () => {
  it('a price change made through one server shows in search and on the vehicle page of the other', async () => {
    const [car] = await carsOnSale()
    const shown = reader.sites.stockShown(tenant)
    const changed = await stockRequest(writer, wattle, token, 'PATCH', `/api/stock/cars/${car!.id}`, {
      price: 31_234,
      before_price: car!.price,
    })
    expect(changed).toMatchObject({ status: 200, body: { result: 'updated' } })
    await shown
    expect(await searchHits(reader, wattle, searchKey, car!.stocknum)).toMatchObject([{ price: 31_234 }])
    expect((await reader.request(wattle, 'GET', vehicleOf(car!.slug))).text).toContain('31234')
  }, 60_000)

  it('a car withdrawn through one server shows SOLD on the other; one removed leaves its search', async () => {
    const [withdrawn, removed] = await carsOnSale()
    let shown = reader.sites.stockShown(tenant)
    await stockRequest(writer, wattle, token, 'POST', `/api/stock/cars/${withdrawn!.id}/withdraw`)
    await shown
    expect(await searchHits(reader, wattle, searchKey, withdrawn!.stocknum)).toMatchObject([
      { status: 'sold' },
    ])
    expect(await reader.request(wattle, 'GET', vehicleOf(withdrawn!.slug))).toMatchObject({
      status: 200,
      body: { available: false, actions: { soldPanel: true } },
    })
    shown = reader.sites.stockShown(tenant)
    await stockRequest(writer, wattle, token, 'DELETE', `/api/stock/cars/${removed!.id}`)
    await shown
    expect(await searchHits(reader, wattle, searchKey, removed!.stocknum)).toEqual([])
    expect((await reader.request(wattle, 'GET', vehicleOf(removed!.slug))).status).toBe(404)
  }, 60_000)

  it('a full feed changing more cars than a notice names is read whole by the other server', async () => {
    const stored = await storages[0]!.stock.cars(tenant)
    const repriced = stored.map((car) => ({ ...car, price: Number(car.price) + 1 }))
    const shown = reader.sites.stockShown(tenant)
    const answer = await writer.request(wattle, 'PUT', '/api/stock/feed', {
      body: repriced.map((car) => JSON.stringify(car)).join('\n'),
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/x-ndjson' },
    })
    expect(answer).toMatchObject({ status: 200, body: { updated: stored.length } })
    await shown
    const [sample] = await carsOnSale()
    expect(await searchHits(reader, wattle, searchKey, sample!.stocknum)).toMatchObject([
      { price: sample!.price },
    ])
  }, 120_000)

  it('after its connection to the database is lost, a server reads every car again, keeps its site when nothing changed, and hears the next change', async () => {
    const before = reader.sites.tenantForHost(wattle)
    let shown = reader.sites.stockShown(tenant)
    expect(await postgres.cutStockListeners()).toBeGreaterThan(0)
    await shown
    expect(reader.sites.tenantForHost(wattle)).toBe(before)
    const [car] = await carsOnSale()
    shown = reader.sites.stockShown(tenant)
    await stockRequest(writer, wattle, token, 'PATCH', `/api/stock/cars/${car!.id}`, { price: 27_321 })
    await shown
    expect(reader.sites.tenantForHost(wattle)).not.toBe(before)
    expect(await searchHits(reader, wattle, searchKey, car!.stocknum)).toMatchObject([{ price: 27_321 }])
  }, 120_000)
})
