// One engine of the typo benchmark, in its own process so its memory and JIT state are its own:
// node --expose-gc --import tsx bench/typo-scale.ts <cars> <engine source folder> <misspellings per class>
// The engine source folder is this package's src/, or an older copy of it (to compare with).
import { existsSync } from 'node:fs'
import { resolve } from 'node:path'
import { pathToFileURL } from 'node:url'
import { setTimeout as delay } from 'node:timers/promises'
import carIndexReplicas from '../settings/car-index-replicas.json' with { type: 'json' }
import carIndexSettings from '../settings/car-index.json' with { type: 'json' }
import type { SearchEngineOptions, SearchEngine } from '../src/search-engine'
import { generateCars } from '../src/testing/car-records'
import { stringPool } from '../src/testing/fixture-stock'
import type * as TextIndexModule from '../src/text-index'
import type * as TypoIndexModule from '../src/typo-index'
import type { RecordFields } from '../src/types'
import { freshMisspellings } from './misspellings'
import { tenantFilter } from './scenario'

const [carsArgument = '100000', source = 'src', perClassArgument = '300'] = process.argv.slice(2)
const cars = Number(carsArgument)
const perClass = Number(perClassArgument)
const sourceDirectory = resolve(source)
const gc = () => (globalThis as { gc?: () => void }).gc?.()

const { createSearchEngine } = (await import(
  pathToFileURL(resolve(sourceDirectory, 'search-engine.ts')).href
)) as { createSearchEngine: (options: SearchEngineOptions) => SearchEngine }

const records = generateCars(cars) as unknown as RecordFields[]
const shared = stringPool()
for (const record of records) for (const key of Object.keys(record)) record[key] = shared(record[key])
const words = freshMisspellings(records, perClass)
const now = 1_700_000_000
const tenantCounts = new Map<string, number>()
for (const record of records)
  tenantCounts.set(String(record.tenant), (tenantCounts.get(String(record.tenant)) ?? 0) + 1)
const tenant = [...tenantCounts].sort((a, b) => b[1] - a[1])[0]?.[0] ?? 'alpha'

gc()
await delay(100)
gc()
const before = process.memoryUsage()
const buildStarted = performance.now()
const engine = createSearchEngine({
  indices: { Car_production: { settings: carIndexSettings, records, replicas: carIndexReplicas } },
  resolveTenant: (apiKey) => (apiKey === 'bench-key' ? { filters: tenantFilter(tenant, now) } : null),
})
const buildMs = performance.now() - buildStarted
gc()
await delay(100)
gc()
const after = process.memoryUsage()
const credentials = { apiKey: 'bench-key' }

/** The site's text query: the word, 21 hits, three facets, the tenant's stock filter. */
const query = (word: string) =>
  engine.multipleQueries(
    {
      requests: [
        { indexName: 'Car_production', query: word, facets: ['make', 'model', 'car_type'], hitsPerPage: 21 },
      ],
    },
    credentials,
  )

function summarise(times: number[]) {
  const sorted = [...times].sort((a, b) => a - b)
  const at = (fraction: number) =>
    Number((sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * fraction))] ?? 0).toFixed(3))
  return { median: at(0.5), p95: at(0.95), max: at(1), count: times.length }
}

/** Each word once, the first time it is ever sent (fresh), then once more (its typo expansion cached). */
function measure(list: string[]) {
  const fresh: number[] = []
  const cached: number[] = []
  let hits = 0
  for (const word of list) {
    let started = performance.now()
    const response = query(word)
    fresh.push(performance.now() - started)
    hits += response.results[0] && 'nbHits' in response.results[0] ? response.results[0].nbHits : 0
    started = performance.now()
    query(word)
    cached.push(performance.now() - started)
  }
  return { freshMs: summarise(fresh), cachedMs: summarise(cached), meanHits: Math.round(hits / list.length) }
}

for (const word of words.warmUp) query(word)
const short = measure(words.short)
const long = measure(words.long)

/** The typo index alone, with the car settings and (for comparison) with typos allowed everywhere. */
async function typoIndexSizes() {
  if (!existsSync(resolve(sourceDirectory, 'typo-index.ts'))) return null
  const { buildTextIndex } = (await import(
    pathToFileURL(resolve(sourceDirectory, 'text-index.ts')).href
  )) as typeof TextIndexModule
  const { typoIndexBytes } = (await import(
    pathToFileURL(resolve(sourceDirectory, 'typo-index.ts')).href
  )) as typeof TypoIndexModule
  const searchable = carIndexSettings.searchableAttributes.map((attribute, rank) => ({ attribute, rank }))
  const size = (disabled: string[]) => {
    const started = performance.now()
    const text = buildTextIndex(records, searchable, disabled)
    return {
      disableTypoToleranceOnAttributes: disabled,
      words: text.terms.length,
      typoWords: text.typoIndex.size,
      entries: text.typoIndex.wordIds.length,
      typoIndexMB: Number((typoIndexBytes(text.typoIndex) / 1_048_576).toFixed(2)),
      textIndexBuildMs: Math.round(performance.now() - started),
    }
  }
  return { carSettings: size(carIndexSettings.disableTypoToleranceOnAttributes), typoEverywhere: size([]) }
}
const typoIndex = await typoIndexSizes()

process.stdout.write(
  JSON.stringify({
    cars: records.length,
    tenant,
    source: sourceDirectory,
    buildMs: Math.round(buildMs),
    engineHeapMB: Number(
      ((after.heapUsed + after.arrayBuffers - before.heapUsed - before.arrayBuffers) / 1_048_576).toFixed(1),
    ),
    rssMB: Math.round(after.rss / 1_048_576),
    examples: { short: words.short.slice(0, 5), long: words.long.slice(0, 5) },
    short,
    long,
    typoIndex,
  }),
)
