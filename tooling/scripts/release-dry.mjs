#!/usr/bin/env node
// Rehearses a release without touching the work tree: copies the workspace (without node_modules) to a
// scratch folder, applies the pending changesets there (`changeset version`), installs it from the local store,
// packs every public package with pnpm (which rewrites workspace: ranges), installs all tarballs together into
// an empty project with npm, checks what each tarball carries (the root's LICENSE, `engines`, caret ranges on our
// own packages), and imports each one in plain Node, InstantSearch not installed (an optional peer of the
// components, needed only by their search entry). Then it builds the dealer property from the same tarballs
// (see dealer-property.mjs). Any step that fails fails the run.
import { execFileSync } from 'node:child_process'
import {
  cpSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { checkDealerProperty } from './dealer-property.mjs'

const root = fileURLToPath(new URL('../../', import.meta.url))
const scratch = mkdtempSync(join(tmpdir(), 'forecourt-release-'))
const workspace = join(scratch, 'workspace')
const tarballs = join(scratch, 'tarballs')
const consumer = join(scratch, 'consumer')
const run = (command, args, cwd) =>
  execFileSync(command, args, { cwd, stdio: ['ignore', 'pipe', 'inherit'], encoding: 'utf8' })
const skip = (path) => !/[\\/](node_modules|\.turbo|\.reports|storybook-static|\.git)([\\/]|$)/.test(path)

try {
  mkdirSync(workspace)
  for (const entry of [
    'package.json',
    'pnpm-workspace.yaml',
    'pnpm-lock.yaml',
    // pnpm-workspace.yaml names the patches that its installs apply.
    'patches',
    '.changeset',
    'packages',
    'apps',
    'tooling',
  ]) {
    if (existsSync(join(root, entry)))
      cpSync(join(root, entry), join(workspace, entry), { recursive: true, filter: skip })
  }
  // changesets resolves its changelog generator from the workspace's node_modules.
  symlinkSync(join(root, 'node_modules'), join(workspace, 'node_modules'), 'dir')

  process.stdout.write(run(join(root, 'node_modules/.bin/changeset'), ['version'], workspace))
  // pnpm pack resolves workspace: ranges from an installed workspace; the store already holds everything.
  rmSync(join(workspace, 'node_modules'))
  run(
    'pnpm',
    ['install', '--offline', '--no-frozen-lockfile', '--ignore-scripts', '--reporter=silent'],
    workspace,
  )

  const packages = readdirSync(join(workspace, 'packages'))
    .map((name) => join(workspace, 'packages', name))
    .filter((dir) => existsSync(join(dir, 'package.json')))
    .map((dir) => ({ dir, manifest: JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8')) }))
    .filter(({ manifest }) => !manifest.private)
  if (packages.length === 0) throw new Error('no public package found under packages/')

  mkdirSync(tarballs)
  for (const { dir, manifest } of packages) {
    if (!existsSync(join(dir, 'dist')))
      throw new Error(`${manifest.name} has no dist/: build before the dry run`)
    run('pnpm', ['pack', '--pack-destination', tarballs], dir)
    console.log(`packed ${manifest.name}@${manifest.version}`)
  }

  mkdirSync(consumer)
  writeFileSync(
    join(consumer, 'package.json'),
    JSON.stringify({ name: 'release-consumer', private: true, type: 'module' }),
  )
  const files = readdirSync(tarballs).map((file) => join(tarballs, file))
  run('npm', ['install', '--no-audit', '--no-fund', '--loglevel=error', ...files], consumer)

  const license = readFileSync(join(root, 'LICENSE'), 'utf8')
  for (const { manifest } of packages) {
    const installed = join(consumer, 'node_modules', manifest.name)
    const packed = JSON.parse(readFileSync(join(installed, 'package.json'), 'utf8'))
    if (
      !existsSync(join(installed, 'LICENSE')) ||
      readFileSync(join(installed, 'LICENSE'), 'utf8') !== license
    )
      throw new Error(`${manifest.name}: its tarball does not carry the root LICENSE`)
    if (!packed.engines?.node) throw new Error(`${manifest.name}: its package.json names no engines.node`)
    for (const [name, range] of Object.entries({ ...packed.dependencies, ...packed.peerDependencies }))
      if (name.startsWith('@forecourt/') && !String(range).startsWith('^'))
        throw new Error(`${manifest.name}: depends on ${name} as ${range}, not a caret range`)
  }
  for (const optionalPeer of ['instantsearch.js', 'react-instantsearch'])
    if (existsSync(join(consumer, 'node_modules', optionalPeer)))
      throw new Error(`${optionalPeer} was installed although every peer needing it is optional`)

  for (const { manifest } of packages) {
    const script = `const m = await import(${JSON.stringify(manifest.name)}); const n = Object.keys(m).length; if (n === 0) throw new Error('no exports'); console.log(n)`
    const count = run('node', ['--input-type=module', '-e', script], consumer).trim()
    console.log(`imported ${manifest.name} from its tarball in plain Node: ${count} exports`)
  }
  await checkDealerProperty({ root, tarballFiles: files, scratch, run })
  console.log(
    `release dry run: ${packages.length} packages versioned, packed (LICENSE, engines, caret ranges) and imported without InstantSearch; the dealer property built from them`,
  )
} finally {
  // RELEASE_DRY_KEEP=1 keeps the scratch folder, to look into a failure or rebuild the dealer property by hand.
  if (process.env.RELEASE_DRY_KEEP === '1') console.log(`scratch folder kept: ${scratch}`)
  else rmSync(scratch, { recursive: true, force: true })
}
