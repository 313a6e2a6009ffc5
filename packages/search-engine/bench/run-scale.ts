// One scale of the benchmark, in its own process so its memory is its own:
// node --expose-gc --import tsx bench/run-scale.ts <cars> <records.ndjson from prepare-records.ts, or "generated">
import { createServer } from 'node:http'
import type { AddressInfo } from 'node:net'
import { liteClient } from 'algoliasearch/lite'
import carIndexReplicas from '../settings/car-index-replicas.json' with { type: 'json' }
import carIndexSettings from '../settings/car-index.json' with { type: 'json' }
import { createSearchEngine } from '../src/search-engine'
import { createSearchHandler } from '../src/node/search-handler'
import { generateCars } from '../src/testing/car-records'
import { stringPool } from '../src/testing/fixture-stock'
import { createReadStream } from 'node:fs'
import { createInterface } from 'node:readline'
import { setTimeout as delay } from 'node:timers/promises'
import type { RecordFields, SearchResponse } from '../src/types'
import { bruteForcePage, facetedRequests, tenantFilter } from './scenario'

const [carsArgument = '10000', source = 'generated'] = process.argv.slice(2)
const cars = Number(carsArgument)
const gc = () => (globalThis as { gc?: () => void }).gc?.()

/** Reads prepared records one line at a time: never the whole file and the records at once. */
async function readRecords(file: string): Promise<{ records: RecordFields[]; referenceDate: string | null }> {
  const lines = createInterface({ input: createReadStream(file, 'utf8'), crlfDelay: Infinity })
  const records: RecordFields[] = []
  let referenceDate: string | null = null
  let first = true
  for await (const line of lines) {
    if (first) {
      referenceDate = (JSON.parse(line) as { referenceDate: string | null }).referenceDate
      first = false
    } else if (line) records.push(JSON.parse(line) as RecordFields)
  }
  return { records, referenceDate }
}

const loaded = source === 'generated' ? null : await readRecords(source)
const records: RecordFields[] = loaded?.records ?? (generateCars(cars) as unknown as RecordFields[])
// One copy of each repeated string (make, model, colour…), as a server loading its records would keep.
const shared = stringPool()
for (const record of records) for (const key of Object.keys(record)) record[key] = shared(record[key])
const now = Math.floor(Date.parse(loaded?.referenceDate ?? '2023-11-14T22:13:20Z') / 1000)
const tenantCounts = new Map<string, number>()
for (const record of records)
  tenantCounts.set(String(record.tenant), (tenantCounts.get(String(record.tenant)) ?? 0) + 1)
const tenant = [...tenantCounts].sort((a, b) => b[1] - a[1])[0]?.[0] ?? 'alpha'

const build = () =>
  createSearchEngine({
    indices: { Car_production: { settings: carIndexSettings, records, replicas: carIndexReplicas } },
    resolveTenant: (apiKey) => (apiKey === 'bench-key' ? { filters: tenantFilter(tenant, now) } : null),
  })

// Memory first, with one engine built and the records loaded, as a site server holds them.
let engine = build()
gc()
await delay(200)
gc()
const memory = process.memoryUsage()
const buildTimes: number[] = []
for (let round = 0; round < (cars > 20_000 ? 2 : 5); round++) {
  gc()
  const started = performance.now()
  engine = build()
  buildTimes.push(performance.now() - started)
}

const credentials = { apiKey: 'bench-key' }
const body = { requests: facetedRequests('Car_production_price_asc') }
const iterations = cars > 20_000 ? 150 : 400

function measure(run: () => unknown, count: number): { median: number; p95: number; iterations: number } {
  for (let warm = 0; warm < Math.min(20, count); warm++) run()
  const times: number[] = []
  for (let round = 0; round < count; round++) {
    const started = performance.now()
    run()
    times.push(performance.now() - started)
  }
  return summarise(times)
}

async function measureAsync(run: () => Promise<unknown>, count: number) {
  for (let warm = 0; warm < 20; warm++) await run()
  const times: number[] = []
  for (let round = 0; round < count; round++) {
    const started = performance.now()
    await run()
    times.push(performance.now() - started)
  }
  return summarise(times)
}

function summarise(times: number[]) {
  const sorted = [...times].sort((a, b) => a - b)
  const at = (fraction: number) =>
    Number((sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * fraction))] ?? 0).toFixed(3))
  return { median: at(0.5), p95: at(0.95), iterations: times.length }
}

const check = engine.multipleQueries(body, credentials).results[0] as SearchResponse
const oracle = bruteForcePage(records, tenant, now)
if (check.nbHits !== oracle.nbHits)
  throw new Error(`engine ${check.nbHits} hits, brute force ${oracle.nbHits}`)

const inProcess = measure(() => engine.multipleQueries(body, credentials), iterations)
const bruteForce = measure(
  () => bruteForcePage(records, tenant, now),
  Math.min(iterations, cars > 20_000 ? 30 : 100),
)
const textQuery = measure(
  () =>
    engine.multipleQueries(
      {
        requests: [
          {
            indexName: 'Car_production',
            query: 'toyota hi',
            facets: ['make', 'model', 'car_type'],
            hitsPerPage: 21,
          },
        ],
      },
      credentials,
    ),
  Math.min(iterations, 100),
)

const handle = createSearchHandler(engine)
const server = createServer((request, response) => handle(request, response))
await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
const port = (server.address() as AddressInfo).port
const client = liteClient('bench', 'bench-key', {
  hosts: [{ url: `127.0.0.1:${port}`, protocol: 'http', accept: 'read' }],
})
const overHttp = await measureAsync(() => client.search(body as never), iterations)
server.close()

// Stock changes as a feed sends them: one car repriced, then 100 cars in one write; then the faceted search
// again over the index as those writes left it.
const changing = records.slice(0, 1000).map((record) => record.objectID)
let change = 0
const reprice = () => {
  change += 1
  return {
    action: 'partial' as const,
    objectID: changing[change % changing.length] as string,
    attributes: { price: 20_000 + (change % 50) * 500 },
    create: false,
  }
}
const writeRounds = cars > 20_000 ? 10 : 50
const oneCarWritten = measure(() => engine.write('Car_production', [reprice()]), writeRounds)
const hundredCarsWritten = measure(
  () => engine.write('Car_production', Array.from({ length: 100 }, reprice)),
  Math.ceil(writeRounds / 5),
)
const inProcessAfterWrites = measure(() => engine.multipleQueries(body, credentials), iterations)

process.stdout.write(
  JSON.stringify({
    cars: records.length,
    tenant,
    tenantCars: tenantCounts.get(tenant),
    nbHits: check.nbHits,
    indexBuildMs: summarise(buildTimes),
    memory: {
      rssMB: Math.round(memory.rss / 1_048_576),
      heapUsedMB: Math.round(memory.heapUsed / 1_048_576),
      externalMB: Math.round((memory.external + memory.arrayBuffers) / 1_048_576),
    },
    inProcessMs: inProcess,
    httpMs: overHttp,
    bruteForceMs: bruteForce,
    textQueryMs: textQuery,
    oneCarWrittenMs: oneCarWritten,
    hundredCarsWrittenMs: hundredCarsWritten,
    inProcessAfterWritesMs: inProcessAfterWrites,
    bruteForceRatio: Number((bruteForce.median / Math.max(inProcess.median, 0.001)).toFixed(1)),
  }),
)
