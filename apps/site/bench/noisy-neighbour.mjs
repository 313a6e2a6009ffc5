#!/usr/bin/env node
// pnpm bench (second part): the noisy neighbour. One tenant's public search key floods the search endpoint with the
// most expensive searches the limits allow, 90 requests in flight (under the 100 pending a key may have), while
// another tenant's home page, search page and searches are timed, after the same on a quiet server. Target: the
// quiet tenant's p95 under the flood stays within 2x of its quiet p95. Bounded: 200 samples or 60 s per measure
// (warm-up aside), and the flood stops when the measures end. Figures go to .reports/noisy-neighbour.json.
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { appDir, get, percentile, startBenchServer } from './bench-server.mjs'
import { encodeRequest, openConnection } from './keep-alive-client.mjs'

const samples = 200
const warmup = 20
// Each measure stops at 200 samples or 60 seconds, whichever comes first (without fairness one sample can take
// seconds).
const measureSeconds = 60
const inFlight = 90

/** A demo tenant's *.localhost host and public search key. */
function tenant(file) {
  const data = JSON.parse(readFileSync(join(appDir, '../../fixtures/tenants', file), 'utf8'))
  const host = data.domains.find((domain) => domain.endsWith('.localhost'))
  return { name: data.name, host, apiKey: data.search.apiKey }
}
const noisy = tenant('bunya-range-motor-group.json')
const quiet = tenant('wattle-bay-kia.json')

/** A search as the search page sends it, through the search endpoint with the tenant's key. */
const searchRequest = (who, query) =>
  encodeRequest({
    method: 'POST',
    path: '/1/indexes/*/queries',
    headers: {
      host: who.host,
      'content-type': 'application/json',
      'x-algolia-api-key': who.apiKey,
      'x-algolia-application-id': 'FORECOURT',
    },
    body: JSON.stringify({
      requests: [
        {
          indexName: 'Car_production',
          params: { query, hitsPerPage: 21, facets: ['make', 'body', 'fuel', 'price'] },
        },
      ],
    }),
  })

// Misspelt words (typo matching), every facet the limits allow, the most hits: 50 queries of 20 hits and 4 facets
// make the 1,000 hits and 200 facets a request may ask for. Each request's words differ, so no cache helps.
const misspellings = [
  'toyta',
  'hilx',
  'rangr',
  'corola',
  'mazada',
  'foprd',
  'everst',
  'kluger',
  'prado',
  'camri',
]
const expensiveRequest = (index) =>
  encodeRequest({
    method: 'POST',
    path: '/1/indexes/*/queries',
    headers: {
      host: noisy.host,
      'content-type': 'application/json',
      'x-algolia-api-key': noisy.apiKey,
      'x-algolia-application-id': 'FORECOURT',
    },
    body: JSON.stringify({
      requests: Array.from({ length: 50 }, (_, query) => ({
        indexName: 'Car_production',
        params: {
          query: `${misspellings[(index + query) % misspellings.length]}${String.fromCharCode(97 + ((index * 7 + query) % 26))}`,
          hitsPerPage: 20,
          facets: ['make', 'model', 'body', 'fuel'],
          maxValuesPerFacet: 1000,
        },
      })),
    }),
  })

/** p50 and p95 of a measure taken up to `samples` times in a row, within `measureSeconds`. */
async function timed(measure) {
  for (let i = 0; i < warmup; i += 1) await measure(i)
  const times = []
  const until = Date.now() + measureSeconds * 1000
  while (times.length < samples && Date.now() < until) times.push(await measure(times.length))
  times.sort((a, b) => a - b)
  return {
    samples: times.length,
    medianMs: +percentile(times, 50).toFixed(2),
    p95Ms: +percentile(times, 95).toFixed(2),
  }
}

/** The quiet tenant's home page, search page and searches. */
async function measureQuietTenant(port) {
  const page = (path) => async () => {
    const { status, ms } = await get(port, path, quiet.host)
    if (status !== 200) throw new Error(`${quiet.host}${path} answered ${status}`)
    return ms
  }
  const words = ['sportage', 'cerato', 'seltos', 'carnival', 'sorento', 'picanto', 'niro', 'ev6']
  return {
    home: await timed(page('/')),
    searchPage: await timed(page('/search/new-used-and-demo-cars')),
    searchRequest: await searchTimes(port, words),
  }
}

/** The quiet tenant's searches over one kept-alive connection, opened for them (an idle one would be closed). */
async function searchTimes(port, words) {
  const connection = await openConnection({ port })
  try {
    return await timed(async (i) => {
      const answer = await connection.send(searchRequest(quiet, words[i % words.length]))
      if (answer.status !== 200) throw new Error(`a search answered ${answer.status}: ${answer.body}`)
      return answer.ms
    })
  } finally {
    connection.close()
  }
}

/** Keeps `inFlight` expensive searches under way on the noisy tenant's key until stopped. */
async function startFlood(port) {
  const connections = await Promise.all(Array.from({ length: inFlight }, () => openConnection({ port })))
  let running = true
  let sent = 0
  const statuses = {}
  const loops = connections.map(async (connection) => {
    while (running) {
      const answer = await connection
        .send(expensiveRequest(sent++))
        .catch(() => ({ status: 'connection lost' }))
      statuses[answer.status] = (statuses[answer.status] ?? 0) + 1
      if (answer.status === 'connection lost') return
    }
  })
  return {
    async stop() {
      running = false
      await Promise.all(loops)
      for (const connection of connections) connection.close()
      return { requests: sent, statuses }
    },
  }
}

const ratio = (loaded, calm) => +(loaded.p95Ms / calm.p95Ms).toFixed(2)

const { port, stop } = await startBenchServer()
try {
  const quietRun = await measureQuietTenant(port)
  const flood = await startFlood(port)
  const floodedRun = await measureQuietTenant(port)
  const floodAnswers = await flood.stop()
  if (!floodAnswers.statuses[200]) throw new Error(`the flood was refused: ${JSON.stringify(floodAnswers)}`)
  const ratios = {
    home: ratio(floodedRun.home, quietRun.home),
    searchPage: ratio(floodedRun.searchPage, quietRun.searchPage),
    searchRequest: ratio(floodedRun.searchRequest, quietRun.searchRequest),
  }
  const results = {
    generatedAt: new Date().toISOString(),
    node: process.version,
    noisyTenant: noisy.name,
    quietTenant: quiet.name,
    flood: { inFlight, queriesPerRequest: 50, ...floodAnswers },
    quiet: quietRun,
    flooded: floodedRun,
    p95Ratios: ratios,
    targetRatio: 2,
    meetsTarget: Object.values(ratios).every((value) => value <= 2),
  }
  mkdirSync(join(appDir, '.reports'), { recursive: true })
  writeFileSync(join(appDir, '.reports/noisy-neighbour.json'), `${JSON.stringify(results, null, 2)}\n`)
  console.log(JSON.stringify(results, null, 2))
} finally {
  await stop()
}
