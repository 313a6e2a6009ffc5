// `pnpm bench`: the faceted search page at 10,000 and 100,000 cars, in process and over HTTP, beside a
// brute-force scan; writes .reports/bench.json. Stock comes from the fixture generator (into a temp
// folder, never committed), or from the package's own generator when that is not available.
import { spawnSync } from 'node:child_process'
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'

const packageDirectory = fileURLToPath(new URL('..', import.meta.url))
const repository = fileURLToPath(new URL('../../..', import.meta.url))
const scales = (process.env.BENCH_SCALES ?? '10000,100000').split(',').map(Number)
const targets = {
  inProcessMedianMs: { 10000: 2, 100000: 20 },
  httpMedianMs10k: 5,
  indexBuildMs10k: 1000,
  rssMB100k: 300,
}

const workDirectory = mkdtempSync(join(tmpdir(), 'search-engine-bench-'))
const results: Record<string, unknown> = {}
try {
  for (const cars of scales) {
    const out = join(workDirectory, String(cars))
    const generated = spawnSync(
      'pnpm',
      [
        '--silent',
        '--filter',
        '@forecourt/fixtures-generator',
        'generate',
        '--cars',
        String(cars),
        '--out',
        out,
      ],
      { cwd: repository, encoding: 'utf8' },
    )
    let source = 'generated'
    if (generated.status === 0) {
      const recordsFile = join(workDirectory, `records-${cars}.ndjson`)
      const prepared = spawnSync(
        process.execPath,
        ['--import', 'tsx', 'bench/prepare-records.ts', out, recordsFile],
        { cwd: packageDirectory, encoding: 'utf8' },
      )
      if (prepared.status !== 0) throw new Error(`preparing ${cars} records failed:\n${prepared.stderr}`)
      rmSync(out, { recursive: true, force: true })
      source = recordsFile
    }
    console.log(
      `▶ ${cars} cars from ${source === 'generated' ? 'the package generator' : 'the fixture generator'}`,
    )
    const run = spawnSync(
      process.execPath,
      ['--expose-gc', '--import', 'tsx', 'bench/run-scale.ts', String(cars), source],
      {
        cwd: packageDirectory,
        encoding: 'utf8',
        maxBuffer: 16 * 1024 * 1024,
      },
    )
    if (run.status !== 0) throw new Error(`scale ${cars} failed:\n${run.stderr}`)
    const result = JSON.parse(run.stdout) as Record<string, unknown>
    results[String(cars)] = {
      source: source === 'generated' ? 'package generator' : 'tooling/fixtures generator',
      ...result,
    }
    console.log(JSON.stringify(result, null, 2))
    if (source !== 'generated') rmSync(source, { force: true })
  }
} finally {
  rmSync(workDirectory, { recursive: true, force: true })
}

type Scale = {
  inProcessMs: { median: number }
  httpMs: { median: number }
  indexBuildMs: { median: number }
  memory: { rssMB: number }
}
const at = (cars: number) => results[String(cars)] as Scale | undefined
const verdicts = {
  inProcess10k: at(10000) && at(10000)!.inProcessMs.median <= targets.inProcessMedianMs[10000],
  inProcess100k: at(100000) && at(100000)!.inProcessMs.median <= targets.inProcessMedianMs[100000],
  http10k: at(10000) && at(10000)!.httpMs.median <= targets.httpMedianMs10k,
  indexBuild10k: at(10000) && at(10000)!.indexBuildMs.median <= targets.indexBuildMs10k,
  memory100k: at(100000) && at(100000)!.memory.rssMB <= targets.rssMB100k,
}
const report = {
  scenario:
    'Car_production_price_asc, 8 facets, facetFilters (make Toyota OR Mazda, disjunctive) + car_type:used + simple_body:SUV, page 2 of 21, plus the helper disjunctive query for make; tenant stock filter ANDed',
  node: process.version,
  generatedAt: new Date().toISOString(),
  targets,
  verdicts,
  scales: results,
}
mkdirSync(join(packageDirectory, '.reports'), { recursive: true })
writeFileSync(join(packageDirectory, '.reports', 'bench.json'), `${JSON.stringify(report, null, 2)}\n`)
console.log('verdicts', verdicts)
