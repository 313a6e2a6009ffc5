import { packageBuild } from '@forecourt/config/tsup'
import { defineConfig } from 'tsup'

// Node only. PGlite's worker thread is an entry of its own: sql-pglite.ts starts it as './pglite-worker.js' beside
// itself, which is src/ under vitest and dist/ once built. The migrations are not bundled: migrate.ts reads the
// package's migrations/ folder (shipped beside dist/) at run time.
const publicEntries = { index: 'src/index.ts', 'testing/index': 'src/testing/index.ts' }

export default defineConfig({
  ...packageBuild({ ...publicEntries, 'pglite-worker': 'src/pglite-worker.js' }),
  platform: 'node',
  // Declarations only for the public entries; the worker is a script, not a module anyone imports.
  dts: { entry: publicEntries },
})
