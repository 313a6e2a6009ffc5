#!/usr/bin/env node
// Starts the demo site: the `start` script of every app under apps/ (the site server honours PORT and TENANT).
import { spawnSync } from 'node:child_process'
import { existsSync, readdirSync, readFileSync } from 'node:fs'

const apps = new URL('../../apps/', import.meta.url)
const startable = existsSync(apps)
  ? readdirSync(apps).filter((name) => {
      const manifest = new URL(`${name}/package.json`, apps)
      return existsSync(manifest) && JSON.parse(readFileSync(manifest, 'utf8')).scripts?.start
    })
  : []

if (startable.length === 0) {
  console.log('Every package is built. There is no site under apps/ to start yet.')
  process.exit(0)
}
const filters = startable.flatMap((name) => ['--filter', `./apps/${name}`])
const result = spawnSync('pnpm', [...filters, 'run', 'start'], {
  stdio: 'inherit',
  cwd: new URL('../../', import.meta.url),
})
process.exit(result.status ?? 1)
