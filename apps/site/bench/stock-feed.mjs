#!/usr/bin/env node
// pnpm bench (third part): live inventory. A 10,000-car full feed applied to PGlite and to PostgreSQL (wall time and
// peak memory: first import, the same feed again, a feed with 1% changed); on the production server, one price change
// through the stock API to "visible in search and on the vehicle page" (50 changes, sequential), on the same server
// and on a second server sharing PostgreSQL; and the search endpoint's median and p95 on a quiet server and while a
// 10,000-car feed is applied. Bounded in count; figures go to .reports/stock-feed.json.
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { request } from 'node:http'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { applyFeed, newStockToken } from '@forecourt/site-server'
import { createStorage } from '@forecourt/site-storage'
import { startTestPostgres } from '@forecourt/site-storage/testing'
import { appDir, percentile, startBenchServer } from './bench-server.mjs'

const feedCars = 10_000
const priceChanges = 50
const searchSamples = 200
const tenantFile = (name) => JSON.parse(readFileSync(join(appDir, '../../fixtures', name), 'utf8'))
const bunya = tenantFile('tenants/bunya-range-motor-group.json')
const bunyaHost = bunya.domains.find((domain) => domain.endsWith('.localhost'))
const demoCars = tenantFile('stock/bunya-range-motor-group.json').cars

/** The demo tenant's cars, then copies of them under new ids, to `count` cars: a large dealer group's yard. */
function yard(count, priceOffset = 0) {
  return Array.from({ length: count }, (_, index) => {
    const car = demoCars[index % demoCars.length]
    if (index < demoCars.length) return { ...car, price: car.price + priceOffset }
    const id = 1_100_000 + index
    return { ...car, id, slug: `${car.slug}-${id}`, stocknum: `BRG${id}`, price: car.price + priceOffset }
  })
}

/**
 * Runs `work` while sampling the process's resident memory (PGlite's thread included); answers its wall time, the
 * memory before and the peak during it.
 */
async function measured(work) {
  global.gc?.()
  const before = process.memoryUsage().rss
  let peak = before
  const sampler = setInterval(() => (peak = Math.max(peak, process.memoryUsage().rss)), 20)
  const started = performance.now()
  const result = await work()
  const ms = performance.now() - started
  clearInterval(sampler)
  peak = Math.max(peak, process.memoryUsage().rss)
  return {
    ms: Math.round(ms),
    rssBeforeMb: Math.round(before / 1e6),
    peakRssMb: Math.round(peak / 1e6),
    result,
  }
}

/** The three feeds of the import bench, applied to one storage. */
async function importFeeds(storage) {
  const now = new Date()
  const held = new Set()
  const first = JSON.stringify(yard(feedCars))
  const changed = yard(feedCars).map((car, index) =>
    index % 100 === 0 ? { ...car, price: car.price + 250 } : car,
  )
  const figures = {}
  for (const [name, text] of [
    ['first import', first],
    ['same feed again', first],
    ['1% of prices changed', JSON.stringify(changed)],
  ]) {
    const { ms, rssBeforeMb, peakRssMb, result } = await measured(() =>
      applyFeed(storage.stock, 'bench-dealer', text, 'json', { now, held }),
    )
    if (!result.ok)
      throw new Error(`the bench feed was refused: ${JSON.stringify(result.errors.slice(0, 3))}`)
    figures[name] = { ms, rssBeforeMb, peakRssMb, ...result.summary, kept: undefined }
    console.log(
      `  ${name}: ${ms} ms, resident memory ${rssBeforeMb} MB before, ${peakRssMb} MB at peak (${JSON.stringify(result.summary)})`,
    )
  }
  return figures
}

/** One request on loopback, timed to its last byte. */
function send(port, method, path, headers, body) {
  return new Promise((done, fail) => {
    const started = performance.now()
    const req = request(
      { host: '127.0.0.1', port, method, path, headers: { host: bunyaHost, ...headers } },
      (res) => {
        const chunks = []
        res.on('data', (chunk) => chunks.push(chunk))
        res.on('end', () =>
          done({
            status: res.statusCode,
            ms: performance.now() - started,
            text: Buffer.concat(chunks).toString(),
          }),
        )
      },
    )
    req.on('error', fail)
    req.end(body)
  })
}

const search = (port, query) =>
  send(
    port,
    'POST',
    '/1/indexes/*/queries',
    {
      'content-type': 'application/json',
      'x-algolia-api-key': bunya.search.apiKey,
      'x-algolia-application-id': 'FORECOURT',
    },
    JSON.stringify({
      requests: [
        {
          indexName: 'Car_production',
          params: `query=${encodeURIComponent(query)}&hitsPerPage=24&facets=%5B%22*%22%5D`,
        },
      ],
    }),
  )

const summary = (times) => {
  const sorted = [...times].sort((a, b) => a - b)
  return {
    samples: sorted.length,
    maxMs: +sorted.at(-1).toFixed(1),
    medianMs: +percentile(sorted, 50).toFixed(1),
    p95Ms: +percentile(sorted, 95).toFixed(1),
  }
}

/**
 * Price changes of one demo car through the stock API of the server on `writePort`, each timed until the server on
 * `readPort` shows the new price in search and on the vehicle page. The same server must show it once the change is
 * answered; another server (`heardLater`) is asked again every 5 ms, up to 10 s, as a shopper's reload would find it.
 */
