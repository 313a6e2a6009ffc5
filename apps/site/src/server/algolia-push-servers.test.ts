import { rmSync } from 'node:fs'
import { newStockToken } from '@forecourt/site-server'
import { createStorage, type Storage } from '@forecourt/site-storage'
import { startTestPostgres, type TestPostgres } from '@forecourt/site-storage/testing'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { fixturesOnAlgolia, startAlgoliaStandIn, type AlgoliaStandIn } from './testing/algolia-stand-in'
import { startApiSite, type ApiSite } from './testing/api-site'
import { stockRequest } from './testing/stock-requests'

const tenant = 'wattle-bay-kia'
const wattle = 'wattle-bay.localhost'
const keyVariable = 'FORECOURT_TENANT_WATTLE_BAY_KIA_ALGOLIA_ADMIN_KEY'
const adminKey = 'wattle-bay-kia-algolia-admin'

let postgres: TestPostgres
let algolia: AlgoliaStandIn
let folder: string
const storages: Storage[] = []
let first: ApiSite
let second: ApiSite
let token = ''

// Two site servers on one PostgreSQL 15, Wattle Bay Kia on Algolia (the stand-in): the first to start pushes it.
beforeAll(async () => {
  postgres = await startTestPostgres()
  algolia = await startAlgoliaStandIn('Car_production', adminKey)
  folder = fixturesOnAlgolia(tenant, keyVariable)
  const url = await postgres.createDatabase('algolia_servers')
  // A claim another server holds is tried again every 20 ms here, rather than every 5 s.
  for (const _ of [1, 2]) storages.push(await createStorage({ databaseUrl: url, lockRetryMs: 20 }))
  const env = { FIXTURES_DIR: folder, ALGOLIA_WRITE_URL: algolia.url, [keyVariable]: adminKey }
  first = await startApiSite({ storage: storages[0], env })
  second = await startApiSite({ storage: storages[1], env })
  const made = newStockToken()
  await storages[0]!.stock.createToken(tenant, { tokenHash: made.tokenHash, label: 'DMS' })
  token = made.token
}, 180_000)

afterAll(async () => {
  await Promise.all([first?.close(), second?.close()])
  await Promise.all(storages.map((storage) => storage.close()))
  await algolia?.close()
  await postgres?.stop()
  rmSync(folder, { recursive: true, force: true })
}, 60_000)

/** A car of the tenant on sale, as stored. */
const carOnSale = async (skip: number) =>
  (await storages[1]!.stock.cars(tenant)).filter((car) => car.status === 'in_stock' && car.reserved !== true)[
    skip
  ] as { id: number } | undefined

describe('servers sharing PostgreSQL push a tenant to Algolia once: one server at a time holds the push', () => {
  it('a price change made through the server that does not push reaches Algolia once, from the one that does', async () => {
    await Promise.all([first.sites.searchPushed(tenant), second.sites.searchPushed(tenant)])
    expect(algolia.count()).toBe((await storages[1]!.stock.cars(tenant)).length)
    const car = await carOnSale(0)
    // Algolia was empty: the start sent every car once.
    const batchesBefore = algolia.batchesWriting(car!.id)
    const heard = first.sites.stockShown(tenant)
    const shown = second.sites.stockShown(tenant)
    await stockRequest(second, wattle, token, 'PATCH', `/api/stock/cars/${car!.id}`, { price: 24_680 })
    await Promise.all([heard, shown])
    // Each waits for its own push: the second has none, so only the first can have sent the change.
    await Promise.all([first.sites.searchPushed(tenant), second.sites.searchPushed(tenant)])
    expect(algolia.record(car!.id)).toMatchObject({ price: 24_680 })
    expect(algolia.batchesWriting(car!.id)).toBe(batchesBefore + 1)
  }, 60_000)

  it('when the pushing server stops, the other takes the push on and sends what Algolia lacks', async () => {
    await first.close()
    await storages[0]!.close()
    const car = await carOnSale(1)
    const reached = algolia.written(car!.id)
    const shown = second.sites.stockShown(tenant)
    await stockRequest(second, wattle, token, 'PATCH', `/api/stock/cars/${car!.id}`, { price: 13_579 })
    await Promise.all([shown, reached])
    await second.sites.searchPushed(tenant)
    expect(algolia.record(car!.id)).toMatchObject({ price: 13_579 })
    expect(second.logged.some((line) => line.includes(`search push: ${tenant}`))).toBe(true)
  }, 60_000)
})
