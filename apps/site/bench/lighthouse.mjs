// `pnpm bench:lighthouse`: Lighthouse 12.2.3 (mobile: a simulated mid-range phone on slow 4G) with Debian's
// Chromium, on the built production server: home, a search page and a vehicle page of every demo tenant, three runs
// each, the median of each figure reported (and the median run's figures in the JSON). A bench, not a test: nothing
// here passes or fails on a score; the figures go to .reports/lighthouse.json and a table on stdout.
//
// `--runs N` changes the number of runs, `--tenant <slug>` measures one tenant.
import { spawn } from 'node:child_process'
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { parseArgs } from 'node:util'
import lighthouse from 'lighthouse'
import { chromiumLaunchOptions } from '@forecourt/config/chromium'
import { appDir, get, startBenchServer } from './bench-server.mjs'

const { values } = parseArgs({ options: { runs: { type: 'string' }, tenant: { type: 'string' } } })
const runs = Number(values.runs ?? 3)
const tenants = [
  ['bunya-range-motor-group', 'bunya-range.localhost'],
  ['wattle-bay-kia', 'wattle-bay.localhost'],
  ['red-gum-caravans-and-motorcycles', 'red-gum.localhost'],
].filter(([slug]) => !values.tenant || slug === values.tenant)

/**
 * Debian's Chromium with a DevTools port for Lighthouse, on a fresh profile; resolves with the port it took.
 * @returns {Promise<{ port: number, close(): Promise<void> }>}
 */
async function launchChromium() {
  const { executablePath, args } = chromiumLaunchOptions()
  const profile = mkdtempSync(join(tmpdir(), 'forecourt-lighthouse-'))
  const chromium = spawn(
    executablePath,
    [...args, '--headless', '--remote-debugging-port=0', `--user-data-dir=${profile}`, 'about:blank'],
    { stdio: ['ignore', 'ignore', 'pipe'] },
  )
  const port = await new Promise((found, failed) => {
    let output = ''
    chromium.stderr.setEncoding('utf8')
    chromium.stderr.on('data', (chunk) => {
      output += chunk
      const match = /DevTools listening on ws:\/\/[^:]+:(\d+)\//.exec(output)
      if (match) found(Number(match[1]))
    })
    chromium.once('exit', (code) =>
      failed(new Error(`Chromium exited (${code}) before it listened:\n${output}`)),
    )
  })
  return {
    port,
    close: async () => {
      if (chromium.exitCode === null) {
        chromium.kill('SIGTERM')
        await new Promise((wait) => chromium.once('exit', wait))
      }
      // Chromium's helper processes may still be writing the profile when the browser itself has exited, past
      // every retry at times: the figures are written by then, so a profile folder left behind is only a warning.
      try {
        rmSync(profile, { recursive: true, force: true, maxRetries: 10 })
      } catch (error) {
        console.warn(`Left Chromium's profile at ${profile}: ${error.message}`)
      }
    },
  }
}

/** A tenant's home, the search page its home links to first, and the first vehicle page of its sitemap. */
async function pagesOf(serverPort, host) {
  const sitemap = (await get(serverPort, '/sitemap.xml', host)).body.toString()
  const paths = [...sitemap.matchAll(/<loc>[^<]*?\/\/[^/]+(\/[^<]*)<\/loc>/g)].map((match) => match[1])
  const home = (await get(serverPort, '/', host)).body.toString()
  const search = /href="(\/search\/[^"?#]+)"/.exec(home)?.[1]
  const vehicle = paths.find((path) => path.startsWith('/cars/') && path !== '/cars/')
  return [
    ['home', '/'],
    ['search', search],
    ['vehicle', vehicle],
  ].filter(([, path]) => path)
}

const median = (numbers) => [...numbers].sort((a, b) => a - b)[Math.floor(numbers.length / 2)]

