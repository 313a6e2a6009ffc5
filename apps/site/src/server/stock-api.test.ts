import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { createStorage, type Storage } from '@forecourt/site-storage'
import { newStockToken, stockMessages } from '@forecourt/site-server'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { fixturesDir } from './testing/demo-tenant-data'
import { startApiSite, type ApiSite } from './testing/api-site'
import { searchHits, stockRequest as stockRequestOf } from './testing/stock-requests'

const wattle = 'wattle-bay.localhost'
const searchKey = 'wattle-bay-kia-search-public'
const fixtureCar = (
  JSON.parse(readFileSync(join(fixturesDir, 'stock', 'wattle-bay-kia.json'), 'utf8')) as {
    cars: Record<string, unknown>[]
  }
).cars[0]!
const arrival = {
  ...fixtureCar,
  id: 2_099_001,
  slug: '2026-kia-sportage-gt-line-wbk099001',
  stocknum: 'WBK099001',
  name: '2026 Kia Sportage GT-Line',
  badge: 'GT-Line',
  status: 'in_stock',
  sold: false,
  sold_date_timestamp: null,
  price: 52_990,
  before_price: null,
}
const vehicleOf = (slug: string) => `/api/site/vehicle?slug=${slug}`

let storage: Storage
let site: ApiSite
let token = ''
let bunyaToken = ''

/** The stock API's answer to a request with the dealer's token. */
const stockRequest = (method: string, path: string, json?: unknown, bearer = token) =>
  stockRequestOf(site, wattle, bearer, method, path, json)

/** Wattle Bay's search for a stock number. */
const searchFor = (stocknum: string) => searchHits(site, wattle, searchKey, stocknum)

const sitemapPaths = async () => (await site.request(wattle, 'GET', '/sitemap.xml')).text

beforeAll(async () => {
  storage = await createStorage({ dataDir: 'memory://' })
  site = await startApiSite({ storage })
  const made = newStockToken()
  await storage.stock.createToken('wattle-bay-kia', { tokenHash: made.tokenHash, label: 'DMS' })
  token = made.token
  const bunya = newStockToken()
  await storage.stock.createToken('bunya-range-motor-group', { tokenHash: bunya.tokenHash, label: 'DMS' })
  bunyaToken = bunya.token
}, 120_000)

afterAll(async () => {
  await site.close()
  await storage.close()
})

