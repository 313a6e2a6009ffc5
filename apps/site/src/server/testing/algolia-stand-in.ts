import { mkdirSync, mkdtempSync, readFileSync, symlinkSync, writeFileSync } from 'node:fs'
import { createServer } from 'node:http'
import type { AddressInfo } from 'node:net'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
import { createSearchEngine, type RecordFields, type SearchEngine } from '@forecourt/search-engine'
import { createSearchHandler } from '@forecourt/search-engine/node'

const fixtures = resolve(import.meta.dirname, '../../../../../fixtures')

/** Algolia as the site's tests see it: the embedded engine over HTTP, empty at first, written to by one key. */
export interface AlgoliaStandIn {
  engine: SearchEngine
  /** Its address, for `ALGOLIA_WRITE_URL`. */
  url: string
  /** The record of a car as Algolia has it, or null. */
  record(id: number): RecordFields | null
  /** How many records the index holds. */
  count(): number
  /** How many batches sent so far wrote the car (saved or deleted it). */
  batchesWriting(id: number): number
  /** Resolves when a batch that writes the car arrives (an event, never a time). */
  written(id: number): Promise<void>
  close(): Promise<void>
}

/**
 * Starts an embedded engine on 127.0.0.1 standing in for Algolia, whose one index takes writes from `adminKey` only.
 * @example const algolia = await startAlgoliaStandIn('Car_production', 'admin'); algolia.record(7)
 */
export async function startAlgoliaStandIn(indexName: string, adminKey: string): Promise<AlgoliaStandIn> {
  const engine = createSearchEngine({
    indices: { [indexName]: { settings: {}, records: [] } },
    resolveTenant: () => null,
    canWrite: (apiKey) => apiKey === adminKey,
  })
  const asAdmin = { apiKey: adminKey }
  const batches: string[][] = []
  const waiters: { id: string; wake: () => void }[] = []
  const handle = createSearchHandler({
    ...engine,
    batch: (name, body, credentials) => {
      const answer = engine.batch(name, body, credentials)
      batches.push(answer.objectIDs)
      for (const waiter of waiters.splice(0))
        if (answer.objectIDs.includes(waiter.id)) waiter.wake()
        else waiters.push(waiter)
      return answer
    },
  })
  const server = createServer((request, response) => handle(request, response))
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done))
  return {
    engine,
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    record: (id) => {
      try {
        return engine.getObject(indexName, String(id), asAdmin)
      } catch {
        return null
      }
    },
    count: () => engine.browse(indexName, {}, asAdmin).nbHits,
    batchesWriting: (id) => batches.filter((ids) => ids.includes(String(id))).length,
    written: (id) => new Promise((wake) => waiters.push({ id: String(id), wake })),
    close: () => new Promise((done) => server.close(() => done())),
  }
}

/**
 * A copy of the demo's fixtures (linked, not copied) with one tenant switched to Algolia, naming the variable of its
 * admin key. Answers the folder, for `FIXTURES_DIR`.
 * @example const folder = fixturesOnAlgolia('wattle-bay-kia', 'FORECOURT_TENANT_WATTLE_BAY_KIA_ALGOLIA_ADMIN_KEY')
 */
export function fixturesOnAlgolia(tenant: string, keyVariable: string): string {
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
