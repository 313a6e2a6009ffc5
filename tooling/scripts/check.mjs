#!/usr/bin/env node
// Every check the project has, in the order a failure is cheapest to find: format, the dependency rules, then the
// turbo pipeline (build, lint, typecheck, unit tests, package checks, stories, end-to-end), then the release dry run.
// Each step runs even when an earlier one failed, so one run reports everything; the exit code says if any did.
import { spawnSync } from 'node:child_process'
import { summariseReports } from './test-summary.mjs'

const root = new URL('../../', import.meta.url)
const steps = [
  ['format', 'prettier', ['--check', '.']],
  // Import cycles and arrows the wrong way (see .dependency-cruiser.cjs).
  ['dependencies', 'depcruise', ['apps', 'packages', 'tooling', '--config', '.dependency-cruiser.cjs']],
  [
    'pipeline',
    'turbo',
    // Two tasks at a time: the machines have two cores, and browsers and property tests are CPU-bound.
    [
      'run',
      'build',
      'lint',
      'typecheck',
      'test',
      'check:package',
      'build-storybook',
      'e2e',
      '--continue',
      '--concurrency=2',
    ],
  ],
  ['release dry run', 'node', ['tooling/scripts/release-dry.mjs']],
]

const failed = []
for (const [name, command, args] of steps) {
  console.log(`\n▶ ${name}: ${command} ${args.join(' ')}`)
  const result = spawnSync(command, args, {
    stdio: 'inherit',
    cwd: root,
    shell: process.platform === 'win32',
  })
  if (result.status !== 0) failed.push(name)
}

const totals = summariseReports(root)
console.log(failed.length ? `\n✗ failed: ${failed.join(', ')}` : '\n✓ every check passed')
console.log(`tests: ${totals.passed} passed, ${totals.failed} failed, ${totals.skipped} skipped`)
process.exit(failed.length || totals.failed ? 1 : 0)
