// `pnpm bench` (after search.bench.ts): the cost of a query whose word is a misspelling never sent
// before, so never in the typo cache, at 100,000 generated cars — 4–7 letters (one typo allowed) and
// 8+ letters (two). Writes .reports/typo-bench.json.
//   TYPO_BENCH_CARS      cars to generate (default 100000)
//   TYPO_BENCH_WORDS     fresh misspellings per length class (default 300)
//   TYPO_BENCH_BASELINE  an older copy of src/ to measure first, for a before/after comparison, e.g.
//                        git archive HEAD src | tar -x -C /tmp/before && TYPO_BENCH_BASELINE=/tmp/before/src
import { spawnSync } from 'node:child_process'
import { mkdirSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'

const packageDirectory = fileURLToPath(new URL('..', import.meta.url))
const cars = Number(process.env.TYPO_BENCH_CARS ?? '100000')
const perClass = Number(process.env.TYPO_BENCH_WORDS ?? '300')
const baseline = process.env.TYPO_BENCH_BASELINE
const targetMs = 5

interface Distribution {
  median: number
  p95: number
  max: number
  count: number
}
interface EngineResult {
  short: { freshMs: Distribution; cachedMs: Distribution }
  long: { freshMs: Distribution; cachedMs: Distribution }
  [key: string]: unknown
}

function run(source: string): EngineResult {
  console.log(`▶ ${cars} cars, ${perClass} fresh misspellings per class, engine ${source}`)
  const child = spawnSync(
    process.execPath,
    ['--expose-gc', '--import', 'tsx', 'bench/typo-scale.ts', String(cars), source, String(perClass)],
    { cwd: packageDirectory, encoding: 'utf8', maxBuffer: 16 * 1024 * 1024 },
  )
  if (child.status !== 0) throw new Error(`typo bench with ${source} failed:\n${child.stderr}`)
  const result = JSON.parse(child.stdout) as EngineResult
  console.log(JSON.stringify(result, null, 2))
  return result
}

const before = baseline ? run(baseline) : null
const after = run(join(packageDirectory, 'src'))
// Medians, as the search bench's targets; p95 is reported beside the same words sent again (cached),
// which shows how much of the tail is the rest of the query and the machine rather than typo search.
const verdicts = {
  shortFreshMedian: after.short.freshMs.median <= targetMs,
  longFreshMedian: after.long.freshMs.median <= targetMs,
}
const report = {
  scenario:
    'Car_production, one query word that is a misspelling never sent before (4–7 letters, then 8+), 21 hits, facets make/model/car_type, tenant stock filter ANDed; each word then sent once more (cached) for reference',
  node: process.version,
  generatedAt: new Date().toISOString(),
  cars,
  target: `a fresh misspelling costs at most ${targetMs} ms (median)`,
  verdicts,
  before,
  after,
}
mkdirSync(join(packageDirectory, '.reports'), { recursive: true })
writeFileSync(join(packageDirectory, '.reports', 'typo-bench.json'), `${JSON.stringify(report, null, 2)}\n`)
console.log('verdicts', verdicts)