async function timePriceChanges(writePort, readPort, token, firstPrice, heardLater) {
  const auth = { authorization: `Bearer ${token}`, 'content-type': 'application/json' }
  const car = demoCars.find(
    (candidate) => candidate.status === 'in_stock' && candidate.show_on_dealer_website !== false,
  )
  const visible = []
  for (let change = 0; change < priceChanges; change++) {
    const price = firstPrice + change
    const started = performance.now()
    const patched = await send(
      writePort,
      'PATCH',
      `/api/stock/cars/${car.id}`,
      auth,
      JSON.stringify({ price }),
    )
    if (patched.status !== 200) throw new Error(`PATCH answered ${patched.status}: ${patched.text}`)
    for (;;) {
      const found = await search(readPort, car.stocknum)
      if (found.text.includes(`"price":${price}`)) break
      if (!heardLater) throw new Error('the new price was not in search once the change was answered')
      if (performance.now() - started > 10_000)
        throw new Error('the other server did not show the change in 10 s')
      await new Promise((wait) => setTimeout(wait, 5))
    }
    const page = await send(readPort, 'GET', `/api/site/vehicle?slug=${car.slug}`, {})
    if (!page.text.includes(String(price)))
      throw new Error('the new price was in search but not on the vehicle page')
    visible.push(performance.now() - started)
  }
  return visible
}

async function serverFigures() {
  let token = ''
  const server = await startBenchServer({
    beforeStart: async (dataDir) => {
      const storage = await createStorage({ dataDir })
      const made = newStockToken()
      await storage.stock.createToken('bunya-range-motor-group', {
        tokenHash: made.tokenHash,
        label: 'bench',
      })
      token = made.token
      await storage.close()
    },
  })
  try {
    const auth = { authorization: `Bearer ${token}`, 'content-type': 'application/json' }
    const visible = await timePriceChanges(server.port, server.port, token, 30_000, false)
    const priceChange = summary(visible)
    console.log(`  one price change to visible in search and on its page: ${JSON.stringify(priceChange)}`)

    const queries = ['', 'toyota', 'hilux sr5', 'suv', 'ford ranger', 'kia']
    const quietTimes = []
    for (let sample = 0; sample < searchSamples; sample++)
      quietTimes.push((await search(server.port, queries[sample % queries.length])).ms)
    const quiet = summary(quietTimes)
    const feed = JSON.stringify(yard(feedCars, 100))
    const feedStarted = performance.now()
    let feedDone = false
    const feedAnswer = send(server.port, 'PUT', '/api/stock/feed', auth, feed).finally(
      () => (feedDone = true),
    )
    const busyTimes = []
    while (!feedDone && busyTimes.length < 2_000)
      busyTimes.push((await search(server.port, queries[busyTimes.length % queries.length])).ms)
    const applied = await feedAnswer
    const feedMs = Math.round(performance.now() - feedStarted)
    if (applied.status !== 200)
      throw new Error(`the feed answered ${applied.status}: ${applied.text.slice(0, 300)}`)
    const busy = summary(busyTimes)
    console.log(`  search, quiet: ${JSON.stringify(quiet)}`)
    console.log(`  search while a ${feedCars}-car feed is applied (${feedMs} ms): ${JSON.stringify(busy)}`)
    return { priceChange, search: { quiet, duringFeed: busy, feedMs, feed: JSON.parse(applied.text) } }
  } finally {
    await server.stop()
  }
}

/**
 * Two production servers on one PostgreSQL: a price changed through the first, timed until the second shows it in
 * search and on the vehicle page (asked every 5 ms, as a shopper's reload would find it).
 */
async function secondServerFigures() {
  const postgres = await startTestPostgres()
  const servers = []
  try {
    const url = await postgres.createDatabase('two_servers')
    const storage = await createStorage({ databaseUrl: url })
    const made = newStockToken()
    await storage.stock.createToken('bunya-range-motor-group', { tokenHash: made.tokenHash, label: 'bench' })
    await storage.close()
    // One after the other: the first seeds the demo stock.
    for (const _ of [1, 2]) servers.push(await startBenchServer({ env: { DATABASE_URL: url } }))
    const [first, second] = servers
    const visible = await timePriceChanges(first.port, second.port, made.token, 40_000, true)
    const figures = summary(visible)
    console.log(`  one price change on the first server to visible on the second: ${JSON.stringify(figures)}`)
    return figures
  } finally {
    await Promise.all(servers.map((server) => server.stop()))
    await postgres.stop()
  }
}

console.log(`A ${feedCars}-car full feed into PGlite (a data folder):`)
const folder = mkdtempSync(join(tmpdir(), 'forecourt-feed-bench-'))
const pglite = await createStorage({ dataDir: folder })
let pgliteFigures
try {
  pgliteFigures = await importFeeds(pglite)
} finally {
  await pglite.close()
  rmSync(folder, { recursive: true, force: true })
}
console.log(`A ${feedCars}-car full feed into PostgreSQL 15:`)
const postgres = await startTestPostgres()
let postgresFigures
try {
  const storage = await createStorage({ databaseUrl: postgres.url })
  try {
    postgresFigures = await importFeeds(storage)
  } finally {
    await storage.close()
  }
} finally {
  await postgres.stop()
}
console.log('The production server (PGlite), Bunya Range (2,000 cars):')
const server = await serverFigures()
console.log('Two production servers on one PostgreSQL 15, Bunya Range:')
const secondServer = await secondServerFigures()
const report = {
  feedCars,
  import: { pglite: pgliteFigures, postgres: postgresFigures },
  ...server,
  priceChangeOnSecondServer: secondServer,
}
mkdirSync(join(appDir, '.reports'), { recursive: true })
writeFileSync(join(appDir, '.reports/stock-feed.json'), `${JSON.stringify(report, null, 2)}\n`)
