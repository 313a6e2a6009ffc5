import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { algoliasearch } from 'algoliasearch'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import carIndexReplicas from '../../settings/car-index-replicas.json' with { type: 'json' }
import carIndexSettings from '../../settings/car-index.json' with { type: 'json' }
import { createSearchEngine } from '../search-engine'
import { generateCars } from '../testing/car-records'
import type { RecordFields } from '../types'
import { createSearchHandler } from './search-handler'

// The write contract: the real algoliasearch client (v5, the one a tenant switched to Algolia pushes with) writes to
// the embedded engine over HTTP with an admin key, and searches answer from the records as written.
const indexName = 'Car_production'
const adminKey = 'alpha-admin-key'
const searchKey = 'alpha-search-key'
const cars = generateCars(200, { tenants: ['alpha'] }) as unknown as RecordFields[]
const engine = createSearchEngine({
  indices: { [indexName]: { settings: carIndexSettings, records: cars, replicas: carIndexReplicas } },
  resolveTenant: (apiKey) =>
    apiKey === searchKey || apiKey === adminKey ? { filters: 'tenant:alpha' } : null,
  canWrite: (apiKey) => apiKey === adminKey,
})
let server: Server

const client = (apiKey: string) => {
  const port = (server.address() as AddressInfo).port
  return algoliasearch('forecourt', apiKey, {
    hosts: [{ url: `127.0.0.1:${port}`, protocol: 'http', accept: 'readWrite' }],
  })
}
const admin = () => client(adminKey)
const find = async (query: string) =>
  (
    await client(searchKey).searchSingleIndex<RecordFields>({
      indexName,
      searchParams: { query, hitsPerPage: 5 },
    })
  ).hits
const car = (id: number, fields: Partial<RecordFields> = {}): RecordFields => ({
  ...(cars[0] as RecordFields),
  objectID: String(id),
  id,
  stocknum: `W${id}`,
  status: 'in_stock',
  ...fields,
})

beforeAll(async () => {
  const handle = createSearchHandler(engine)
  server = createServer((request, response) => handle(request, response))
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
})

afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())))

describe('Algolia\'s write API on the embedded engine, with the real client: "at least batch, partial, delete, settings"', () => {
  it('saveObjects stores records (a batch of addObject), and the task it answers is published', async () => {
    const [saved] = await admin().saveObjects({
      indexName,
      objects: [car(9001), car(9002, { price: 12_345 })],
    })
    expect(saved?.objectIDs).toEqual(['9001', '9002'])
    expect(await admin().waitForTask({ indexName, taskID: saved!.taskID })).toMatchObject({
      status: 'published',
    })
    expect(await find('W9002')).toMatchObject([{ objectID: '9002', price: 12_345 }])
  })

  it('partialUpdateObject changes attributes, with the built-in operations, and keeps the rest', async () => {
    await admin().partialUpdateObject({
      indexName,
      objectID: '9002',
      attributesToUpdate: { price: 11_990, views: { _operation: 'Increment', value: 3 } },
    })
    expect(await admin().getObject({ indexName, objectID: '9002' })).toMatchObject({
      objectID: '9002',
      price: 11_990,
      views: 3,
      stocknum: 'W9002',
    })
    expect(await find('W9002')).toMatchObject([{ price: 11_990 }])
  })

  it('partialUpdateObjects without createIfNotExists leaves a missing record missing', async () => {
    await admin().partialUpdateObjects({
      indexName,
      objects: [{ objectID: '9100', price: 1 }],
      createIfNotExists: false,
    })
    await expect(admin().getObject({ indexName, objectID: '9100' })).rejects.toMatchObject({ status: 404 })
  })

  it('deleteObject and deleteObjects remove records from search', async () => {
    await admin().deleteObject({ indexName, objectID: '9001' })
    await admin().deleteObjects({ indexName, objectIDs: ['9002'] })
    expect(await find('W9001')).toEqual([])
    expect(await find('W9002')).toEqual([])
  })

  it('setSettings builds the index again with the settings, which getSettings answers', async () => {
    const settings = {
      ...carIndexSettings,
      attributesForFaceting: [...carIndexSettings.attributesForFaceting, 'colour'],
    }
    const { taskID } = await admin().setSettings({ indexName, indexSettings: settings })
    await admin().waitForTask({ indexName, taskID })
    expect((await admin().getSettings({ indexName })).attributesForFaceting).toContain('colour')
    const faceted = await client(searchKey).searchSingleIndex({
      indexName,
      searchParams: { facets: ['colour'] },
    })
    expect(Object.keys(faceted.facets?.colour ?? {}).length).toBeGreaterThan(0)
  })

  it('browseObjects reads every record, page after page, with the cursor each page answers', async () => {
    const ids: string[] = []
    await admin().browseObjects<RecordFields>({
      indexName,
      browseParams: { hitsPerPage: 60, attributesToRetrieve: ['objectID', 'price'] },
      aggregator: (page) => void ids.push(...page.hits.map((hit) => hit.objectID)),
    })
    expect(ids).toHaveLength(cars.length)
    expect(new Set(ids)).toEqual(new Set(cars.map((each) => String(each.objectID))))
  })

  it("setSettings on a replica changes that replica's ranking, and getSettings answers it", async () => {
    const replica = 'Car_production_price_desc'
    const { taskID } = await admin().setSettings({
      indexName: replica,
      indexSettings: {
        ranking: ['asc(price)', 'typo', 'words', 'filters', 'proximity', 'attribute', 'exact'],
      },
    })
    await admin().waitForTask({ indexName: replica, taskID })
    expect((await admin().getSettings({ indexName: replica })).ranking?.[0]).toBe('asc(price)')
    const { hits } = await client(searchKey).searchSingleIndex<RecordFields>({
      indexName: replica,
      searchParams: { hitsPerPage: 3, filters: 'price > 0' },
    })
    const prices = hits.map((hit) => Number(hit.price))
    expect(prices).toEqual([...prices].sort((a, b) => a - b))
    await admin().setSettings({ indexName: replica, indexSettings: carIndexReplicas[replica] })
  })

  it.each([
    ['a search key cannot browse', () => client(searchKey).browse({ indexName }), 403],
    ['a search key cannot write', () => client(searchKey).deleteObject({ indexName, objectID: '1' }), 403],
    [
      'an unknown key cannot write',
      () => client('nobody').saveObjects({ indexName, objects: [car(1)] }),
      403,
    ],
    [
      'a replica takes no writes',
      () =>
        admin().partialUpdateObject({
          indexName: 'Car_production_price_asc',
          objectID: '1',
          attributesToUpdate: { price: 1 },
        }),
      400,
    ],
    ['an index that does not exist', () => admin().deleteObject({ indexName: 'Nope', objectID: '1' }), 404],
  ])('%s', async (_, write, status) => {
    await expect(write()).rejects.toMatchObject({ status })
    expect(await find('S100000')).toHaveLength(1)
  })
})