/** The figures of one Lighthouse run that the closing note's table needs. */
function figures(lhr) {
  const audit = (id) => lhr.audits[id]?.numericValue
  const score = (id) => Math.round((lhr.categories[id]?.score ?? 0) * 100)
  return {
    performance: score('performance'),
    accessibility: score('accessibility'),
    bestPractices: score('best-practices'),
    seo: score('seo'),
    fcpMs: Math.round(audit('first-contentful-paint')),
    lcpMs: Math.round(audit('largest-contentful-paint')),
    tbtMs: Math.round(audit('total-blocking-time')),
    cls: Number(audit('cumulative-layout-shift').toFixed(3)),
    bytes: Math.round(audit('total-byte-weight')),
  }
}

/** The figures to .reports/lighthouse.json and a table on stdout, written before anything is cleaned up. */
function writeReport(results) {
  const report = { lighthouse: '12.2.3', formFactor: 'mobile', runs, results }
  mkdirSync(join(appDir, '.reports'), { recursive: true })
  writeFileSync(join(appDir, '.reports', 'lighthouse.json'), `${JSON.stringify(report, null, 2)}\n`)
  console.log(`Median of ${runs} runs, each figure on its own:`)
  console.log('| Tenant | Page | Perf | A11y | BP | SEO | FCP | LCP | TBT (runs) | CLS | KiB |')
  console.log('|---|---|---|---|---|---|---|---|---|---|---|')
  for (const { tenant, page, medians: figure, runs: measured } of results)
    console.log(
      `| ${tenant} | ${page} | ${figure.performance} | ${figure.accessibility} | ${figure.bestPractices} | ${figure.seo} | ${(figure.fcpMs / 1000).toFixed(1)} s | ${(figure.lcpMs / 1000).toFixed(1)} s | ${figure.tbtMs} ms (${measured.map((run) => run.tbtMs).join(' / ')}) | ${figure.cls} | ${Math.round(figure.bytes / 1024)} |`,
    )
}

/** Attempts of one run before the bench gives up on it: Chromium at times loses a trace (NO_NAVSTART, say). */
const attemptsPerRun = 3

/** One measured Lighthouse run of a page; a run whose trace Lighthouse could not read is run again, and said so. */
async function measuredRun(url) {
  for (let attempt = 1; ; attempt++) {
    const result = await lighthouse(url, {
      port: chromium.port,
      logLevel: 'error',
      output: 'json',
      onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'],
    })
    if (!result) throw new Error(`Lighthouse gave no result for ${url}`)
    const failure = result.lhr.runtimeError
    if (!failure) return result.lhr
    if (attempt === attemptsPerRun) throw new Error(`${url}: ${failure.message} (${attemptsPerRun} attempts)`)
    console.error(`${url}: ${failure.code}, run again (attempt ${attempt + 1} of ${attemptsPerRun})`)
  }
}

const { port: serverPort, stop } = await startBenchServer()
const chromium = await launchChromium()
const results = []
try {
  for (const [slug, host] of tenants) {
    for (const [page, path] of await pagesOf(serverPort, host)) {
      const url = `http://${host}:${serverPort}${path}`
      // One load first, unmeasured: the server's picture cache is warm on a dealer's site that is up.
      await lighthouse(url, { port: chromium.port, logLevel: 'error', onlyCategories: ['performance'] })
      const measured = []
      for (let run = 0; run < runs; run++) measured.push(figures(await measuredRun(url)))
      const byPerformance = [...measured].sort((a, b) => a.performance - b.performance || b.lcpMs - a.lcpMs)
      const medianRun = byPerformance[Math.floor(byPerformance.length / 2)]
      const row = {
        tenant: slug,
        page,
        path,
        ...medianRun,
        // The targets are each a median of the runs, so each figure is its own median: the run that is the median
        // by score is not always the median by blocking time.
        medians: Object.fromEntries(
          Object.keys(medianRun).map((figure) => [figure, median(measured.map((run) => run[figure]))]),
        ),
        runs: measured,
      }
      results.push(row)
      console.error(
        `${slug} ${page}: performance ${row.performance}, FCP ${row.fcpMs} ms, LCP ${row.lcpMs} ms, TBT ${row.tbtMs} ms, CLS ${row.cls}, ${Math.round(row.bytes / 1024)} KiB`,
      )
    }
  }
  writeReport(results)
} finally {
  await chromium.close()
  await stop()
}
