import { packageBuild } from '@forecourt/config/tsup'
import { readFile } from 'node:fs/promises'
import { dirname, resolve } from 'node:path'
import { defineConfig, type Options } from 'tsup'

type EsbuildPlugin = NonNullable<Options['esbuildPlugins']>[number]

// Vite's `name?raw` imports (the postcode table) bundled as text, as Vite does under vitest and in the app's build:
// the table travels inside dist/ and nothing reads a file at run time.
const rawText: EsbuildPlugin = {
  name: 'raw-text',
  setup(build) {
    build.onResolve({ filter: /\?raw$/ }, (args) => ({
      path: resolve(dirname(args.importer), args.path.replace(/\?raw$/, '')),
      namespace: 'raw-text',
    }))
    build.onLoad({ filter: /.*/, namespace: 'raw-text' }, async (args) => ({
      contents: await readFile(args.path, 'utf8'),
      loader: 'text',
    }))
  },
}

// Node only: the back end is loaded by the app's server from node_modules as it ships (world-atlas's map data is
// found from here at run time).
export default defineConfig({
  // The feed reader's thread runs a file of its own, found beside the bundle at run time.
  ...packageBuild({ index: 'src/index.ts', 'feed-worker': 'src/stock/feed-worker.ts' }),
  platform: 'node',
  esbuildPlugins: [rawText],
})