describe('live inventory: "a car sent through the API appears in search, on its page and in the sitemap"', () => {
  it('the stock is the stored one, seeded from the fixtures on the first start', async () => {
    expect(await storage.stock.seeded('wattle-bay-kia')).toBe(true)
    expect((await storage.stock.cars('wattle-bay-kia')).length).toBeGreaterThan(100)
    expect((await site.request(wattle, 'GET', vehicleOf(String(fixtureCar.slug)))).status).toBe(200)
  })

  it('a new car shows in search, on its page and in the sitemap as soon as it is stored', async () => {
    expect(await searchFor('WBK099001')).toEqual([])
    expect((await site.request(wattle, 'GET', vehicleOf(arrival.slug))).status).toBe(404)
    const stored = await stockRequest('PUT', `/api/stock/cars/${arrival.id}`, arrival)
    expect(stored).toMatchObject({ status: 201, body: { result: 'created' } })
    expect(await searchFor('WBK099001')).toMatchObject([{ objectID: String(arrival.id), price: 52_990 }])
    const page = await site.request(wattle, 'GET', vehicleOf(arrival.slug))
    expect(page).toMatchObject({ status: 200, body: { available: true } })
    expect(page.body.name).toMatch(/^2026 Kia Sportage GT-Line\b/)
    expect(await sitemapPaths()).toContain(`/cars/${arrival.slug}</loc>`)
  })

  it('a price drop shows in search and on the vehicle page at once', async () => {
    const changed = await stockRequest('PATCH', `/api/stock/cars/${arrival.id}`, {
      price: 49_990,
      before_price: 52_990,
    })
    expect(changed).toMatchObject({ status: 200, body: { result: 'updated' } })
    expect(await searchFor('WBK099001')).toMatchObject([{ price: 49_990 }])
    expect((await site.request(wattle, 'GET', vehicleOf(arrival.slug))).text).toContain('49990')
  })

  it("a withdrawn car shows SOLD and stays in search for the tenant's sold window; it leaves the sitemap", async () => {
    const withdrawn = await stockRequest('POST', `/api/stock/cars/${arrival.id}/withdraw`)
    expect(withdrawn).toMatchObject({ status: 200, body: { result: 'updated', car: { status: 'sold' } } })
    expect(await searchFor('WBK099001')).toMatchObject([{ status: 'sold' }])
    const page = await site.request(wattle, 'GET', vehicleOf(arrival.slug))
    expect(page).toMatchObject({ status: 200, body: { available: false, actions: { soldPanel: true } } })
    expect(await sitemapPaths()).not.toContain(`/cars/${arrival.slug}</loc>`)
  })

  it("another tenant's token cannot touch this tenant's stock, nor read it", async () => {
    for (const [method, json] of [
      ['GET', undefined],
      ['PATCH', { price: 1 }],
      ['DELETE', undefined],
    ] as const) {
      const answer = await stockRequest(method, `/api/stock/cars/${arrival.id}`, json, bunyaToken)
      expect(answer).toMatchObject({ status: 401, body: { message: stockMessages.token } })
    }
    expect(await storage.stock.car('wattle-bay-kia', arrival.id)).toMatchObject({ price: 49_990 })
  })

  it('a removed car leaves search and its page is gone', async () => {
    expect((await stockRequest('DELETE', `/api/stock/cars/${arrival.id}`)).status).toBe(200)
    expect(await searchFor('WBK099001')).toEqual([])
    expect((await site.request(wattle, 'GET', vehicleOf(arrival.slug))).status).toBe(404)
  })

  it('a full feed is applied as one change: a car added, a price changed, a car it no longer has withdrawn', async () => {
    const stored = await storage.stock.cars('wattle-bay-kia')
    const [dropped, repriced] = stored.filter(
      (each) => each.status === 'in_stock' && each.reserved !== true && each.id !== fixtureCar.id,
    )
    const feed = stored
      .filter((each) => each.id !== dropped!.id)
      .map((each) => (each.id === repriced!.id ? { ...each, price: 23_456 } : each))
    const newcomer = { ...arrival, id: 2_099_002, slug: '2026-kia-sportage-wbk099002', stocknum: 'WBK099002' }
    const ndjson = [...feed, newcomer].map((each) => JSON.stringify(each)).join('\n')
    const answer = await site.request(wattle, 'PUT', '/api/stock/feed', {
      body: ndjson,
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/x-ndjson' },
    })
    expect(answer).toMatchObject({
      status: 200,
      body: { result: 'applied', cars: feed.length + 1, created: 1, updated: 1, withdrawn: 1, kept: [] },
    })
    expect(await searchFor('WBK099002')).toHaveLength(1)
    expect(await searchFor(repriced!.stocknum as string)).toMatchObject([{ price: 23_456 }])
    expect(await searchFor(dropped!.stocknum as string)).toMatchObject([{ status: 'sold' }])
    const again = await site.request(wattle, 'PUT', '/api/stock/feed', {
      body: ndjson,
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/x-ndjson' },
    })
    expect(again.body).toMatchObject({ created: 0, updated: 0, withdrawn: 0, unchanged: feed.length + 1 })
  }, 60_000)

  it('a restart shows the stock as stored, not as the fixtures have it', async () => {
    await stockRequest('PUT', `/api/stock/cars/${arrival.id}`, arrival)
    await stockRequest('PATCH', `/api/stock/cars/${fixtureCar.id as number}`, { price: 12_345 })
    const restarted = await startApiSite({ storage })
    try {
      const page = await restarted.request(wattle, 'GET', vehicleOf(arrival.slug))
      expect(page.status).toBe(200)
      expect((await restarted.request(wattle, 'GET', vehicleOf(String(fixtureCar.slug)))).text).toContain(
        '12345',
      )
    } finally {
      await restarted.close()
    }
  }, 60_000)

  it("a start after the first reads no car from the fixtures: a seeded tenant's stock is the stored one alone", async () => {
    const copied = mkdtempSync(join(tmpdir(), 'forecourt-fixtures-'))
    try {
      for (const part of ['tenants', 'content', 'stock'])
        cpSync(join(fixturesDir, part), join(copied, part), { recursive: true })
      const stockFile = join(copied, 'stock', 'wattle-bay-kia.json')
      const demo = JSON.parse(readFileSync(stockFile, 'utf8')) as { referenceDate: string }
      writeFileSync(stockFile, JSON.stringify({ ...demo, cars: [{ id: 'not a car' }] }))
      const restarted = await startApiSite({ storage, env: { FIXTURES_DIR: copied } })
      try {
        expect((await restarted.request(wattle, 'GET', vehicleOf(String(fixtureCar.slug)))).status).toBe(200)
      } finally {
        await restarted.close()
      }
    } finally {
      rmSync(copied, { recursive: true, force: true })
    }
  }, 60_000)
})
