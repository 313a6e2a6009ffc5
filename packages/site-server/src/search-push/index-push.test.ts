import type { RecordFields } from '@forecourt/search-engine'
import { algoliasearch } from 'algoliasearch'
import { afterEach, describe, expect, it } from 'vitest'
import { createIndexPush, type IndexPush, type PushRecord, type PushSettings } from './index-push'
import {
  manualRetries,
  standInAdminKey as adminKey,
  startStandIn as startLocalStandIn,
  type StandIn,
} from './testing/algolia-stand-in'

const indexName = 'Car_production'
const settings: PushSettings = {
  settings: {
    searchableAttributes: ['title'],
    attributesForFaceting: ['make'],
    replicas: ['Car_production_price_asc'],
  },
  replicas: { Car_production_price_asc: { ranking: ['asc(price)', 'typo', 'words', 'filters', 'exact'] } },
}
const car = (id: number, price = 10_000): PushRecord => ({
  objectID: String(id),
  title: `Car ${id}`,
  make: 'Kia',
  price,
})

const standIns: StandIn[] = []
const pushes: IndexPush[] = []
const startStandIn = async (records: RecordFields[] = []) => {
  const standIn = await startLocalStandIn(indexName, records)
  standIns.push(standIn)
  return standIn
}

function pushTo(standIn: StandIn, extra: Partial<Parameters<typeof createIndexPush>[0]> = {}) {
  const logged: string[] = []
  const push = createIndexPush({
    client: algoliasearch('forecourt', adminKey, {
      hosts: [{ url: standIn.url, protocol: 'http', accept: 'readWrite' }],
    }),
    indexName,
    settings,
    label: 'test-motors',
    log: (message) => logged.push(message),
    ...extra,
  })
  pushes.push(push)
  return { push, logged }
}

const stored = (standIn: StandIn) =>
  standIn.engine
    .browse(indexName, {}, { apiKey: adminKey })
    .hits.map((hit) => [hit.objectID, hit.price])
    .sort((a, b) => Number(a[0]) - Number(b[0]))

afterEach(async () => {
  pushes.splice(0).forEach((push) => push.close())
  await Promise.all(standIns.splice(0).map((standIn) => standIn.close()))
})

