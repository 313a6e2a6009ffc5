import { mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync, mkdirSync } from 'node:fs'
import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
import { createSearchEngine, type RecordFields } from '@forecourt/search-engine'
import { createSearchHandler } from '@forecourt/search-engine/node'
import { newStockToken } from '@forecourt/site-server'
import { createStorage, type Storage } from '@forecourt/site-storage'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startApiSite, type ApiSite } from './testing/api-site'
import { stockRequest } from './testing/stock-requests'

const tenant = 'wattle-bay-kia'
const wattle = 'wattle-bay.localhost'
const keyVariable = 'FORECOURT_TENANT_WATTLE_BAY_KIA_ALGOLIA_ADMIN_KEY'
const adminKey = 'wattle-bay-kia-algolia-admin'
const indexName = 'Car_production'
const fixtures = resolve(import.meta.dirname, '../../../../fixtures')

// Algolia's stand-in: the embedded engine behind HTTP, taking writes from the tenant's admin key only, empty at first.
const algolia = createSearchEngine({
  indices: { [indexName]: { settings: {}, records: [] } },
  resolveTenant: () => null,
  canWrite: (apiKey) => apiKey === adminKey,
})
const asAdmin = { apiKey: adminKey }
const inAlgolia = (id: number): RecordFields | null => {
  try {
    return algolia.getObject(indexName, String(id), asAdmin)
  } catch {
    return null
  }
}
const algoliaCount = () => algolia.browse(indexName, {}, asAdmin).nbHits

let server: Server
let folder: string
let storage: Storage
let site: ApiSite
let token = ''

/** The demo's fixtures, with Wattle Bay Kia switched to Algolia and naming its admin key's variable. */
function fixturesOnAlgolia(): string {
  const dir = mkdtempSync(join(tmpdir(), 'forecourt-algolia-'))
  for (const part of ['content', 'stock', 'images']) symlinkSync(join(fixtures, part), join(dir, part))
  mkdirSync(join(dir, 'tenants'))
  const file = JSON.parse(readFileSync(join(fixtures, 'tenants', `${tenant}.json`), 'utf8')) as {
    search: Record<string, unknown>
  }
  file.search = { ...file.search, provider: 'algolia', adminKeyEnv: keyVariable }
  writeFileSync(join(dir, 'tenants', `${tenant}.json`), JSON.stringify(file))
  return dir
}

const startSite = () =>
  startApiSite({
    storage,
    env: {
      FIXTURES_DIR: folder,
      ALGOLIA_WRITE_URL: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
      [keyVariable]: adminKey,
    },
  })

beforeAll(async () => {
  const handle = createSearchHandler(algolia)
  server = createServer((request, response) => handle(request, response))
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done))
  folder = fixturesOnAlgolia()
  storage = await createStorage({ dataDir: 'memory://' })
  site = await startSite()
  const made = newStockToken()
  await storage.stock.createToken(tenant, { tokenHash: made.tokenHash, label: 'DMS' })
  token = made.token
}, 120_000)

afterAll(async () => {
  await site?.close()
  await storage?.close()
  await new Promise<void>((done) => server.close(() => done()))
  rmSync(folder, { recursive: true, force: true })
})

/** A car on sale of the tenant, as stored. */
const carOnSale = async (skip = 0) =>
  (await storage.stock.cars(tenant)).filter((car) => car.status === 'in_stock' && car.reserved !== true)[
    skip
  ] as { id: number; price: number } | undefined

describe('a tenant switched to Algolia: "the same change stream pushes records to Algolia with the algoliasearch client\'s write API"', () => {
  it("at start, Algolia is given the index's settings, each replica's ranking and every car of the tenant", async () => {
    await site.sites.searchPushed(tenant)
    expect(algoliaCount()).toBe((await storage.stock.cars(tenant)).length)
    expect(algolia.getSettings(indexName, asAdmin).attributesForFaceting).toContain('make_model')
    expect(algolia.getSettings('Car_production_price_asc', asAdmin).ranking?.[0]).toBe('asc(price)')
    const car = await carOnSale()
    expect(inAlgolia(car!.id)).toMatchObject({ objectID: String(car!.id), price: car!.price })
  })

  it('a price change through the stock API reaches Algolia', async () => {
    const car = await carOnSale()
    const shown = site.sites.stockShown(tenant)
    await stockRequest(site, wattle, token, 'PATCH', `/api/stock/cars/${car!.id}`, { price: 23_456 })
    await shown
    await site.sites.searchPushed(tenant)
    expect(inAlgolia(car!.id)).toMatchObject({ price: 23_456 })
  })

  it('a withdrawn car is sold in Algolia; a removed one leaves it', async () => {
    const withdrawn = await carOnSale(1)
    const removed = await carOnSale(2)
    let shown = site.sites.stockShown(tenant)
    await stockRequest(site, wattle, token, 'POST', `/api/stock/cars/${withdrawn!.id}/withdraw`)
    await shown
    shown = site.sites.stockShown(tenant)
    await stockRequest(site, wattle, token, 'DELETE', `/api/stock/cars/${removed!.id}`)
    await shown
    await site.sites.searchPushed(tenant)
    expect(inAlgolia(withdrawn!.id)).toMatchObject({ status: 'sold' })
    expect(inAlgolia(removed!.id)).toBeNull()
    expect(algoliaCount()).toBe((await storage.stock.cars(tenant)).length)
  })

  it('a restart sends Algolia only the car changed while the site was down', async () => {
    await site.close()
    const car = await carOnSale(3)
    await storage.stock.update(tenant, car!.id, (stored) => ({ ...stored, price: 19_999 }))
    site = await startSite()
    await site.sites.searchPushed(tenant)
    const total = (await storage.stock.cars(tenant)).length
    expect(site.logged).toContain(
      `search push: ${tenant} ${indexName}: 1 of ${total} records to send at start`,
    )
    expect(inAlgolia(car!.id)).toMatchObject({ price: 19_999 })
  })
})
