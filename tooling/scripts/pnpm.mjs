#!/usr/bin/env node
// Runs the workspace's pinned pnpm on a machine that has only Node and npm.
// corepack is avoided on purpose: its signature check fails against some registries.
import { spawnSync } from 'node:child_process'
import { readFileSync } from 'node:fs'

const root = new URL('../../', import.meta.url)
const { packageManager } = JSON.parse(readFileSync(new URL('package.json', root), 'utf8'))
const [name, version] = String(packageManager).split('@')
if (name !== 'pnpm' || !version) {
  console.error(`package.json "packageManager" must read pnpm@<version>, found ${packageManager}`)
  process.exit(1)
}

const env = {
  ...process.env,
  COREPACK_ENABLE_STRICT: '0',
  TURBO_TELEMETRY_DISABLED: '1',
  STORYBOOK_DISABLE_TELEMETRY: '1',
  DO_NOT_TRACK: '1',
}
const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm'
const args = ['exec', '--yes', `--package=pnpm@${version}`, '--', 'pnpm', ...process.argv.slice(2)]
const result = spawnSync(npm, args, { stdio: 'inherit', env, cwd: root, shell: process.platform === 'win32' })
if (result.error) {
  console.error(`Could not run pnpm@${version} through npm: ${result.error.message}`)
  process.exit(1)
}
process.exit(result.status ?? 1)
