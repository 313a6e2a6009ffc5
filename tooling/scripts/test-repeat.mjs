#!/usr/bin/env node
// The flake check: `pnpm test:repeat <file…> <n>` runs each test file n times, each run a fresh vitest process with
// no retries (an end-to-end journey starts its own server and browser each time), and prints how many runs failed.
// The exit code is 1 when any run failed. A test that passes or fails by timing shows up here.
import { spawnSync } from 'node:child_process'
import { existsSync, readFileSync } from 'node:fs'
import { dirname, join, relative, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'

const root = resolve(dirname(fileURLToPath(import.meta.url)), '../..')
const usage =
  'Usage: pnpm test:repeat <test file…> <times>   e.g. pnpm test:repeat apps/site/e2e/leads.e2e.ts 5'

const args = process.argv.slice(2)
const times = Number(args.at(-1))
const files = args.slice(0, -1)
if (!Number.isInteger(times) || times < 1 || files.length === 0) {
  console.error(usage)
  process.exit(2)
}

/** The nearest folder above the file with a package.json: the package whose vitest runs it. */
function packageOf(file) {
  for (let folder = dirname(file); folder.startsWith(root); folder = dirname(folder))
    if (existsSync(join(folder, 'package.json')) && folder !== root) return folder
  return null
}

/** The package's vitest config for the file: end-to-end journeys have one of their own. */
function configOf(folder, file) {
  const manifest = JSON.parse(readFileSync(join(folder, 'package.json'), 'utf8'))
  const script = file.endsWith('.e2e.ts') ? manifest.scripts?.e2e : manifest.scripts?.test
  return /--config\s+(\S+)/.exec(script ?? '')?.[1] ?? null
}

/** The package's own vitest, else the workspace's. */
function vitestOf(folder) {
  const own = join(folder, 'node_modules/.bin/vitest')
  return existsSync(own) ? own : join(root, 'node_modules/.bin/vitest')
}

const runs = files.map((given) => {
  const file = resolve(process.cwd(), given)
  const folder = existsSync(file) ? packageOf(file) : null
  if (!folder) {
    console.error(`${given}: no such test file in a workspace package\n${usage}`)
    process.exit(2)
  }
  const config = configOf(folder, file)
  return {
    name: relative(root, file),
    folder,
    args: [...(config ? ['--config', config] : []), relative(folder, file)],
  }
})

const totals = []
for (const run of runs) {
  let failed = 0
  for (let index = 1; index <= times; index++) {
    console.log(`\n▶ ${run.name}: run ${index} of ${times}`)
    const result = spawnSync(vitestOf(run.folder), ['run', '--retry', '0', ...run.args], {
      cwd: run.folder,
      stdio: 'inherit',
      env: { ...process.env, CI: 'true' },
    })
    if (result.status !== 0) failed += 1
  }
  totals.push({ ...run, failed })
}

console.log('\nFlake check')
for (const { name, failed } of totals)
  console.log(`${failed === 0 ? '✓' : '✗'} ${name}: ${failed} of ${times} runs failed`)
process.exit(totals.some((total) => total.failed > 0) ? 1 : 0)
