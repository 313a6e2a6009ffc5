import { rmSync } from 'node:fs'
import { newStockToken } from '@forecourt/site-server'
import { createStorage, type Storage } from '@forecourt/site-storage'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { fixturesOnAlgolia, startAlgoliaStandIn, type AlgoliaStandIn } from './testing/algolia-stand-in'
import { startApiSite, type ApiSite } from './testing/api-site'
import { stockRequest } from './testing/stock-requests'

const tenant = 'wattle-bay-kia'
const wattle = 'wattle-bay.localhost'
const keyVariable = 'FORECOURT_TENANT_WATTLE_BAY_KIA_ALGOLIA_ADMIN_KEY'
const adminKey = 'wattle-bay-kia-algolia-admin'
const indexName = 'Car_production'
const asAdmin = { apiKey: adminKey }

// Algolia's stand-in: the embedded engine behind HTTP, taking writes from the tenant's admin key only, empty at first.
let algolia: AlgoliaStandIn
let folder: string
let storage: Storage
let site: ApiSite
let token = ''

const startSite = () =>
  startApiSite({
    storage,
    env: { FIXTURES_DIR: folder, ALGOLIA_WRITE_URL: algolia.url, [keyVariable]: adminKey },
  })

beforeAll(async () => {
  algolia = await startAlgoliaStandIn(indexName, adminKey)
  folder = fixturesOnAlgolia(tenant, keyVariable)
  storage = await createStorage({ dataDir: 'memory://' })
  site = await startSite()
  const made = newStockToken()
  await storage.stock.createToken(tenant, { tokenHash: made.tokenHash, label: 'DMS' })
  token = made.token
}, 120_000)

afterAll(async () => {
  await site?.close()
  await storage?.close()
  await algolia?.close()
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
    expect(algolia.count()).toBe((await storage.stock.cars(tenant)).length)
    expect(algolia.engine.getSettings(indexName, asAdmin).attributesForFaceting).toContain('make_model')
    expect(algolia.engine.getSettings('Car_production_price_asc', asAdmin).ranking?.[0]).toBe('asc(price)')
    const car = await carOnSale()
    expect(algolia.record(car!.id)).toMatchObject({ objectID: String(car!.id), price: car!.price })
  })

  it('a price change through the stock API reaches Algolia', async () => {
    const car = await carOnSale()
    const shown = site.sites.stockShown(tenant)
    await stockRequest(site, wattle, token, 'PATCH', `/api/stock/cars/${car!.id}`, { price: 23_456 })
    await shown
    await site.sites.searchPushed(tenant)
    expect(algolia.record(car!.id)).toMatchObject({ price: 23_456 })
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
    expect(algolia.record(withdrawn!.id)).toMatchObject({ status: 'sold' })
    expect(algolia.record(removed!.id)).toBeNull()
    expect(algolia.count()).toBe((await storage.stock.cars(tenant)).length)
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
    expect(algolia.record(car!.id)).toMatchObject({ price: 19_999 })
  })
})