describe('pushing a tenant\'s stock to Algolia: "the same change stream pushes records to Algolia with the algoliasearch client\'s write API"', () => {
  it('at start writes the settings of the index and of each replica, then every record an empty index lacks', async () => {
    const standIn = await startStandIn()
    const { push, logged } = pushTo(standIn)
    await push.start([car(1), car(2, 20_000), car(3)])
    expect(stored(standIn)).toEqual([
      ['1', 10_000],
      ['2', 20_000],
      ['3', 10_000],
    ])
    const read = (name: string) => standIn.engine.getSettings(name, { apiKey: adminKey })
    expect(read(indexName)).toMatchObject({ attributesForFaceting: ['make'] })
    expect(read('Car_production_price_asc').ranking?.[0]).toBe('asc(price)')
    expect(logged).toEqual(['search push: test-motors Car_production: 3 of 3 records to send at start'])
  })

  it('at start sends only what differs from the index: a changed record, a missing one, and deletes one it should not hold', async () => {
    const standIn = await startStandIn([car(1), car(2), car(9)] as RecordFields[])
    const { push } = pushTo(standIn)
    await push.start([car(1), car(2, 15_000), car(3)])
    expect(standIn.batches.flat().sort((a, b) => a.objectID.localeCompare(b.objectID))).toEqual([
      { action: 'updateObject', objectID: '2', price: 15_000 },
      { action: 'updateObject', objectID: '3', price: 10_000 },
      { action: 'deleteObject', objectID: '9' },
    ])
    expect(stored(standIn)).toEqual([
      ['1', 10_000],
      ['2', 15_000],
      ['3', 10_000],
    ])
  })

  it('a restart with nothing changed sends no record', async () => {
    const standIn = await startStandIn([car(1), car(2)] as RecordFields[])
    const { push } = pushTo(standIn)
    await push.start([car(1), car(2)])
    expect(standIn.batches).toEqual([])
  })

  it('sends writes in order, and merges the writes to one record made while a batch is on its way', async () => {
    const standIn = await startStandIn()
    const { push } = pushTo(standIn)
    await push.start([car(1), car(2), car(3)])
    standIn.batches.length = 0
    let open = () => undefined as void
    standIn.gate = new Promise<void>((done) => (open = done))
    const first = standIn.nextBatch()
    push.write([{ action: 'save', record: car(1, 9_000) }])
    await first
    push.write([{ action: 'save', record: car(2, 8_000) }])
    push.write([
      { action: 'save', record: car(2, 7_000) },
      { action: 'delete', objectID: '3' },
    ])
    push.write([{ action: 'save', record: car(1, 6_000) }])
    standIn.gate = null
    open()
    await push.idle()
    expect(standIn.batches).toEqual([
      [{ action: 'updateObject', objectID: '1', price: 9_000 }],
      [
        { action: 'updateObject', objectID: '2', price: 7_000 },
        { action: 'deleteObject', objectID: '3' },
        { action: 'updateObject', objectID: '1', price: 6_000 },
      ],
    ])
    expect(stored(standIn)).toEqual([
      ['1', 6_000],
      ['2', 7_000],
    ])
  })

  it('sends at most maxBatch writes a request', async () => {
    const standIn = await startStandIn()
    const { push } = pushTo(standIn, { maxBatch: 2 })
    await push.start([car(1), car(2), car(3), car(4), car(5)])
    expect(standIn.batches.map((batch) => batch.length)).toEqual([2, 2, 1])
  })

  it('while Algolia cannot be reached, waits 1 s and then twice as long each time, merging the writes, and sends them once it can', async () => {
    const standIn = await startStandIn()
    const retries = manualRetries()
    const { push, logged } = pushTo(standIn, { schedule: retries.schedule })
    await push.start([car(1)])
    standIn.down = true
    push.write([{ action: 'save', record: car(1, 5_000) }])
    expect(await retries.scheduled()).toBe(1000)
    push.write([
      { action: 'save', record: car(1, 4_000) },
      { action: 'save', record: car(2) },
    ])
    retries.runRetry()
    expect(await retries.scheduled()).toBe(2000)
    expect(logged.at(-1)).toMatch(
      /^search push: test-motors Car_production: sending 2 writes failed \(.+\); trying again in 2000 ms$/,
    )
    standIn.down = false
    standIn.batches.length = 0
    retries.runRetry()
    await push.idle()
    expect(standIn.batches).toEqual([
      [
        { action: 'updateObject', objectID: '1', price: 4_000 },
        { action: 'updateObject', objectID: '2', price: 10_000 },
      ],
    ])
    expect(stored(standIn)).toEqual([
      ['1', 4_000],
      ['2', 10_000],
    ])
  })

  it('starts once Algolia can be reached, keeping the writes made meanwhile on top of the start', async () => {
    const standIn = await startStandIn()
    standIn.down = true
    const retries = manualRetries()
    const { push, logged } = pushTo(standIn, { schedule: retries.schedule })
    const started = push.start([car(1), car(2)])
    expect(await retries.scheduled()).toBe(1000)
    expect(logged[0]).toMatch(
      /^search push: test-motors Car_production: starting failed \(.+\); trying again in 1000 ms$/,
    )
    push.write([{ action: 'save', record: car(2, 3_000) }])
    standIn.down = false
    retries.runRetry()
    await started
    expect(stored(standIn)).toEqual([
      ['1', 10_000],
      ['2', 3_000],
    ])
  })

  it('a record the index refuses (over 100 KB) is logged by objectID and dropped; the rest of its batch is sent', async () => {
    const standIn = await startStandIn()
    const { push, logged } = pushTo(standIn)
    await push.start([])
    push.write([
      { action: 'save', record: car(1) },
      { action: 'save', record: { ...car(2), description: 'x'.repeat(120_000) } },
      { action: 'save', record: car(3) },
    ])
    await push.idle()
    expect(stored(standIn)).toEqual([
      ['1', 10_000],
      ['3', 10_000],
    ])
    expect(logged.at(-1)).toMatch(
      /^search push: test-motors Car_production: record 2 refused and not sent: 400 /,
    )
  })

  it('close stops a start that is waiting to try again', async () => {
    const standIn = await startStandIn()
    standIn.down = true
    const retries = manualRetries()
    const { push } = pushTo(standIn, { schedule: retries.schedule })
    const started = push.start([car(1)])
    await retries.scheduled()
    push.close()
    await started
    expect(stored(standIn)).toEqual([])
  })
})
